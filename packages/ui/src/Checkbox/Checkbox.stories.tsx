import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const LABEL = 'I confirm the chosen option is correct.';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: LABEL, name: 'veracity', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox', { name: LABEL });
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};
export const Checked: Story = { args: { defaultSelected: true } };
export const WithHint: Story = {
  args: { hint: 'You cannot save the certificate without it.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: LABEL })).toHaveAccessibleDescription(
      'You cannot save the certificate without it.',
    );
  },
};
export const Invalid: Story = {
  args: { error: 'You must confirm the chosen option is correct.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: LABEL });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('You must confirm the chosen option is correct.');
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
