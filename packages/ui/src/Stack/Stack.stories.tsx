import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Cluster } from '../Cluster/Cluster';
import { TextField } from '../TextField/TextField';
import { Stack, type SpaceStep } from './Stack';

/** The sizes of the space scale in pixels, at the browser's default 16 px font size. */
const SPACE_PX: Record<SpaceStep, number> = { 1: 4, 2: 8, 3: 12, 4: 16, 5: 24, 6: 32, 7: 48 };

const Box = ({ children }: { children: string }) => (
  <p
    style={{
      padding: '0.5rem',
      border: '1px solid var(--ct-color-border)',
      background: 'var(--ct-color-surface)',
    }}
  >
    {children}
  </p>
);

/** The distance in pixels from the bottom of one element to the top of the next. */
const spaceBetween = (above: Element, below: Element) =>
  Math.round(below.getBoundingClientRect().top - above.getBoundingClientRect().bottom);

const meta = {
  title: 'UI/Stack',
  component: Stack,
  args: {
    children: [
      <Box key="1">First block</Box>,
      <Box key="2">Second block</Box>,
      <Box key="3">Third block</Box>,
    ],
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 4 (1rem) between the children, whatever their own margins (a paragraph has 1em). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const [first, second, third] = canvas.getAllByText(/block$/);
    await expect(spaceBetween(first!, second!)).toBe(SPACE_PX[4]);
    await expect(spaceBetween(second!, third!)).toBe(SPACE_PX[4]);
  },
};

export const Tight: Story = {
  args: { space: 1 },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByText(/block$/);
    await expect(spaceBetween(first!, second!)).toBe(SPACE_PX[1]);
  },
};

export const Loose: Story = {
  args: { space: 7 },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByText(/block$/);
    await expect(spaceBetween(first!, second!)).toBe(SPACE_PX[7]);
  },
};

/** Every step of the space scale, 1 (0.25rem) to 7 (3rem). */
export const EverySpace: Story = {
  render: () => (
    <Stack space={6}>
      {([1, 2, 3, 4, 5, 6, 7] as const).map((space) => (
        <Stack key={space} space={space}>
          <Box>{`Space ${space}, first`}</Box>
          <Box>{`Space ${space}, second`}</Box>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const space of [1, 2, 3, 4, 5, 6, 7] as const) {
      const gap = spaceBetween(
        canvas.getByText(`Space ${space}, first`),
        canvas.getByText(`Space ${space}, second`),
      );
      await expect(gap).toBe(SPACE_PX[space]);
    }
  },
};

/** As a list: no bullets or indent, and still announced as a list of its items. */
export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Before you file',
    space: 2,
    children: [
      <li key="1">Have your W-2 forms at hand.</li>,
      <li key="2">Know your city of residence on 31 December.</li>,
      <li key="3">Allow 15 minutes.</li>,
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Before you file' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
  },
};

/**
 * A form laid out with a stack, its buttons in a Cluster: the Apply button keeps its distance from
 * the panel below it. Tab goes through the field and the buttons in reading order.
 */
export const FormLayout: Story = {
  render: () => (
    <Stack space={5} style={{ maxWidth: '30rem' }}>
      <TextField name="reference" label="Payment reference" hint="On your bill, for example CT-2025-001" />
      <Cluster>
        <Button>Apply</Button>
        <Button variant="secondary">Reset</Button>
      </Cluster>
      <Alert heading="Balance due">Your balance is $120.00.</Alert>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Payment reference' })).toHaveFocus();
    await userEvent.tab();
    const apply = canvas.getByRole('button', { name: 'Apply' });
    await expect(apply).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reset' })).toHaveFocus();
    // Step 5 (1.5rem) between the buttons and the panel, not the field's or the alert's own margins.
    await expect(spaceBetween(apply, canvas.getByText('Balance due').parentElement!)).toBe(SPACE_PX[5]);
  },
};
