import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LinkComponentProps } from '../types';
import { StepIndicator } from './StepIndicator';

const steps = [
  { label: 'Your details', href: '/apply/details' },
  { label: 'Your income', href: '/apply/income' },
  { label: 'Check your answers', href: '/apply/check' },
  { label: 'Pay' },
];

const items = () => within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');

describe('StepIndicator', () => {
  it.each([
    [0, 'Step 1 of 4: Your details', ['current', 'incomplete', 'incomplete', 'incomplete']],
    [1, 'Step 2 of 4: Your income', ['complete', 'current', 'incomplete', 'incomplete']],
    [3, 'Step 4 of 4: Pay', ['complete', 'complete', 'complete', 'current']],
    [4, 'All 4 steps completed', ['complete', 'complete', 'complete', 'complete']],
    [9, 'All 4 steps completed', ['complete', 'complete', 'complete', 'complete']],
    [-1, 'Step 1 of 4: Your details', ['current', 'incomplete', 'incomplete', 'incomplete']],
  ])('at index %i reads "%s"', (currentIndex, counter, states) => {
    render(<StepIndicator steps={steps} currentIndex={currentIndex} />);
    expect(screen.getByText(counter)).toBeInTheDocument();
    expect(items().map((item) => item.getAttribute('data-state'))).toEqual(states);
  });

  it('marks the current step with aria-current="step", and says which steps are done', () => {
    render(<StepIndicator steps={steps} currentIndex={1} />);
    const [first, second, third] = items();
    expect(second).toHaveAttribute('aria-current', 'step');
    expect(first).not.toHaveAttribute('aria-current');
    expect(first).toHaveTextContent('1. Your details completed');
    expect(second).toHaveTextContent(/^2\. Your income$/);
    expect(third).toHaveTextContent('3. Check your answers not completed');
  });

  it('links completed steps that have an href, and only those', () => {
    render(<StepIndicator steps={steps} currentIndex={2} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/apply/details', '/apply/income']);
    expect(screen.getAllByRole('link')[0]).toHaveAccessibleName('Your details completed');
  });

  it('uses the given link component, and links are reached with Tab', async () => {
    function RouterLink({ href, children, ...rest }: LinkComponentProps) {
      return (
        <a href={`/app${href}`} data-router="yes" {...rest}>
          {children}
        </a>
      );
    }
    render(<StepIndicator steps={steps} currentIndex={1} linkComponent={RouterLink} />);
    await userEvent.tab();
    expect(screen.getByRole('link')).toHaveFocus();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/app/apply/details');
  });

  it('takes its texts as props', () => {
    render(
      <StepIndicator
        steps={steps}
        currentIndex={1}
        label="Etapas"
        completedText="completada"
        notCompletedText="pendiente"
        counterText={(step, total, name) => `Etapa ${step} de ${total}: ${name}`}
      />,
    );
    expect(screen.getByText('Etapa 2 de 4: Your income')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Etapas' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('completada');
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('pendiente');
  });

  it('gives its root element to a ref and passes other props on', () => {
    const ref = createRef<HTMLDivElement>();
    render(<StepIndicator ref={ref} steps={steps} currentIndex={0} data-print="hide" />);
    expect(ref.current).toHaveAttribute('data-print', 'hide');
  });

  it('renders on the server', () => {
    const html = renderToString(<StepIndicator steps={steps} currentIndex={1} />);
    expect(html).toContain('aria-current="step"');
    expect(html).toContain('Step 2 of 4: Your income');
  });
});
