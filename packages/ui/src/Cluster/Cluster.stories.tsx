import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { Tag } from '../Tag/Tag';
import { TextField } from '../TextField/TextField';
import { Cluster } from './Cluster';

const onApply = fn();

const buttons = [
  <Button key="apply" onClick={onApply}>
    Apply
  </Button>,
  <Button key="reset" variant="secondary">
    Reset
  </Button>,
  <Button key="cancel" variant="link">
    Cancel
  </Button>,
];

const rect = (element: Element) => element.getBoundingClientRect();

const meta = {
  title: 'UI/Cluster',
  component: Cluster,
  args: { children: buttons },
} satisfies Meta<typeof Cluster>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A row of buttons, 0.75rem apart. Tab reaches them in the order they are written, which is the
 * order they show in (the cluster never reorders its children), and Enter presses the one in focus.
 */
export const ButtonRow: Story = {
  play: async ({ canvas }) => {
    onApply.mockClear();
    for (const name of ['Apply', 'Reset', 'Cancel']) {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name })).toHaveFocus();
    }
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    const apply = canvas.getByRole('button', { name: 'Apply' });
    await expect(apply).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onApply).toHaveBeenCalledTimes(1);
    const reset = canvas.getByRole('button', { name: 'Reset' });
    await expect(Math.round(rect(reset).left - rect(apply).right)).toBe(12);
  },
};

/** The buttons at the end of the line, as at the foot of a form. */
export const JustifyEnd: Story = {
  args: { justify: 'end' },
  play: async ({ canvasElement, canvas }) => {
    const cancel = canvas.getByRole('button', { name: 'Cancel' });
    const cluster = canvasElement.querySelector('[data-justify="end"]');
    await expect(Math.round(rect(cluster!).right - rect(cancel).right)).toBe(0);
  },
};

export const JustifyCenter: Story = { args: { justify: 'center' } };

/** The first and last children at the two ends, the rest spread between them. */
export const JustifyBetween: Story = {
  args: {
    justify: 'between',
    children: [
      <Button key="back" variant="secondary">
        Back
      </Button>,
      <Button key="continue">Continue</Button>,
    ],
  },
};

/** A field and its button side by side: `align="end"` lines the button up with the input. */
export const FieldAndButton: Story = {
  args: {
    align: 'end',
    children: [
      <TextField key="field" name="search" label="Search the questions" />,
      <Button key="search">Search</Button>,
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Search the questions' });
    await expect(input).toHaveFocus();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Search' });
    await expect(button).toHaveFocus();
    // The field's own bottom margin is taken away, so the bottoms line up.
    await expect(Math.round(rect(input).bottom)).toBe(Math.round(rect(button).bottom));
  },
};

/** In a narrow column the children wrap onto a new line, with the same space down as across. */
export const Wrapping: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Filing statuses',
    space: 2,
    style: { maxWidth: '14rem' },
    children: [
      <li key="draft">
        <Tag>Draft</Tag>
      </li>,
      <li key="filed">
        <Tag variant="info">Filed</Tag>
      </li>,
      <li key="awaiting">
        <Tag variant="warning">Awaiting payment</Tag>
      </li>,
      <li key="paid">
        <Tag variant="success">Paid</Tag>
      </li>,
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Filing statuses' })).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    const [draft, filed, awaiting] = items;
    await expect(Math.round(rect(filed!).left - rect(draft!).right)).toBe(8);
    // "Awaiting payment" does not fit after "Filed" and starts the next line, 0.5rem lower.
    await expect(Math.round(rect(awaiting!).top - rect(draft!).bottom)).toBe(8);
  },
};
