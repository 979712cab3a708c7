import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  chooseCityByKeyboard,
  emptyPlay,
  estimatePreviewOf,
  estimateStoryArgs,
  estimateStoryCitiesWithMissingRate,
  invalidPlay,
  missingRatePlay,
  safeHarborPlay,
  submittedPlay,
  submittingPlay,
  typeFields,
} from '../estimate-shared/storyHelpers';
import { IndividualEstimateForm } from './IndividualEstimateForm';
import { expectReflowAt320, inLanguage } from '../form-kit/storyHelpers';
import { individualEstimateMessages as m } from './messages.en';

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

const previewOf = (canvas: ReturnType<typeof within>) => estimatePreviewOf(canvas, m);

export const Empty: Story = {
  play: emptyPlay(m),
};

/** CLE 2.5% of $40,000.00 less $600.00: $400.00; by June 15 $180.00 is due, $100.00 is paid. */
export const Preview: Story = {
  play: async ({ canvas }) => {
    await fillCleByKeyboard();
    const region = previewOf(canvas);
    await expect(within(region).getAllByRole('definition')[0]).toHaveTextContent('$400.00');
    await expect(within(region).getByText(m.preview.required)).toBeVisible();
    const rows = within(within(region).getByRole('table')).getAllByRole('row');
    const [june15, january15] = inLanguage({
      en: ['June 15, 2026', 'January 15, 2027'],
      es: ['15 de junio de 2026', '15 de enero de 2027'],
    });
    await expect(rows[2]).toHaveTextContent(`2 (${m.preview.nextDue})${june15}$180.00`);
    await expect(rows[4]).toHaveTextContent(`4${january15}$360.00`);
    await expect(canvas.getByRole('textbox', { name: m.fields.paymentAmount })).toHaveValue('$ 80.00');
  },
};

export const NotRequired: Story = {
  args: { paidSoFar: 0 },
  play: async ({ canvas }) => {
    await chooseCityByKeyboard(1); // Burton 1%
    await typeFields('15000', '0');
    const region = previewOf(canvas);
    await expect(within(region).getByText(m.preview.notRequired)).toBeVisible();
    await expect(within(region).getAllByRole('definition')[0]).toHaveTextContent('$150.00');
  },
};

export const SafeHarbor: Story = {
  play: safeHarborPlay(m, fillCleByKeyboard, { typed: '200', shown: '$200.00' }, '$ 0.00'),
};

export const MissingRate: Story = {
  args: { cities: estimateStoryCitiesWithMissingRate },
  play: missingRatePlay(m, async () => {
    await chooseCityByKeyboard(4);
    await typeFields('1000');
  }),
};

export const Invalid: Story = {
  play: invalidPlay(m, ['residenceCity', 'estimatedIncome', 'paymentAmount']),
};

/** Keyboard only, from the first field to Enter on the button; the payment follows the suggestion ($80.00). */
export const Submitted: Story = {
  play: submittedPlay(m, fillCleByKeyboard, {
    taxYear: 2026,
    residenceCity: 'CLE',
    estimatedIncome: 40_000,
    estimatedCredits: 600,
    priorYearTax: null,
    paymentAmount: 80,
  }),
};

export const Submitting: Story = {
  args: {
    submitting: true,
    draftValues: { residenceCity: 'CLE', estimatedIncome: 40_000, estimatedCredits: 600, paymentAmount: 80 },
  },
  play: submittingPlay(m),
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

/** The preview in a phone's viewport (375 px): the same work and schedule, with the media queries of a phone. */
export const PreviewOnPhone: Story = { ...Preview, globals: { viewport: { value: 'phone' } } };
