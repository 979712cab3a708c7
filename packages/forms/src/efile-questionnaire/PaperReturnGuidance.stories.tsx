import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { efileQuestionnaireMessages } from './messages.en';
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

/** Every questionnaire answer that rules out e-filing, each quoting its question. */
export const FromTheQuestionnaire: Story = {
  args: {
    reasons: ['incomeNotOnW2Or1099', 'rentalBusinessOrK1Activity', 'nameAddressOrFilingStatusChanged'],
  },
  play: async ({ canvas }) => {
    const { paper } = efileQuestionnaireMessages;
    const region = canvas.getByRole('region', { name: paper.heading });
    await expect(region).toHaveTextContent(paper.answersIntro(2025, 3));
    const items = within(region).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      paper.answers.incomeNotOnW2Or1099(2025),
      paper.answers.rentalBusinessOrK1Activity(),
      paper.answers.nameAddressOrFilingStatusChanged(),
    ]);
    await expect(within(region).getByRole('link', { name: paper.download })).toBeVisible();
    await expect(region).toHaveTextContent('PO Box 5555');
    await expect(within(region).getByRole('link', { name: '216-555-0100' })).toBeVisible();
  },
};

/** The computed return shows an overpayment: why, once, and no answers blamed. */
export const Overpayment: Story = {
  args: { reasons: ['overpayment'], headingLevel: 3 },
  play: async ({ canvas, canvasElement }) => {
    const { paper } = efileQuestionnaireMessages;
    await expect(canvas.getByRole('heading', { level: 3, name: paper.heading })).toBeVisible();
    await expect(canvas.getByText(paper.overpayment)).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    for (const count of [1, 2]) {
      await expect(canvasElement).not.toHaveTextContent(paper.answersIntro(2025, count));
    }
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
    const { paper } = efileQuestionnaireMessages;
    await expect(canvas.getByText(paper.form(2025))).toBeVisible();
    await expect(canvas.getByText(paper.pickUp)).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};
