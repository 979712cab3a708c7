import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Why are you filing this form?',
    name: 'exemptionSelection',
    onChange: fn(),
    options: [
      { value: 'retired', label: 'I am retired', hint: 'And had no earned income last year.' },
      { value: 'armedForces', label: 'I served in the armed forces' },
      { value: 'under18', label: 'I was under 18' },
      { value: 'noEarnedIncome', label: 'I had no earned income' },
      { value: 'BusinessOrRentalSold', label: 'I sold my business or rental property' },
    ],
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'I am retired' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'I served in the armed forces' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('armedForces');
  },
};
export const Filled: Story = { args: { defaultValue: 'under18' } };
export const WithHint: Story = {
  args: { hint: 'Choose the one that applies to last year.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('radiogroup', { name: 'Why are you filing this form?' }),
    ).toHaveAccessibleDescription('Choose the one that applies to last year.');
  },
};
export const Invalid: Story = {
  args: { error: 'You must choose a reason you are filing this form.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Why are you filing this form?' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('You must choose a reason you are filing this form.');
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'retired' } };
