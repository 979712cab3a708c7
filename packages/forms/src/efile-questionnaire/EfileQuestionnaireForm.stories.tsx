import { isEfileEligible, type EfileQuestionsRequest } from '@citytax/api';
import { Alert } from '@citytax/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyEndpoints } from '../account-shared/StoryHarness';
import { storyErrorMessage } from '../annual-return-shared/StoryHarness';
import { cityTaxFormProblemHandlers, createCityTaxFormHandlers } from '../annual-return-shared/storyMocks';
import { paperReturnReasons } from './answers';
import { EfileQuestionnaireForm, type EfileQuestionnaireFormProps } from './EfileQuestionnaireForm';
import { efileQuestionnaireMessages as m } from './messages.en';
import { PaperReturnGuidance } from './PaperReturnGuidance';
import { PAPER_RETURN_OFFICE } from './storyOffice';
import { holding, startingWith } from '../form-kit/storyHelpers';

/** The questionnaire as the page wires it: save the answers, then go on or show the paper guidance. */
function Page(args: EfileQuestionnaireFormProps) {
  const [answers, setAnswers] = useState<EfileQuestionsRequest>();
  const [serverError, setServerError] = useState<string>();
  if (answers) {
    return isEfileEligible(answers) ? (
      <Alert variant="success">You can file your annual return online.</Alert>
    ) : (
      <PaperReturnGuidance
        reasons={paperReturnReasons(answers)}
        taxYear={args.taxYear}
        office={PAPER_RETURN_OFFICE}
      />
    );
  }
  return (
    <EfileQuestionnaireForm
      {...args}
      serverError={serverError}
      onSubmit={async (values) => {
        await args.onSubmit(values);
        setServerError(undefined);
        try {
          await storyEndpoints.efileQuestions(values);
          setAnswers(values);
        } catch (error) {
          setServerError(storyErrorMessage(error));
        }
      }}
    />
  );
}

const meta = {
  title: 'Forms/AnnualReturn/EfileQuestionnaireForm',
  component: EfileQuestionnaireForm,
  args: { onSubmit: fn(), taxYear: 2025 },
  render: Page,
  parameters: { msw: { handlers: createCityTaxFormHandlers() } },
  tags: ['autodocs'],
} satisfies Meta<typeof EfileQuestionnaireForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The radio group whose question is `question` (its name goes on with the group's hint). */
const group = (canvas: ReturnType<typeof within>, question: string) =>
  canvas.getByRole('radiogroup', { name: startingWith(question) });

export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const income = group(canvas, m.questions.allIncomeOnW2Or1099(2025));
    await expect(within(income).getByRole('radio', { name: m.yes })).toHaveFocus();
    await expect(within(income).getByRole('radio', { name: m.yes })).not.toBeChecked();
  },
};

/** Nothing answered: each question says what is missing, and focus goes to the first. */
export const Unanswered: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: m.submit }).focus();
    await userEvent.keyboard('{Enter}');
    const income = group(canvas, m.questions.allIncomeOnW2Or1099(2025));
    await waitFor(() =>
      expect(income).toHaveAccessibleDescription(expect.stringContaining(m.required.allIncomeOnW2Or1099)),
    );
    await expect(group(canvas, m.questions.rentalBusinessOrK1Activity)).toHaveAccessibleDescription(
      expect.stringContaining(m.required.rentalBusinessOrK1Activity),
    );
    await expect(group(canvas, m.questions.nameAddressOrFilingStatusChanged)).toHaveAccessibleDescription(
      expect.stringContaining(m.required.nameAddressOrFilingStatusChanged),
    );
    await expect(within(income).getByRole('radio', { name: m.yes })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Answered with the keyboard alone: yes, no, no — the return can be filed online. */
export const Eligible: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('You can file your annual return online.')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      allIncomeOnW2Or1099: true,
      rentalBusinessOrK1Activity: false,
      nameAddressOrFilingStatusChanged: false,
    });
  },
};

/** Rental activity: the paper-return guidance names the answer, and where to get, mail and ask about the form. */
export const NeedsAPaperReturn: Story = {
  args: {
    defaultValues: {
      allIncomeOnW2Or1099: true,
      rentalBusinessOrK1Activity: true,
      nameAddressOrFilingStatusChanged: false,
    },
  },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: m.submit }).focus();
    await userEvent.keyboard('{Enter}');
    const guidance = await canvas.findByRole('region', { name: m.paper.heading });
    await expect(within(guidance).getByRole('listitem')).toHaveTextContent(
      m.paper.answers.rentalBusinessOrK1Activity(),
    );
    await expect(within(guidance).getByRole('link', { name: m.paper.download })).toBeVisible();
    await expect(within(guidance).getByRole('link', { name: '216-555-0100' })).toBeVisible();
  },
};

export const Saving: Story = {
  args: {
    defaultValues: {
      allIncomeOnW2Or1099: true,
      rentalBusinessOrK1Activity: false,
      nameAddressOrFilingStatusChanged: false,
    },
  },
  parameters: { msw: { handlers: cityTaxFormProblemHandlers.savePending } },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: m.submit }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: holding(m.submit) })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
  },
};

export const ServerError: Story = {
  args: {
    defaultValues: {
      allIncomeOnW2Or1099: true,
      rentalBusinessOrK1Activity: false,
      nameAddressOrFilingStatusChanged: false,
    },
  },
  parameters: { msw: { handlers: cityTaxFormProblemHandlers.efileQuestionsFail } },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: m.submit }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong.');
  },
};
