import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyText } from '../text/storyText';
import { Footer } from './Footer';

const meta = {
  title: 'UI/Footer',
  component: Footer,
  args: { contactHref: '#contact-us', currentYear: 2026 },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithFaq: Story = {
  args: { faqHref: '#faq' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals).footer;
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(`© 1998–2026 ${t.owner}`);
    await userEvent.tab();
    const faq = canvas.getByRole('link', { name: `${t.faqLabel} ${t.newTabHint}` });
    await expect(faq).toHaveFocus();
    await expect(faq).toHaveAttribute('target', '_blank');
  },
};
export const ContactOnly: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals).footer;
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: t.contactLabel })).toBeInTheDocument();
  },
};

/** The portal's footer: the about page first, then the FAQ and the contact page. */
export const WithAbout: Story = {
  args: { aboutHref: '#landing', faqHref: '#faq' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals).footer;
    await userEvent.tab();
    const about = canvas.getByRole('link', { name: t.aboutLabel });
    await expect(about).toHaveFocus();
    await expect(about).not.toHaveAttribute('target');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: `${t.faqLabel} ${t.newTabHint}` })).toHaveFocus();
  },
};

export const WithAboutOnPhone: Story = {
  args: { aboutHref: '#landing', faqHref: '#faq' },
  globals: { viewport: { value: 'phone' } },
};
