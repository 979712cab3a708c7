import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
import { CLE_DRAFT, CLE_SUBMITTED } from './fixtures';
import { NetProfitEstimateForm } from './NetProfitEstimateForm';
import { expectReflowAt320, inLanguage } from '../form-kit/storyHelpers';
import { netProfitEstimateMessages as m } from './messages.en';

const meta = {
  title: 'Forms/Estimates/NetProfitEstimateForm',
  component: NetProfitEstimateForm,
  args: estimateStoryArgs(),
  tags: ['autodocs'],
} satisfies Meta<typeof NetProfitEstimateForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cleveland, $200,000.00 profit, 62.5%, $125.00 credits, all by keyboard; focus ends in the prior-year tax. */
async function fillCleByKeyboard() {
  await chooseCityByKeyboard(2);
  await typeFields('200000', '62.5', '125');
}

const previewOf = (canvas: ReturnType<typeof within>) => estimatePreviewOf(canvas, m);

/** The row of the work table that reads `label` then `amount`. */
const workRow = (work: HTMLElement, label: string, amount: string) =>
  within(work).getByRole('row', { name: `${label} ${amount}` });

export const Empty: Story = {
  play: emptyPlay(m),
};

/** CLE 2.5% × $200,000.00 × 62.5% − $125.00 = $3,000.00; by June 15 $1,350.00 is due, $100.00 is paid. */
export const Preview: Story = {
  play: async ({ canvas }) => {
    await fillCleByKeyboard();
    await expect(canvas.getByRole('textbox', { name: m.fields.apportionmentPercent })).toHaveValue('62.50 %');
    const region = previewOf(canvas);
    const work = within(region).getByRole('table', { name: m.preview.workCaption });
    await expect(workRow(work, m.preview.work.grossTax, '$3,125.00')).toBeVisible();
    await expect(workRow(work, m.preview.work.estimatedTax, '$3,000.00')).toBeVisible();
    await expect(within(region).getByText(m.preview.required)).toBeVisible();
    const rows = within(
      within(region).getByRole('table', { name: m.preview.scheduleCaption(2026) }),
    ).getAllByRole('row');
    const [june15, december15] = inLanguage({
      en: ['June 15, 2026', 'December 15, 2026'],
      es: ['15 de junio de 2026', '15 de diciembre de 2026'],
    });
    await expect(rows[2]).toHaveTextContent(`2 (${m.preview.nextDue})${june15}$1,350.00`);
    await expect(rows[4]).toHaveTextContent(`4${december15}$2,700.00`);
    await expect(canvas.getByRole('textbox', { name: m.fields.paymentAmount })).toHaveValue('$ 1,250.00');
  },
};

export const NotRequired: Story = {
  args: { paidSoFar: 0 },
  play: async ({ canvas }) => {
    await chooseCityByKeyboard(1); // Burton 1%
    await typeFields('30000', '50', '0');
    const region = previewOf(canvas);
    await expect(within(region).getByText(m.preview.notRequired)).toBeVisible();
    const work = within(region).getByRole('table', { name: m.preview.workCaption });
    await expect(workRow(work, m.preview.work.estimatedTax, '$150.00')).toBeVisible();
  },
};

/**
 * Cleveland, a net loss of $250,000.00 typed with its minus sign, 100%, no credits, by keyboard: the
 * sign stays, a loss is not taxed ($0.00, not required, and the preview says why), and Enter submits
 * the loss as a negative amount with the suggested $0.00.
 */
export const NetLoss: Story = {
  play: async ({ canvas, args }) => {
    await chooseCityByKeyboard(2);
    await typeFields('-250000', '100', '0');
    await expect(canvas.getByRole('textbox', { name: m.fields.estimatedNetProfit })).toHaveValue(
      '-$ 250,000.00',
    );
    const region = previewOf(canvas);
    const work = within(region).getByRole('table', { name: m.preview.workCaption });
    await expect(workRow(work, m.preview.work.netProfit, '-$250,000.00')).toBeVisible();
    await expect(workRow(work, m.preview.work.estimatedTax, '$0.00')).toBeVisible();
    await expect(within(region).getByText(m.preview.netLoss('$250,000.00'))).toBeVisible();
    await expect(within(region).getByText(m.preview.notRequiredNetLoss)).toBeVisible();
    // Focus is in the prior-year tax: Tab to the payment ($0.00 suggested) and the button.
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: m.fields.paymentAmount })).toHaveValue('$ 0.00');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        taxYear: 2026,
        businessCity: 'CLE',
        estimatedNetProfit: -250_000,
        apportionmentPercent: 100,
        estimatedCredits: 0,
        priorYearTax: null,
        paymentAmount: 0,
      }),
    );
  },
};

