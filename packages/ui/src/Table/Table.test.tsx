import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Table, type TableColumn, type TableRow } from './Table';

const columns: TableColumn[] = [
  { header: 'Year' },
  { header: 'Months', numeric: true },
  { header: 'Interest', numeric: true },
];
const rows: TableRow[] = [
  { key: 2023, cells: ['2023', '8', '$46.67'] },
  { key: 2024, cells: ['2024', '5', '$33.33'], rowProps: { 'data-current': true, className: 'mine' } },
];
const footer: TableRow[] = [{ key: 'total', cells: ['Total', '13', '$80.00'], emphasis: true }];

describe('Table', () => {
  it('is a table named by its caption, with column headers and rows headed by their first cell', () => {
    render(<Table caption="Interest by year" columns={columns} rows={rows} footer={footer} />);
    const table = screen.getByRole('table', { name: 'Interest by year' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Year', 'Months', 'Interest']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['2023', '2024', 'Total']);
    const row2024 = within(table).getByRole('row', { name: /^2024/ });
    expect(
      within(row2024)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['5', '$33.33']);
    expect(row2024).toHaveAttribute('data-current', 'true');
    expect(row2024).toHaveClass('mine');
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveAttribute('data-emphasis');
    // Header, body and footer row groups.
    expect(within(table).getAllByRole('rowgroup')).toHaveLength(3);
  });

  it('names each value by its column for the stacked layout, but not a total’s header', () => {
    render(<Table caption="Interest by year" columns={columns} rows={rows} footer={footer} />);
    expect(screen.getByRole('rowheader', { name: '2023' })).toHaveAttribute('data-label', 'Year');
    expect(screen.getByRole('cell', { name: '$46.67' })).toHaveAttribute('data-label', 'Interest');
    expect(screen.getByRole('rowheader', { name: 'Total' })).not.toHaveAttribute('data-label');
    expect(screen.getByRole('cell', { name: '$80.00' })).toHaveAttribute('data-label', 'Interest');
  });

  it('takes a label for a column whose header is not plain text, or none', () => {
    render(
      <Table
        caption="Tax"
        columns={[
          { header: 'Line', label: false },
          { header: <abbr title="Amount">Amt.</abbr>, label: 'Amount', numeric: true },
        ]}
        rows={[{ key: 'tax', cells: ['Tax', '$10.00'] }]}
      />,
    );
    expect(screen.getByRole('rowheader', { name: 'Tax' })).not.toHaveAttribute('data-label');
    expect(screen.getByRole('cell', { name: '$10.00' })).toHaveAttribute('data-label', 'Amount');
  });

  it('keeps a visually hidden caption as the table’s name', () => {
    render(<Table caption="Payments" captionVisuallyHidden columns={columns} rows={rows} />);
    expect(screen.getByRole('table', { name: 'Payments' })).toBeInTheDocument();
  });

  it('lets the caller name the table another way', () => {
    render(
      <>
        <h2 id="heading">Your payments</h2>
        <Table caption="Payments" aria-labelledby="heading" columns={columns} rows={rows} />
      </>,
    );
    expect(screen.getByRole('table', { name: 'Your payments' })).toBeInTheDocument();
  });

  it('heads no row when the first cell is data', () => {
    render(<Table caption="Plain" firstCellIsHeader={false} columns={columns} rows={rows} />);
    expect(screen.queryAllByRole('rowheader')).toEqual([]);
    expect(screen.getAllByRole('cell')).toHaveLength(6);
  });

  it('renders on a server with the caption id the table points to', () => {
    const html = renderToString(<Table caption="Interest" columns={columns} rows={rows} />);
    const id = /<caption id="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`aria-labelledby="${id}"`);
  });
});
