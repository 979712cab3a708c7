import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Individual Annual Return 2025' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two links that look the same on screen; the hidden words tell them apart when heard. */
export const InLinkText: Story = {
  render: (args) => (
    <p style={{ display: 'flex', gap: '1rem' }}>
      <a href="#return">
        View <VisuallyHidden {...args} />
      </a>
      <a href="#estimate">
        View <VisuallyHidden>Individual Estimate 2026</VisuallyHidden>
      </a>
    </p>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'View Individual Annual Return 2025' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'View Individual Estimate 2026' })).toHaveFocus();
    // On screen the words take no room: one pixel, clipped.
    const hiddenText = canvas.getByText('Individual Estimate 2026');
    await expect(hiddenText.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** A heading that structures the page for screen readers where the layout already says it. */
export const AsHeading: Story = {
  args: { as: 'h2', children: 'Confirmation details' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Confirmation details' })).toBeInTheDocument();
  },
};
