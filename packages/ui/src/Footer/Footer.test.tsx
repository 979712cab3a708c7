import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows the copyright from 1998 to the current year', () => {
    render(<Footer contactHref="/contact-us" />);
    const year = new Date().getFullYear();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© 1998–${year} City Tax Collection Division`);
  });

  it('has a FAQ link opening in a new tab with a hint, and a contact link', () => {
    render(<Footer contactHref="/contact-us" faqHref="/faq" />);
    const faq = screen.getByRole('link', { name: 'FAQ (opens in a new tab)' });
    expect(faq).toHaveAttribute('href', '/faq');
    expect(faq).toHaveAttribute('target', '_blank');
    expect(faq).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
  });

  it('links the page about the service first when given', () => {
    render(<Footer contactHref="/contact-us" faqHref="/faq" aboutHref="/landing" />);
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('About this service');
    expect(links[0]).toHaveAttribute('href', '/landing');
    expect(links[0]).not.toHaveAttribute('target');
    expect(links).toHaveLength(3);
  });

  it('shows only the contact link without a FAQ href', () => {
    render(<Footer contactHref="/contact-us" />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
