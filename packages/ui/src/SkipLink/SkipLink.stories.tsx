import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyText } from '../text/storyText';
import { SkipLink } from './SkipLink';

const MAIN_ID = 'skip-link-story-main';

const meta = {
  title: 'UI/SkipLink',
  component: SkipLink,
  args: { href: `#${MAIN_ID}` },
  // A page around the link: a header with links to skip, then the main content.
  render: (args) => (
    <>
      <SkipLink {...args} />
      <header>
        <p>City Tax e-File</p>
        <a href="#menu-1">Dashboard</a> <a href="#menu-2">Filings</a>
      </header>
      <main id={MAIN_ID}>
        <h1>Dashboard</h1>
        <p>
          <a href="#first">The first link of the page</a>
        </p>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until Tab reaches it first; Enter moves focus to the main content, past the header. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const link = canvas.getByRole('link', { name: storyText(globals).skipLink.label });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    // Shown while it has focus.
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(20);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    // The next Tab goes on from the main content, not from the header.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'The first link of the page' })).toHaveFocus();
  },
};

/** Hidden while it does not have focus (one pixel, clipped). */
export const Hidden: Story = {
  play: async ({ canvas, globals }) => {
    const link = canvas.getByRole('link', { name: storyText(globals).skipLink.label });
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** Its text in another language, and another target. */
export const CustomText: Story = {
  args: { children: 'Saltar al contenido principal' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Saltar al contenido principal' })).toHaveFocus();
  },
};
