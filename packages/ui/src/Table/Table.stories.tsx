import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Table, type TableRow } from './Table';

const meta = {
  title: 'UI/Table',
  component: Table,
  args: {
    caption: 'Interest by year',
    columns: [
      { header: 'Year' },
      { header: 'Months', numeric: true },
      { header: 'Rate', numeric: true },
      { header: 'Interest', numeric: true },
    ],
    rows: [
      { key: 2023, cells: ['2023', '8', '7%', '$46.67'] },
      { key: 2024, cells: ['2024', '5', '8%', '$33.33'] },
    ],
    footer: [{ key: 'total', cells: ['Total', '13', null, '$80.00'], emphasis: true }],
  },
} satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Every text of the table that is a number, checked to sit on one line in tabular figures. */
async function expectWholeNumbers(canvas: Canvas, amounts: readonly string[]) {
  for (const amount of amounts) {
    const cell = canvas.getByRole('cell', { name: amount });
    await expect(getComputedStyle(cell).fontVariantNumeric).toBe('tabular-nums');
    const range = document.createRange();
    range.selectNodeContents(cell);
    const lines = new Set(
      Array.from(range.getClientRects())
        .filter((rect) => rect.width > 0)
        .map((rect) => Math.round(rect.top)),
    );
    await expect({ amount, lines: lines.size }).toEqual({ amount, lines: 1 });
  }
}

/** The story's box reflows: nothing reaches past its width and it does not scroll (WCAG 1.4.10). */
async function expectReflow(canvasElement: HTMLElement, width: number) {
  const box = canvasElement.firstElementChild as HTMLElement;
  const left = box.getBoundingClientRect().left;
  const overflowing = Array.from(box.querySelectorAll('*'))
    .filter((element) => element.getBoundingClientRect().right - left > width + 0.5)
    .map((element) => element.tagName);
  await expect(overflowing).toEqual([]);
  await expect(box.scrollWidth).toBeLessThanOrEqual(width);
}

/** Rows headed by their first cell, numbers at the end in tabular figures, a total under the body. */
export const WithTotal: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Interest by year' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    await expect(within(table).getByRole('rowheader', { name: '2024' })).toBeVisible();
    const total = within(table).getByRole('row', { name: /^Total/ });
    await expect(total).toHaveAttribute('data-emphasis');
    await expect(getComputedStyle(within(total).getByRole('cell', { name: '$80.00' })).fontWeight).toBe(
      '700',
    );
    const interest = within(table).getByRole('cell', { name: '$46.67' });
    await expect(getComputedStyle(interest).textAlign).toBe('end');
    await expectWholeNumbers(canvas, ['$46.67', '$33.33', '$80.00']);
  },
};

/** Without totals. */
export const WithoutFooter: Story = {
  args: { footer: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('row', { name: /^Total/ })).toBeNull();
    await expect(canvas.getAllByRole('rowgroup')).toHaveLength(2);
  },
};

