import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaperReturnGuidance } from './EfileQuestionnaireForm';

const meta = {
  title: 'Forms/AnnualReturn/PaperReturnGuidance',
  component: PaperReturnGuidance,
  args: { formsHref: '#paper-forms' },
  tags: ['autodocs'],
} satisfies Meta<typeof PaperReturnGuidance>;
export default meta;
type Story = StoryObj<typeof meta>;

const RULE =
  'Annual-return eligibility requires all income on W-2/1099, no rental/business/K-1 activity, and no overpayment.';

/** Every questionnaire answer that rules out e-filing. */
export const FromTheQuestionnaire: Story = {
  args: {
    reasons: ['incomeNotOnW2Or1099', 'rentalBusinessOrK1Activity', 'nameAddressOrFilingStatusChanged'],
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'You need to file a paper return' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    await expect(region).toHaveTextContent(RULE);
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Where to get the paper forms' }),
    ).toBeVisible();
  },
};

/** The computed return shows an overpayment, which cannot be e-filed. */
export const Overpayment: Story = {
  args: { reasons: ['overpayment'], headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'You need to file a paper return' }),
    ).toBeVisible();
    await expect(canvas.getByRole('listitem')).toHaveTextContent(
      'Your return shows an overpayment. A refund or credit of an overpayment must be claimed on a paper return.',
    );
  },
};

/** Without reasons or a link: the rule and where the forms are. */
export const General: Story = {
  args: { formsHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByText(RULE)).toBeVisible();
  },
};
