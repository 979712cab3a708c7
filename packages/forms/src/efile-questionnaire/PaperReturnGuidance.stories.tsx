import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaperReturnGuidance } from './PaperReturnGuidance';
import { PAPER_RETURN_OFFICE } from './storyOffice';

const meta = {
  title: 'Forms/AnnualReturn/PaperReturnGuidance',
  component: PaperReturnGuidance,
  args: { taxYear: 2025, office: PAPER_RETURN_OFFICE },
  tags: ['autodocs'],
} satisfies Meta<typeof PaperReturnGuidance>;
export default meta;
type Story = StoryObj<typeof meta>;

const FORM = 'Individual Annual Return (paper form)';

/** Every questionnaire answer that rules out e-filing, each quoting its question. */
export const FromTheQuestionnaire: Story = {
  args: {
    reasons: ['incomeNotOnW2Or1099', 'rentalBusinessOrK1Activity', 'nameAddressOrFilingStatusChanged'],
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'You need to file a paper return' });
    await expect(region).toHaveTextContent(
      'Your annual return for 2025 cannot be filed online because of your answers:',
    );
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(region).getByRole('link', { name: `Download the ${FORM}` })).toBeVisible();
    await expect(region).toHaveTextContent('PO Box 5555');
    await expect(within(region).getByRole('link', { name: '216-555-0100' })).toBeVisible();
  },
};

/** The computed return shows an overpayment: why, once, and no answers blamed. */
export const Overpayment: Story = {
  args: { reasons: ['overpayment'], headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'You need to file a paper return' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Your return shows an overpayment. A refund or credit of an overpayment must be claimed on a paper return, so this return cannot be filed online.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/answers?/)).not.toBeInTheDocument();
  },
};

/** On a phone: the address keeps its lines, nothing scrolls sideways. */
export const OverpaymentOnAPhone: Story = {
  args: { reasons: ['overpayment'], headingLevel: 3 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** The office's details not known (their call failed): the form and how to get it still show. */
export const WithoutOfficeDetails: Story = {
  args: { reasons: ['overpayment'], office: undefined },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        `The ${FORM} for 2025, signed (by both spouses if you file jointly), with copies of your W-2s and 1099s.`,
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Pick it up at the tax office.')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};
