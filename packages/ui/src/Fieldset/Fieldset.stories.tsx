import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField/TextField';
import { Fieldset } from './Fieldset';

const meta = {
  title: 'UI/Fieldset',
  component: Fieldset,
  args: {
    legend: 'Mailing address',
    children: (
      <>
        <TextField name="street" label="Street" autoComplete="street-address" />
        <TextField name="city" label="City" autoComplete="address-level2" />
        <TextField name="zip" label="Zip code" inputMode="numeric" autoComplete="postal-code" />
      </>
    ),
  },
} satisfies Meta<typeof Fieldset>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The legend names the group; Tab goes into its first field. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Mailing address' });
    await userEvent.tab();
    await expect(within(group).getByRole('textbox', { name: 'Street' })).toHaveFocus();
  },
};

/** A hint under the legend, read with the group's name. */
export const WithHint: Story = {
  args: { hint: 'Where we send your bills and notices.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Mailing address' })).toHaveAccessibleDescription(
      'Where we send your bills and notices.',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Street' })).toHaveFocus();
  },
};

/** An error of the group as a whole, after the hint. */
export const WithError: Story = {
  args: {
    hint: 'Where we send your bills and notices.',
    error: 'Enter a mailing address in the city',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Mailing address' })).toHaveAccessibleDescription(
      'Where we send your bills and notices. Enter a mailing address in the city',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Street' })).toHaveFocus();
  },
};

/** The four legend sizes: `sm` as a field's label (the default) to `xl` as a page's heading. */
export const LegendSizes: Story = {
  render: () => (
    <>
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Fieldset key={size} legend={`Legend size ${size}`} legendSize={size}>
          <TextField name={`field-${size}`} label="A field" />
        </Fieldset>
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    const first = canvas.getByRole('group', { name: 'Legend size sm' });
    await expect(within(first).getByRole('textbox', { name: 'A field' })).toHaveFocus();
    await expect(canvas.getAllByRole('group')).toHaveLength(4);
  },
};