export const SafeHarbor: Story = {
  play: safeHarborPlay(m, fillCleByKeyboard, { typed: '2000', shown: '$2,000.00' }, '$ 900.00'),
};

export const CreditsExceedTax: Story = {
  play: async ({ canvas }) => {
    await chooseCityByKeyboard(3); // Germantown 1.5%
    await typeFields('10000', '100', '400');
    await expect(previewOf(canvas)).toHaveTextContent(m.preview.creditsExceedTax('$400.00', '$150.00'));
    await expect(canvas.getByRole('textbox', { name: m.fields.paymentAmount })).toHaveValue('$ 0.00');
  },
};

export const MissingRate: Story = {
  args: { cities: estimateStoryCitiesWithMissingRate },
  play: missingRatePlay(m, async () => {
    await chooseCityByKeyboard(4);
    await typeFields('1000', '100');
  }),
};

export const Invalid: Story = {
  play: invalidPlay(m, ['businessCity', 'estimatedNetProfit', 'apportionmentPercent', 'paymentAmount']),
};

export const ApportionmentTooHigh: Story = {
  args: {
    draftValues: { ...CLE_DRAFT, apportionmentPercent: 100.5, paymentAmount: 0 },
  },
  play: async ({ canvas, args }) => {
    await expect(within(previewOf(canvas)).getByText(m.preview.invalidInputs)).toBeVisible();
    canvas.getByRole('button', { name: m.submit }).focus();
    await userEvent.keyboard('{Enter}');
    const apportionment = canvas.getByRole('textbox', { name: m.fields.apportionmentPercent });
    await waitFor(() => expect(apportionment).toHaveFocus());
    await expect(apportionment).toHaveAccessibleDescription(
      expect.stringContaining(`${m.fields.apportionmentPercent} ${m.rules.atMost100}`),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Keyboard only, from the first field to Enter on the button; the payment follows the suggestion ($1,250.00). */
export const Submitted: Story = {
  play: submittedPlay(m, fillCleByKeyboard, CLE_SUBMITTED),
};

export const Submitting: Story = {
  args: { submitting: true, draftValues: { ...CLE_DRAFT, paymentAmount: 1_250 } },
  play: submittingPlay(m),
};

export const ServerError: Story = {
  args: {
    serverError: 'This user is not authorized to file this form for this taxpayer',
    draftValues: {
      businessCity: 'GTN',
      estimatedNetProfit: 80_000,
      apportionmentPercent: 75,
      estimatedCredits: 300,
      paymentAmount: 0,
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('This user is not authorized to file this form for this taxpayer'),
    ).toBeVisible();
    // 1.5% × $80,000.00 × 75% = $900.00 − $300.00.
    const work = within(previewOf(canvas)).getByRole('table', { name: m.preview.workCaption });
    await expect(workRow(work, m.preview.work.estimatedTax, '$600.00')).toBeVisible();
  },
};

/** At 320 px the tables and fields reflow without horizontal scrolling (WCAG 1.4.10). */
export const Narrow: Story = {
  args: {
    draftValues: {
      businessCity: 'CLE',
      estimatedNetProfit: 123_456_789.01,
      apportionmentPercent: 99.99,
      estimatedCredits: 1_250.5,
      priorYearTax: 1_000_000,
    },
  },
  render: (args) => (
    <div style={{ width: 320 }}>
      <NetProfitEstimateForm {...args} />
    </div>
  ),
  play: expectReflowAt320,
};

/** The preview in a phone's viewport (375 px): the same work and schedule, with the media queries of a phone. */
export const PreviewOnPhone: Story = { ...Preview, globals: { viewport: { value: 'phone' } } };