/** The caption for screen readers only, where a heading just above already says what the table is. */
export const HiddenCaption: Story = {
  args: { captionVisuallyHidden: true },
  render: (args) => (
    <section aria-labelledby="interest-heading">
      <h2 id="interest-heading">Interest by year</h2>
      <Table {...args} />
    </section>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Interest by year' });
    const caption = table.querySelector('caption')!;
    await expect(caption.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** A table whose rows have no header of their own: every cell is data. */
export const WithoutRowHeaders: Story = {
  args: {
    caption: 'Opening hours',
    firstCellIsHeader: false,
    columns: [{ header: 'Office' }, { header: 'Days' }, { header: 'Hours' }],
    rows: [
      { key: 'city-hall', cells: ['City Hall', 'Monday to Friday', '8:30 AM – 4:30 PM'] },
      { key: 'west', cells: ['West Side Center', 'Tuesday and Thursday', '10 AM – 2 PM'] },
    ],
    footer: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('rowheader')).toEqual([]);
    await expect(canvas.getAllByRole('cell')).toHaveLength(6);
  },
};

const workLines: TableRow[] = [
  { key: 'tax', cells: ['Unpaid tax', '$1,234,567.89'] },
  { key: 'penalty', cells: ['Late payment penalty', '$185,185.18'] },
  { key: 'total', cells: ['Total due', '$1,419,753.07'], emphasis: true },
];

/**
 * Two columns, a line and its amount: the amount column needs no name when stacked (`label:
 * false`). At a phone's 335 px the columns stay side by side with every amount whole; at 320 px
 * each line stacks, its amount under its label at the end.
 */
export const Stacked: Story = {
  args: {
    caption: 'Tax and penalty',
    columns: [
      { header: 'Line', label: false },
      { header: 'Amount', numeric: true, label: false },
    ],
    rows: workLines,
    footer: [],
  },
  render: (args) => (
    <div>
      <div style={{ width: 335 }}>
        <Table {...args} caption="At 335 px" />
      </div>
      <div style={{ width: 320 }}>
        <Table {...args} caption="At 320 px" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const [wide, narrow] = canvas.getAllByRole('table');
    for (const table of [wide!, narrow!]) {
      await expectWholeNumbers(within(table), ['$1,234,567.89', '$1,419,753.07']);
    }
    const side = within(wide!).getByRole('row', { name: /^Total due/ });
    await expect(within(side).getByRole('cell').getBoundingClientRect().top).toBe(
      within(side).getByRole('rowheader').getBoundingClientRect().top,
    );
    const stacked = within(narrow!).getByRole('row', { name: /^Total due/ });
    const label = within(stacked).getByRole('rowheader').getBoundingClientRect();
    const amount = within(stacked).getByRole('cell');
    await expect(amount.getBoundingClientRect().top).toBeGreaterThanOrEqual(label.bottom - 1);
    await expect(amount.getBoundingClientRect().right).toBeCloseTo(label.right, 0);
    await expect(getComputedStyle(amount, '::before').content).toBe('none');
    // Still a table of rows and cells, with its column headers, for assistive technology.
    await expect(within(narrow!).getByRole('columnheader', { name: 'Amount' })).toBeInTheDocument();
  },
};

/** At 320 px each row stacks: the year above its values, each value named by its column. */
export const StackedWithLabels: Story = {
  args: {
    rows: [
      { key: 2025, cells: ['2025', '12', '10%', '$123,456.79'] },
      { key: 2026, cells: ['2026', '11', '9%', '$101,851.85'] },
    ],
    footer: [{ key: 'total', cells: ['Total', '23', null, '$225,308.64'], emphasis: true }],
  },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Table {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expectReflow(canvasElement, 320);
    await expectWholeNumbers(canvas, ['$123,456.79', '$101,851.85', '$225,308.64']);
    const cell = canvas.getByRole('cell', { name: '$225,308.64' });
    await expect(getComputedStyle(cell, '::before').content).toMatch(/Interest/);
    const row = canvas.getByRole('row', { name: /^2026/ });
    const year = within(row).getByRole('rowheader');
    await expect(getComputedStyle(year, '::before').content).toMatch(/Year/);
    await expect(
      within(row).getByRole('cell', { name: '$101,851.85' }).getBoundingClientRect().top,
    ).toBeGreaterThan(year.getBoundingClientRect().top);
    // The empty rate of the total takes no room.
    const total = canvas.getByRole('row', { name: /^Total/ });
    const empty = total.querySelectorAll('td')[1]!;
    await expect(empty).toBeEmptyDOMElement();
    await expect(getComputedStyle(empty).display).toBe('none');
  },
};

/**
 * Five columns stack below a wider container (`stackBelow="36rem"`): at a phone's 375 px each
 * attempt reads as labelled lines, one value a line (`stackedValues="lines"`), and nothing scrolls
 * sideways.
 */
export const StacksBelow36rem: Story = {
  args: {
    caption: 'Payment history',
    stackBelow: '36rem',
    stackedValues: 'lines',
    columns: [
      { header: 'Date' },
      { header: 'Payment type' },
      { header: 'Card ending' },
      { header: 'Amount', numeric: true },
      { header: 'Status' },
    ],
    rows: [
      { key: 1, cells: ['Nov 23, 2026, 4:02 PM', 'Card', '0002', '$875.01', 'Failed'] },
      { key: 2, cells: ['Nov 24, 2026, 10:14 AM', 'Card', '4242', '$875.01', 'Succeeded'] },
    ],
    footer: [],
  },
  globals: { viewport: { value: 'phone' } },
  render: (args) => (
    <div style={{ width: 343 }}>
      <Table {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expectReflow(canvasElement, 343);
    const status = canvas.getAllByRole('cell', { name: 'Succeeded' })[0]!;
    await expect(getComputedStyle(status, '::before').content).toMatch(/Status/);
    // One value a line: every value of the row starts where its header does, each below the last.
    const row = canvas.getByRole('row', { name: /^Nov 24/ });
    const left = within(row).getByRole('rowheader').getBoundingClientRect().left;
    let top = within(row).getByRole('rowheader').getBoundingClientRect().top;
    for (const cell of within(row).getAllByRole('cell')) {
      const box = cell.getBoundingClientRect();
      await expect(box.left).toBe(left);
      await expect(box.top).toBeGreaterThan(top);
      top = box.top;
    }
    await expect(canvas.getByRole('columnheader', { name: 'Payment type' })).toBeInTheDocument();
  },
};
