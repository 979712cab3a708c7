import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SummaryList } from './SummaryList';

const meta = {
  title: 'UI/SummaryList',
  component: SummaryList,
  args: {
    rows: [
      {
        key: 'Name',
        value: 'Jane Q. Doe',
        actions: [{ label: 'Change', href: '#name', visuallyHiddenText: 'name' }],
      },
      {
        key: 'Date of birth',
        value: <time dateTime="1980-02-29">February 29, 1980</time>,
        actions: [{ label: 'Change', href: '#date-of-birth', visuallyHiddenText: 'date of birth' }],
      },
      {
        key: 'Address',
        value: (
          <>
            100 Main St
            <br />
            Springfield, OH 45505
          </>
        ),
        actions: [{ label: 'Change', href: '#address', visuallyHiddenText: 'address' }],
      },
    ],
  },
} satisfies Meta<typeof SummaryList>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** What each key's value says, as a screen reader pairs them. */
const pairs = (canvas: Canvas) =>
  canvas.getAllByRole('term').map((dt: HTMLElement) => [dt.textContent, dt.nextElementSibling?.textContent]);

/** Check your answers: every row has a Change link that names its row for screen readers. */
export const CheckYourAnswers: Story = {
  play: async ({ canvas }) => {
    await expect(pairs(canvas)).toEqual([
      ['Name', 'Jane Q. Doe'],
      ['Date of birth', 'February 29, 1980'],
      ['Address', '100 Main StSpringfield, OH 45505'],
    ]);
    for (const name of ['Change name', 'Change date of birth', 'Change address']) {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name })).toHaveFocus();
    }
    // Seen, each link says only "Change".
    const link = canvas.getByRole('link', { name: 'Change name' });
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    // The values line up: every value starts where the first does.
    const starts = canvas.getAllByRole('definition').filter((dd) => !dd.querySelector('a'));
    const left = starts[0]!.getBoundingClientRect().left;
    for (const dd of starts) await expect(dd.getBoundingClientRect().left).toBe(left);
  },
};

/** Facts to read, nothing to change. */
export const WithoutActions: Story = {
  args: {
    rows: [
      { key: 'Form', value: 'Individual Annual Return' },
      { key: 'Tax year', value: '2025' },
      { key: 'Date and time filed', value: 'November 24, 2026 at 10:14 AM EST' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(pairs(canvas)).toContainEqual(['Tax year', '2025']);
  },
};

/** No rules between the rows: a short list in a card of its own. */
export const NoBorder: Story = {
  args: { ...WithoutActions.args, noBorder: true },
  play: async ({ canvas }) => {
    const row = canvas.getByText('Form').parentElement!;
    await expect(getComputedStyle(row).borderBottomStyle).toBe('none');
  },
};

/** Actions that do something on the page are buttons, drawn as links; Enter runs them. */
export const ButtonActions: Story = {
  args: {
    rows: [
      {
        key: 'Acme Tools Inc.',
        value: '$52,000.00',
        numeric: true,
        actions: [
          { label: 'Edit', onClick: fn(), visuallyHiddenText: 'W-2 from Acme Tools Inc.' },
          { label: 'Remove', onClick: fn(), visuallyHiddenText: 'W-2 from Acme Tools Inc.' },
        ],
      },
      {
        key: 'Springfield Library',
        value: '$1,250.00',
        numeric: true,
        actions: [
          { label: 'Edit', onClick: fn(), visuallyHiddenText: '1099 from Springfield Library' },
          { label: 'Remove', onClick: fn(), visuallyHiddenText: '1099 from Springfield Library' },
        ],
      },
    ],
  },
  play: async ({ args, canvas }) => {
    const remove = args.rows[0]!.actions![1]!;
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit W-2 from Acme Tools Inc.' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove W-2 from Acme Tools Inc.' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(remove.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(remove.onClick).toHaveBeenCalledTimes(2);
    // Two actions are a list of two.
    await expect(canvas.getAllByRole('list')[0]).toBeDefined();
    await expect(within(canvas.getAllByRole('list')[0]!).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Amounts at the end of their rows in tabular figures, never broken mid-number. */
export const NumericValues: Story = {
  args: {
    rows: [
      { key: 'Qualifying wages', value: '$1,234,567.89', numeric: true },
      { key: 'Tax', value: '$30,864.20', numeric: true },
      { key: 'Credit', value: '$11.11', numeric: true },
    ],
  },
  play: async ({ canvas }) => {
    const values = canvas.getAllByRole('definition');
    const right = values[0]!.getBoundingClientRect().right;
    for (const dd of values) {
      await expect(getComputedStyle(dd).fontVariantNumeric).toBe('tabular-nums');
      await expect(getComputedStyle(dd).whiteSpace).toBe('nowrap');
      await expect(dd.getBoundingClientRect().right).toBe(right);
    }
  },
};

/** A prominent value across the list, under its key; the other rows as usual. */
export const StackedRow: Story = {
  args: {
    noBorder: true,
    rows: [
      {
        key: 'Confirmation number',
        value: <span style={{ fontSize: '1.5rem', fontWeight: 700 }}>CT-2025-7K4P-9QXM</span>,
        stacked: true,
      },
      { key: 'Form', value: 'Individual Annual Return' },
      { key: 'Amount paid', value: '$875.01' },
    ],
  },
  play: async ({ canvas }) => {
    const key = canvas.getByText('Confirmation number').getBoundingClientRect();
    const value = canvas.getByText('CT-2025-7K4P-9QXM').getBoundingClientRect();
    await expect(value.top).toBeGreaterThanOrEqual(key.bottom - 1);
    await expect(value.left).toBe(key.left);
  },
};

/** At a narrow width (a 320 px phone) each row stacks: the key, its value under it, the link last. */
export const Narrow: Story = {
  globals: { viewport: { value: 'phone' } },
  render: (args) => (
    <div style={{ width: 320 }}>
      <SummaryList {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const key = canvas.getByText('Date of birth').getBoundingClientRect();
    const value = canvas.getByText('February 29, 1980').getBoundingClientRect();
    const link = canvas.getByRole('link', { name: 'Change date of birth' }).getBoundingClientRect();
    await expect(value.top).toBeGreaterThanOrEqual(key.bottom - 1);
    await expect(link.top).toBeGreaterThanOrEqual(value.bottom - 1);
    await expect(value.left).toBe(key.left);
    const box = canvasElement.firstElementChild as HTMLElement;
    await expect(box.scrollWidth).toBeLessThanOrEqual(320);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Change name' })).toHaveFocus();
  },
};
