import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Stack, type SpaceStep } from './Stack';

describe('Stack', () => {
  it('renders a div around its children, with the default space of step 4', () => {
    render(
      <Stack data-testid="stack">
        <p>First</p>
        <p>Second</p>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack.tagName).toBe('DIV');
    expect(stack).toHaveAttribute('data-space', '4');
    expect(stack).toHaveTextContent('FirstSecond');
    expect(stack).not.toHaveAttribute('role');
  });

  it.each<SpaceStep>([1, 2, 3, 4, 5, 6, 7])('takes space step %i', (space) => {
    render(<Stack space={space} data-testid="stack" />);
    expect(screen.getByTestId('stack')).toHaveAttribute('data-space', String(space));
  });

  it('renders the element asked for, with its native props and the caller’s class', () => {
    render(
      <Stack as="section" aria-label="Payment" className="page-section" id="payment">
        <p>Amount due</p>
      </Stack>,
    );
    const section = screen.getByRole('region', { name: 'Payment' });
    expect(section.tagName).toBe('SECTION');
    expect(section).toHaveAttribute('id', 'payment');
    expect(section).toHaveClass('page-section');
    expect(section.className.split(' ')).toHaveLength(2);
  });

  it('keeps the list role of a list, which loses its bullets', () => {
    render(
      <Stack as="ul" aria-label="Steps">
        <li>Income</li>
        <li>Review</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Steps' });
    expect(list.tagName).toBe('UL');
    expect(list).toHaveAttribute('data-list');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('lets the caller set its own role', () => {
    render(<Stack as="ol" role="presentation" data-testid="stack" />);
    expect(screen.getByTestId('stack')).toHaveAttribute('role', 'presentation');
  });

  it('forwards its ref to the rendered element', () => {
    const ref = createRef<HTMLElement>();
    render(<Stack as="form" ref={ref} aria-label="Search" />);
    expect(ref.current).toBe(screen.getByRole('form', { name: 'Search' }));
  });
});
