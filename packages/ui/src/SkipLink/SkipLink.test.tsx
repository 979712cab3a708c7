import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('is the first stop of the keyboard and points at #main by default', async () => {
    render(
      <>
        <SkipLink />
        <a href="/elsewhere">Header link</a>
        <main id="main">Content</main>
      </>,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main');
  });

  it('moves focus to a target that is not focusable, and leaves it as it was once focus moves on', async () => {
    render(
      <>
        <SkipLink />
        <main id="main">
          <p>Content</p>
          <button type="button">First control</button>
        </main>
      </>,
    );
    const main = screen.getByRole('main');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('tabindex', '-1');
    // Tab goes on from where the reader now is: the first control of the main content.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'First control' })).toHaveFocus();
    expect(main).not.toHaveAttribute('tabindex');
  });

  it('keeps a target that is focusable already as it is', async () => {
    render(
      <>
        <SkipLink href="#content">Skip to the form</SkipLink>
        <div id="content" tabIndex={-1}>
          Form
        </div>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Skip to the form' }));
    const target = screen.getByText('Form');
    expect(target).toHaveFocus();
    await userEvent.tab();
    expect(target).toHaveAttribute('tabindex', '-1');
  });

  it('takes its text and a ref, and lets a click handler cancel the jump', async () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <>
        <SkipLink ref={ref} onClick={(event) => event.preventDefault()}>
          Saltar al contenido principal
        </SkipLink>
        <main id="main">Content</main>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Saltar al contenido principal' });
    expect(ref.current).toBe(link);
    await userEvent.click(link);
    expect(screen.getByRole('main')).not.toHaveFocus();
  });

  it('does nothing but link when the target is missing', async () => {
    render(<SkipLink href="#nowhere" />);
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    await userEvent.click(link);
    expect(link).toHaveFocus();
  });
});
