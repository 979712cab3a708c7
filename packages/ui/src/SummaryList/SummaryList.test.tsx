import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LinkComponentProps } from '../types';
import { SummaryList } from './SummaryList';

/** Each key with its value, as a screen reader pairs them. */
const pairs = () =>
  screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

describe('SummaryList', () => {
  it('lists each key with its value', () => {
    render(
      <SummaryList
        rows={[
          { key: 'Name', value: 'Jane Doe' },
          { key: 'Date of birth', value: <time dateTime="1980-02-29">29 February 1980</time> },
        ]}
      />,
    );
    expect(pairs()).toEqual([
      ['Name', 'Jane Doe'],
      ['Date of birth', '29 February 1980'],
    ]);
    expect(screen.getAllByRole('definition')).toHaveLength(2);
  });

  it('names every Change link by its row for screen readers', () => {
    render(
      <SummaryList
        rows={[
          {
            key: 'Name',
            value: 'Jane Doe',
            actions: [{ label: 'Change', href: '#name', visuallyHiddenText: 'name' }],
          },
          {
            key: 'Email',
            value: 'jane@example.org',
            actions: [{ label: 'Change', href: '#email', visuallyHiddenText: 'email' }],
          },
        ]}
      />,
    );
    // jsdom loads no CSS, so its name computation runs "Change" and " name" together; browsers (and
    // the stories) hear "Change name". The text is what matters here.
    const [name, email] = screen.getAllByRole('link');
    expect(name).toHaveTextContent('Change name');
    expect(name).toHaveAttribute('href', '#name');
    expect(email).toHaveTextContent('Change email');
    expect(email).toHaveAttribute('href', '#email');
    expect(screen.getByText('name')).toHaveTextContent(/^name$/);
    // The value stays the key's own definition; the action is one after it.
    expect(pairs()).toEqual([
      ['Name', 'Jane Doe'],
      ['Email', 'jane@example.org'],
    ]);
  });

  it('runs a button action by keyboard, and lists several actions', async () => {
    const remove = vi.fn();
    render(
      <SummaryList
        rows={[
          {
            key: 'Employer',
            value: 'Acme',
            actions: [
              { label: 'Change', href: '/w2/1', visuallyHiddenText: 'employer' },
              { label: 'Remove', onClick: remove, visuallyHiddenText: 'employer' },
            ],
          },
        ]}
      />,
    );
    const actions = screen.getByRole('list');
    expect(within(actions).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.tab();
    expect(screen.getByRole('link')).toHaveFocus();
    expect(screen.getByRole('link')).toHaveTextContent('Change employer');
    await userEvent.tab();
    const button = screen.getByRole('button');
    expect(button).toHaveFocus();
    expect(button).toHaveTextContent('Remove employer');
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.keyboard('{Enter}');
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('renders links through the given link component', () => {
    function Custom({ href, children, ...rest }: LinkComponentProps) {
      return (
        <a href={`/app${href}`} {...rest}>
          {children}
        </a>
      );
    }
    render(
      <SummaryList
        linkComponent={Custom}
        rows={[{ key: 'Name', value: 'Jane', actions: [{ label: 'Change', href: '/name' }] }]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Change' })).toHaveAttribute('href', '/app/name');
  });

  it('passes attributes to the list, the rows and the values', () => {
    render(
      <SummaryList
        aria-label="Your answers"
        noBorder
        rows={[
          { key: 'Amount', value: '$1,234.50', numeric: true, rowProps: { 'data-row': 'amount' } },
          {
            key: 'Confirmation number',
            value: '',
            stacked: true,
            valueProps: { 'aria-busy': true },
          },
        ]}
      />,
    );
    const list = screen.getByLabelText('Your answers');
    expect(list.tagName).toBe('DL');
    expect(list).toHaveAttribute('data-border', 'none');
    expect(screen.getByText('Amount').parentElement).toHaveAttribute('data-row', 'amount');
    expect(screen.getByText('Confirmation number').parentElement).toHaveAttribute('data-stacked');
    expect(screen.getByText('Confirmation number').nextElementSibling).toHaveAttribute('aria-busy', 'true');
  });
});
