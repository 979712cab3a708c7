import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NativeSelect } from './NativeSelect';

const meta = {
  title: 'UI/NativeSelect',
  component: NativeSelect,
  args: {
    label: 'Work city',
    name: 'workCity',
    placeholder: 'Choose a city',
    onChange: fn(),
    options: [
      { value: 'CLE', label: 'Cleveland' },
      { value: 'COL', label: 'Columbus' },
      { value: 'TOL', label: 'Toledo' },
    ],
  },
} satisfies Meta<typeof NativeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const select = canvas.getByRole('combobox', { name: 'Work city' });
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'Columbus');
    await expect(args.onChange).toHaveBeenLastCalledWith('COL');
  },
};

export const WithHint: Story = {
  args: { hint: 'Where you did the work, as on your W-2.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Work city' })).toHaveAccessibleDescription(
      'Where you did the work, as on your W-2.',
    );
  },
};

export const Invalid: Story = {
  args: { hint: 'Box 20 of your W-2.', error: 'Locality is required' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Work city' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Box 20 of your W-2. Locality is required');
  },
};

export const Chosen: Story = { args: { value: 'TOL' } };

export const Disabled: Story = { args: { value: 'CLE', disabled: true } };

/**
 * A choice that saves or switches something, made on confirm (`onConfirm`): the arrow keys browse
 * and Enter, or leaving the field, confirms; a pick with a pointer or a phone's picker confirms at
 * once. Focus stays on the select.
 */
export const ChosenOnConfirm: Story = {
  args: { value: 'CLE', onConfirm: fn() },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole<HTMLSelectElement>('combobox', { name: 'Work city' });
    select.focus();
    // A closed select changes at each arrow key and fires change, as a desktop browser does.
    await userEvent.keyboard('{ArrowDown}');
    select.value = 'COL';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await expect(select).toHaveFocus();
    await expect(select).toHaveValue('COL');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith('COL');
    await expect(select).toHaveFocus();
  },
};
