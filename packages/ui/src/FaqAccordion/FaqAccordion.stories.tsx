import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyText } from '../text/storyText';
import { FaqAccordion, type FaqSection } from './FaqAccordion';

const sections: FaqSection[] = [
  {
    id: 'using-the-system',
    title: 'Using the system',
    questions: [
      {
        id: 'how-to-log-in',
        question: 'How do I log in and submit?',
        answer: <p>Register for an account, confirm your email address, then sign in and choose a form.</p>,
      },
      {
        id: 'forgotten-password',
        question: 'I forgot my password. What should I do?',
        answer: <p>Use the forgotten-password link on the sign-in page.</p>,
      },
    ],
  },
  {
    id: 'registering',
    title: 'Registering',
    questions: [
      {
        id: 'register-business',
        question: 'How do I register as a business?',
        answer: <p>You need your federal ID: 9 digits with no dashes.</p>,
      },
    ],
  },
  {
    id: 'city-tax-form',
    title: 'City tax form',
    questions: [
      {
        id: 'annual-return-eligibility',
        question: 'Am I eligible to submit electronically?',
        answer: (
          <p>
            All your income must be on a W-2 or 1099, with no rental, business or K-1 activity and no
            overpayment.
          </p>
        ),
      },
    ],
  },
];

const meta = {
  title: 'UI/FaqAccordion',
  component: FaqAccordion,
  args: { sections },
} satisfies Meta<typeof FaqAccordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvas }) => {
    for (const section of sections) {
      await expect(canvas.getByRole('button', { name: section.title })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'How do I register as a business?' }),
    ).toBeVisible();
  },
};

export const DefaultOpenSection: Story = {
  args: { defaultOpenSection: 'using-the-system' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'How do I log in and submit?' })).toHaveAttribute(
      'href',
      '#how-to-log-in',
    );
  },
};

/** `/faq#register-business`: the portal passes the hash, and its section opens. */
export const DeepLink: Story = {
  args: { activeQuestionId: 'register-business' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Registering' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'How do I register as a business?' })).toHaveAttribute(
      'aria-current',
      'location',
    );
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const using = canvas.getByRole('button', { name: 'Using the system' });
    const registering = canvas.getByRole('button', { name: 'Registering' });
    await userEvent.tab();
    await expect(using).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(using).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'How do I log in and submit?' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{ArrowDown}');
    await expect(registering).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(registering).toHaveAttribute('aria-expanded', 'true');
    await expect(using).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'City tax form' })).toHaveFocus();
  },
};

/** In a column narrower than 48rem the sidebar stacks above the answers. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, globals }) => {
    const nav = canvas.getByRole('navigation', { name: storyText(globals).faqAccordion.navLabel });
    // The second "Using the system" heading is the one above the answers.
    const firstAnswer = canvas.getAllByRole('heading', { level: 2, name: 'Using the system' })[1]!;
    await expect(nav.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      firstAnswer.getBoundingClientRect().top,
    );
  },
};

/** On a phone (375 px): the topics stack above the answers, and each question link is a 24 px target. */
export const Phone: Story = {
  args: { defaultOpenSection: 'using-the-system' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, globals }) => {
    const nav = canvas.getByRole('navigation', { name: storyText(globals).faqAccordion.navLabel });
    const firstAnswer = canvas.getAllByRole('heading', { level: 2, name: 'Using the system' })[1]!;
    await expect(nav.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      firstAnswer.getBoundingClientRect().top,
    );
    for (const link of within(nav).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    }
  },
};
