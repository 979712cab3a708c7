import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxGroup } from './CheckboxGroup';

const LEGEND = 'What income did you have in 2024?';

const meta = {
  title: 'UI/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    legend: LEGEND,
    name: 'income',
    hint: 'Select all that apply.',
    onChange: fn(),
    options: [
      { value: 'wages', label: 'Wages (W-2)' },
      {
        value: 'other',
        label: 'Other income (1099)',
        hint: 'For example, fees for work you did as a contractor.',
      },
      { value: 'business', label: 'Profit from a business you own' },
    ],
  },
} satisfies Meta<typeof CheckboxGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing checked: Tab moves from box to box, Space checks the focused one. */
export const Unchecked: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: LEGEND });
    await expect(group).toHaveAccessibleDescription('Select all that apply.');
    await userEvent.tab();
    await expect(within(group).getByRole('checkbox', { name: 'Wages (W-2)' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['wages', 'business']);
    await expect(
      within(group).getByRole('checkbox', { name: 'Profit from a business you own' }),
    ).toBeChecked();
  },
};

/** Some boxes checked from the start (`defaultValue`); Space unchecks one. */
export const Checked: Story = {
  args: { defaultValue: ['wages', 'other'] },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Wages (W-2)' })).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['other']);
  },
};

/** Controlled: the caller keeps `value`. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string[]>(['business']);
    return (
      <>
        <CheckboxGroup {...args} value={value} onChange={setValue} />
        <p>Checked: {value.join(', ') || 'none'}</p>
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('Checked: wages, business')).toBeVisible();
  },
};

/** An error of the group, linked to it after the hint. */
export const Invalid: Story = {
  args: { error: 'Select the income you had, or none of these' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: LEGEND })).toHaveAccessibleDescription(
      'Select all that apply. Select the income you had, or none of these',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Wages (W-2)' })).toHaveFocus();
  },
};

/** The whole group disabled: Tab passes it by. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['wages'] },
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};
