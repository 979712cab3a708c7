import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Banner } from './Banner';

describe('Banner', () => {
  it('names its region after the statement, which names the city', () => {
    render(<Banner owner="the City of Springfield" />);
    const region = screen.getByRole('region', { name: 'An official website of the City of Springfield' });
    expect(within(region).getByText('An official website of the City of Springfield')).toBeVisible();
  });

  it('shows and hides the explanations with its button, from the keyboard', async () => {
    render(<Banner owner="the City of Springfield" />);
    const button = screen.getByRole('button', { name: /Here's how you know/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Official websites use .gov')).not.toBeVisible();

    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(within(panel).getByText('Official websites use .gov')).toBeVisible();
    expect(within(panel).getByText('Secure .gov websites use HTTPS')).toBeVisible();
    expect(panel).toHaveTextContent(/A lock or https:\/\/ means you've safely connected/);

    // Escape closes it and keeps focus on the button.
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('takes every text as a prop', async () => {
    render(
      <Banner
        owner="la Ciudad de Springfield"
        text="Un sitio web oficial de la Ciudad de Springfield"
        toggleLabel="Así es como usted puede verificarlo"
        domainHeading="Los sitios web oficiales usan .gov"
        domainText="Un sitio web .gov pertenece a una organización oficial del Gobierno."
        httpsHeading="Los sitios web seguros .gov usan HTTPS"
        httpsText="Un candado o https:// significa que usted se conectó de forma segura."
      />,
    );
    expect(
      screen.getByRole('region', { name: 'Un sitio web oficial de la Ciudad de Springfield' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Así es como usted puede verificarlo/ }));
    expect(screen.getByText('Los sitios web oficiales usan .gov')).toBeVisible();
    expect(screen.getByText(/Un candado o https:\/\//)).toBeVisible();
  });
});
