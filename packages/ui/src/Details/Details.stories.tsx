import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Details } from './Details';

const SUMMARY = 'Help with the tax year';

const meta = {
  title: 'UI/Details',
  component: Details,
  args: {
    summary: SUMMARY,
    onOpenChange: fn(),
    children: (
      <p>
        The tax year is the calendar year in which you earned the income, not the year in which you file the
        return.
      </p>
    ),
  },
} satisfies Meta<typeof Details>;
export default meta;
type Story = StoryObj<typeof meta>;

const detailsOf = (summary: HTMLElement) => summary.closest('details') as HTMLDetailsElement;

/**
 * Enter and Space on a summary are the browser's own behaviour, which the simulated keyboard of
 * these tests does not reproduce: it presses the focused summary as the browser then does, with a
 * click. The end-to-end tests press the real keys.
 */
const press = (summary: HTMLElement) => userEvent.click(summary);

/** Closed: Tab reaches the summary; pressing it opens it, pressing it again closes it. */
export const Closed: Story = {
  play: async ({ canvas, args }) => {
    const summary = canvas.getByText(SUMMARY).closest('summary') as HTMLElement;
    const details = detailsOf(summary);
    await expect(details.open).toBe(false);
    await userEvent.tab();
    await expect(summary).toHaveFocus();
    await press(summary);
    await expect(details.open).toBe(true);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByText(/calendar year in which you earned/)).toBeVisible();
    await press(summary);
    await expect(details.open).toBe(false);
    await expect(summary).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Open from the start (`defaultOpen`). */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/calendar year in which you earned/)).toBeVisible();
  },
};

/**
 * Controlled: the caller keeps `open`, and here loads what it shows only once it is opened (as the
 * portal's agreement page loads "About this service").
 */
export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <Details
        {...args}
        summary="About this service"
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
      >
        {open ? (
          <>
            <h2>What you can file</h2>
            <p>Exemption certificates, annual returns, estimates and the employer&apos;s return.</p>
          </>
        ) : null}
      </Details>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'What you can file' })).toBeNull();
    await userEvent.tab();
    const summary = canvas.getByText('About this service').closest('summary') as HTMLElement;
    await expect(summary).toHaveFocus();
    await press(summary);
    await expect(canvas.getByRole('heading', { name: 'What you can file' })).toBeVisible();
  },
};
