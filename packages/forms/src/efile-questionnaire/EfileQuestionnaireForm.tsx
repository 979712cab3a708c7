import type { EfileQuestionsRequest } from '@citytax/api';
import { Alert, Button, RadioGroup } from '@citytax/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { submitFromButton } from '../account-shared/submitFromButton';
import styles from '../annual-return-shared/entry.module.css';
import { focusFirstError } from '../form-kit/focusFirstError';
import { efileQuestionnaireMessages, type EfileQuestionnaireMessages } from './messages.en';

type Question = keyof EfileQuestionsRequest;
/** The questions in the order they are asked. */
const QUESTIONS: readonly Question[] = [
  'allIncomeOnW2Or1099',
  'rentalBusinessOrK1Activity',
  'nameAddressOrFilingStatusChanged',
];

/** A radio answer: '' until one is chosen. */
export type EfileAnswer = 'yes' | 'no' | '';
export type EfileQuestionnaireValues = Record<Question, EfileAnswer>;

const answer = z.enum(['yes', 'no'], { error: 'is required' }).transform((value) => value === 'yes');
const schema = z.object({
  allIncomeOnW2Or1099: answer,
  rentalBusinessOrK1Activity: answer,
  nameAddressOrFilingStatusChanged: answer,
});

const toAnswer = (value: boolean | undefined): EfileAnswer =>
  value === undefined ? '' : value ? 'yes' : 'no';

export interface EfileQuestionnaireFormProps {
  /** Called with the answers (the POST /api/efilequestions body); Continue is busy until it settles. */
  onSubmit: (answers: EfileQuestionsRequest) => unknown;
  /** Answers saved earlier. */
  defaultValues?: Partial<EfileQuestionsRequest>;
  /** The tax year the return is for, named in the first question. */
  taxYear?: number;
  /** A message from the server about the last submit. */
  serverError?: string;
  submitLabel?: string;
  messages?: EfileQuestionnaireMessages;
}

/**
 * The e-file eligibility questionnaire: three required yes/no questions. The page
 * decides with isEfileEligible(answers) whether to go on or show PaperReturnGuidance.
 */
export function EfileQuestionnaireForm({
  onSubmit,
  defaultValues,
  taxYear,
  serverError,
  submitLabel,
  messages = efileQuestionnaireMessages,
}: EfileQuestionnaireFormProps) {
  const id = useId();
  const ids: Record<Question, string> = {
    allIncomeOnW2Or1099: `${id}-income`,
    rentalBusinessOrK1Activity: `${id}-rental`,
    nameAddressOrFilingStatusChanged: `${id}-changed`,
  };
  const { control, handleSubmit, formState } = useForm<
    EfileQuestionnaireValues,
    unknown,
    EfileQuestionsRequest
  >({
    // Until answered a question is '', which the schema reports as 'is required'.
    resolver: zodResolver(schema) as unknown as Resolver<
      EfileQuestionnaireValues,
      unknown,
      EfileQuestionsRequest
    >,
    defaultValues: {
      allIncomeOnW2Or1099: toAnswer(defaultValues?.allIncomeOnW2Or1099),
      rentalBusinessOrK1Activity: toAnswer(defaultValues?.rentalBusinessOrK1Activity),
      nameAddressOrFilingStatusChanged: toAnswer(defaultValues?.nameAddressOrFilingStatusChanged),
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const label = (question: Question) =>
    question === 'allIncomeOnW2Or1099'
      ? messages.questions.allIncomeOnW2Or1099(taxYear)
      : messages.questions[question];
  const options = [
    { value: 'yes', label: messages.yes },
    { value: 'no', label: messages.no },
  ];

  return (
    <form
      method="post"
      className={styles.form}
      noValidate
      onSubmit={(event) =>
        submitFromButton(
          event,
          handleSubmit(
            async (answers) => {
              await onSubmit(answers);
            },
            (errors) => focusFirstError(errors, ids),
          ),
        )
      }
    >
      <p className={styles.note}>{messages.intro}</p>
      {QUESTIONS.map((question) => (
        <Controller
          key={question}
          control={control}
          name={question}
          render={({ field, fieldState }) => (
            <RadioGroup
              id={ids[question]}
              label={label(question)}
              hint={messages.hints[question]}
              name={field.name}
              isRequired
              options={options}
              value={field.value || null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error ? messages.required[question] : undefined}
            />
          )}
        />
      ))}
      {serverError ? <Alert variant="error">{serverError}</Alert> : null}
      <div className={styles.actions}>
        <Button type="submit" isLoading={formState.isSubmitting} loadingLabel={messages.submitting}>
          {submitLabel ?? messages.submit}
        </Button>
      </div>
    </form>
  );
}
