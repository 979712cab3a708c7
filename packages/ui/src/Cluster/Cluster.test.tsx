import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Cluster, type ClusterAlign, type ClusterJustify } from './Cluster';

describe('Cluster', () => {
  it('renders a div around its children, with space step 3, at the start, centred across', () => {
    render(
      <Cluster data-testid="cluster">
        <button type="button">Apply</button>
        <button type="button">Reset</button>
      </Cluster>,
    );
    const cluster = screen.getByTestId('cluster');
    expect(cluster.tagName).toBe('DIV');
    expect(cluster).toHaveAttribute('data-space', '3');
    expect(cluster).toHaveAttribute('data-justify', 'start');
    expect(cluster).toHaveAttribute('data-align', 'center');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Apply', 'Reset']);
  });

  it.each<[ClusterJustify, ClusterAlign]>([
    ['start', 'start'],
    ['center', 'center'],
    ['end', 'end'],
    ['between', 'baseline'],
    ['between', 'stretch'],
  ])('takes justify=%s and align=%s', (justify, align) => {
    render(<Cluster justify={justify} align={align} space={5} data-testid="cluster" />);
    const cluster = screen.getByTestId('cluster');
    expect(cluster).toHaveAttribute('data-justify', justify);
    expect(cluster).toHaveAttribute('data-align', align);
    expect(cluster).toHaveAttribute('data-space', '5');
  });

  it('keeps the list role of a list, which loses its bullets', () => {
    render(
      <Cluster as="ul" aria-label="Statuses">
        <li>Draft</li>
        <li>Filed</li>
      </Cluster>,
    );
    expect(screen.getByRole('list', { name: 'Statuses' })).toHaveAttribute('data-list');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('renders the element asked for, with its native props and the caller’s class', () => {
    render(<Cluster as="nav" aria-label="Pages" className="pager" />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toHaveClass('pager');
    expect(nav).not.toHaveAttribute('role');
  });

  it('forwards its ref to the rendered element', () => {
    const ref = createRef<HTMLElement>();
    render(<Cluster ref={ref} data-testid="cluster" />);
    expect(ref.current).toBe(screen.getByTestId('cluster'));
  });
});
