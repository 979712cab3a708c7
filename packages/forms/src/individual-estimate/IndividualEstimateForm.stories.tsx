import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  chooseCityByKeyboard,
  estimateStoryArgs,
  estimateStoryCities,
  expectReflowAt320,
  typeFields,
} from '../estimate-shared/storyHelpers';
import { IndividualEstimateForm } from './IndividualEstimateForm';

const meta = {
  title: 'Forms/Estimates/IndividualEstimateForm',
  component: IndividualEstimateForm,
  args: estimateStoryArgs(),
  tags: ['autodocs'],
} satisfies Meta<typeof IndividualEstimateForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cleveland, $40,000.00 income, $600.00 credits, all by keyboard; focus ends in the prior-year tax. */
async function fillCleByKeyboard() {
  await chooseCityByKeyboard(2);
  await typeFields('40000', '600');
}

const previewOf = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('region', { name: 'Your 2026 estimate' });

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Choose your residence city and enter your estimated income to see your estimated tax.',
      ),
    ).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Burton' })).toHaveFocus();
  },
};

/** CLE 2.5% of $40,000.00 less $600.00: $400.00; by June 15 $180.00 is due, $100.00 is paid. */
export const Preview: Story = {
  play: async ({ canvas }) => {
    await fillCleByKeyboard();
    const region = previewOf(canvas);
    await expect(within(region).getAllByRole('definition')[0]).toHaveTextContent('$400.00');
    await expect(
      within(region).getByText(
        'Estimated payments are required because your estimated tax is $200.00 or more.',
      ),
    ).toBeVisible();
    const rows = within(within(region).getByRole('table')).getAllByRole('row');
    await expect(rows[2]).toHaveTextContent('2 (next due)June 15, 2026$180.00');
    await expect(rows[4]).toHaveTextContent('4January 15, 2027$360.00');
    await expect(canvas.getByRole('textbox', { name: 'Payment amount' })).toHaveValue('$ 80.00');
  },
};

export const NotRequired: Story = {
  args: { paidSoFar: 0 },
  play: async ({ canvas }) => {
    await chooseCityByKeyboard(1); // Burton 1%
    await typeFields('15000', '0');
    const region = previewOf(canvas);
    await expect(
      within(region).getByText(
        'Estimated payments are not required because your estimated tax is less than $200.00. You may still make a payment.',
      ),
    ).toBeVisible();
    await expect(within(region).getAllByRole('definition')[0]).toHaveTextContent('$150.00');
  },
};

export const SafeHarbor: Story = {
  play: async ({ canvas }) => {
    await fillCleByKeyboard();
    await userEvent.keyboard('200');
    await expect(
      within(previewOf(canvas)).getByText(
        'Your installments are based on your prior-year tax of $200.00 because it is lower than 90% of your estimated tax.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Payment amount' })).toHaveValue('$ 0.00');
  },
};

export const MissingRate: Story = {
  args: { cities: [...estimateStoryCities, { code: 'NOR', name: 'Norwood', member: true, rate: null }] },
  play: async ({ canvas }) => {
    await chooseCityByKeyboard(4);
    await typeFields('1000');
    await expect(within(previewOf(canvas)).getByRole('alert')).toHaveTextContent(
      "An error occurred calculating taxes for your selected cities. Please contact the provider's support.",
    );
  },
};

export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: 'Submit estimate' });
    submit.focus();
    await userEvent.keyboard('{Enter}');
    const list = await canvas.findByText('Please correct the following errors:');
    const items = within(list.parentElement as HTMLElement).getAllByRole('listitem');
    await expect(items.map((li) => li.textContent)).toEqual([
      'Residence city is required',
      'Estimated income is required',
      'Estimated credits is required',
      'Payment amount is required',
    ]);
    await expect(canvas.getByRole('radio', { name: 'Burton' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Keyboard only, from the first field to Enter on the button; the payment follows the suggestion. */
export const Submitted: Story = {
  play: async ({ canvas, args }) => {
    await fillCleByKeyboard();
    await userEvent.tab(); // payment amount, $80.00 suggested
    await expect(canvas.getByRole('textbox', { name: 'Payment amount' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Submit estimate' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        taxYear: 2026,
        residenceCity: 'CLE',
        estimatedIncome: 40_000,
        estimatedCredits: 600,
        priorYearTax: null,
        paymentAmount: 80,
      }),
    );
  },
};

export const Submitting: Story = {
  args: {
    submitting: true,
    draftValues: { residenceCity: 'CLE', estimatedIncome: 40_000, estimatedCredits: 600, paymentAmount: 80 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Submit estimate/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const ServerError: Story = {
  args: {
    serverError:
      "An error occurred calculating taxes for your selected cities. Please contact the provider's support.",
    draftValues: { residenceCity: 'GTN', estimatedIncome: 52_000, estimatedCredits: 300, paymentAmount: 0 },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        "An error occurred calculating taxes for your selected cities. Please contact the provider's support.",
      ),
    ).toBeVisible();
    // 1.5% of $52,000.00 = $780.00 − $300.00.
    await expect(within(previewOf(canvas)).getAllByRole('definition')[0]).toHaveTextContent('$480.00');
  },
};

/** At 320 px the schedule and fields reflow without horizontal scrolling (WCAG 1.4.10). */
export const Narrow: Story = {
  args: { draftValues: { residenceCity: 'CLE', estimatedIncome: 1_234_567.89, estimatedCredits: 600 } },
  render: (args) => (
    <div style={{ width: 320 }}>
      <IndividualEstimateForm {...args} />
    </div>
  ),
  play: expectReflowAt320,
};
