import { isEfileEligible, type EfileQuestionsRequest } from '@citytax/api';
import { Alert } from '@citytax/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyEndpoints } from '../account-shared/StoryHarness';
import { storyErrorMessage } from '../annual-return-shared/StoryHarness';
import { cityTaxFormProblemHandlers, createCityTaxFormHandlers } from '../annual-return-shared/storyMocks';
import {
  EfileQuestionnaireForm,
  paperReturnReasons,
  type EfileQuestionnaireFormProps,
} from './EfileQuestionnaireForm';
import { PaperReturnGuidance } from './PaperReturnGuidance';
import { PAPER_RETURN_OFFICE } from './storyOffice';

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

const group = (canvas: ReturnType<typeof within>, name: RegExp) => canvas.getByRole('radiogroup', { name });

export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const income = group(canvas, /^Was all of your income for 2025/);
    await expect(within(income).getByRole('radio', { name: 'Yes' })).toHaveFocus();
    await expect(within(income).getByRole('radio', { name: 'Yes' })).not.toBeChecked();
  },
};

/** Nothing answered: each question says what is missing, and focus goes to the first. */
export const Unanswered: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Continue' }).focus();
    await userEvent.keyboard('{Enter}');
    const income = group(canvas, /^Was all of your income/);
    await waitFor(() =>
      expect(income).toHaveAccessibleDescription(
        /Tell us whether all of your income was reported on a W-2 or a 1099\./,
      ),
    );
    await expect(group(canvas, /^Did you have any rental/)).toHaveAccessibleDescription(
      /Tell us whether you had any rental, business or K-1 activity\./,
    );
    await expect(group(canvas, /^Did your name, address/)).toHaveAccessibleDescription(
      /Tell us whether your name, address or filing status changed\./,
    );
    await expect(within(income).getByRole('radio', { name: 'Yes' })).toHaveFocus();
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
    canvas.getByRole('button', { name: 'Continue' }).focus();
    await userEvent.keyboard('{Enter}');
    const guidance = await canvas.findByRole('region', { name: 'You need to file a paper return' });
    await expect(within(guidance).getByRole('listitem')).toHaveTextContent(
      'You answered Yes to “Did you have any rental, business or K-1 activity?” Rental, business and K-1 income is reported on the paper return and its schedules.',
    );
    await expect(
      within(guidance).getByRole('link', { name: 'Download the Individual Annual Return (paper form)' }),
    ).toBeVisible();
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
    canvas.getByRole('button', { name: 'Continue' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Continue/ })).toHaveAttribute('aria-disabled', 'true'),
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
    canvas.getByRole('button', { name: 'Continue' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong.');
  },
};
