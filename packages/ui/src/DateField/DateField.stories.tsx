import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLocale } from '../text/storyText';
import { DateField } from './DateField';

const LABEL = 'Date the business was sold';

const meta = {
  title: 'UI/DateField',
  component: DateField,
  args: { label: LABEL, name: 'businessSoldDate', onChange: fn() },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The segments come in the locale's order: month, day, year in en-US; day, month, year in es-US. */
export const Empty: Story = {
  play: async ({ canvas, args, globals }) => {
    await userEvent.tab();
    const group = canvas.getByRole('group', { name: LABEL });
    await expect(within(group).getAllByRole('spinbutton')[0]).toHaveFocus();
    await userEvent.keyboard(storyLocale(globals) === 'es-US' ? '15032025' : '03152025');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-03-15');
    await userEvent.tab();
    await expect(group).not.toContainElement(document.activeElement as HTMLElement);
  },
};
export const Filled: Story = { args: { defaultValue: '2025-03-15' } };
export const WithHint: Story = {
  args: { hint: 'For example, 03 15 2025.' },
  play: async ({ canvas }) => {
    const month = within(canvas.getByRole('group', { name: LABEL })).getAllByRole('spinbutton')[0];
    await expect(month).toHaveAccessibleDescription('For example, 03 15 2025.');
  },
};
export const Invalid: Story = {
  args: { error: 'You must enter the date the business was sold.' },
  play: async ({ canvas }) => {
    const month = within(canvas.getByRole('group', { name: LABEL })).getAllByRole('spinbutton')[0];
    await expect(month).toHaveAttribute('aria-invalid', 'true');
    await expect(month).toHaveAccessibleDescription(/You must enter the date the business was sold\./);
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '2025-03-15' } };
