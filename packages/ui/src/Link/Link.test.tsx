import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, forwardRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LinkComponentProps } from '../types';
import { Link } from './Link';

describe('Link', () => {
  it('renders a plain anchor by default and forwards its ref to it', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <Link ref={ref} href="/faq">
        Frequently asked questions
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Frequently asked questions' });
    expect(link).toHaveAttribute('href', '/faq');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
    expect(ref.current).toBe(link);
  });

  it.each([
    ['variant="external"', { variant: 'external' as const }],
    ['target="_blank"', { target: '_blank' }],
  ])('%s opens a new tab, safely, and says so', (_, props) => {
    render(
      <Link href="https://example.org/forms" rel="external" {...props}>
        Paper forms
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Paper forms (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'external noopener noreferrer');
  });

  it('takes the hint in another language', () => {
    render(
      <Link href="/faq" variant="external" newTabHint="(se abre en una pestaña nueva)">
        Preguntas
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Preguntas (se abre en una pestaña nueva)' })).toBeVisible();
  });

  it("renders the app's router link through `component`, with the ref, and is reachable by Tab", async () => {
    const navigate = vi.fn();
    const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(
      { href, children, ...rest },
      ref,
    ) {
      return (
        <a
          ref={ref}
          href={href}
          data-router=""
          onClick={(event) => {
            event.preventDefault();
            navigate(href);
          }}
          {...rest}
        >
          {children}
        </a>
      );
    });
    const ref = createRef<HTMLAnchorElement>();
    render(
      <Link ref={ref} href="/landing" component={RouterLink} className="extra">
        About this service
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'About this service' });
    expect(link).toHaveAttribute('data-router');
    expect(link).toHaveClass('extra');
    expect(ref.current).toBe(link);
    await userEvent.tab();
    expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/landing');
  });

  it('accepts a plain function component when no ref is asked for', () => {
    function Plain({ href, children }: LinkComponentProps) {
      return <a href={href}>{children}</a>;
    }
    render(
      <Link href="/contact-us" component={Plain}>
        Contact Us
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
  });
});
