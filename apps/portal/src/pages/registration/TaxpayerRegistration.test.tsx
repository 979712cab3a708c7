import { RegistrationStatus } from '@citytax/api';
import { registrationOverrides } from '@citytax/api/mocks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setAnalyticsSink } from '../../analytics';
import { TaxpayerRegistrationPage } from './TaxpayerRegistration';
import { expectAlert, expectFocus, renderPage, server } from './testUtils';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PATH = '/auth/taxpayer-registration';

async function check(taxpayerId: string) {
  const router = renderPage(PATH, TaxpayerRegistrationPage, PATH);
  expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: 'Taxpayer ID' }), taxpayerId);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  return router;
}

const box = (name: string) => screen.getByRole('textbox', { name });

describe('taxpayer registration check', () => {
  it('sends a taxpayer without a web account to the web account form', async () => {
    const router = await check('100004');
    expect(await screen.findByRole('heading', { name: 'Create your web account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/taxpayer-registration/web');
    expect(router.state.location.search).toBe('?taxpayerId=100004');
  });

  it('offers both registrations to an unknown taxpayer', async () => {
    await check('999999');
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'You are not registered with the City Tax Collection Division',
    });
    await expectFocus(heading);
    expect(screen.getByRole('link', { name: 'Register as an individual' })).toHaveAttribute(
      'href',
      '/auth/taxpayer-registration/individual',
    );
    expect(screen.getByRole('link', { name: 'Register as a business' })).toHaveAttribute(
      'href',
      '/auth/taxpayer-registration/business',
    );
  });

  it.each([
    ['100001', 'You already have an account', /Log in with its email address and password/, true],
    ['300001', 'This business already has an account', /link you to the business by its EIN/, true],
    ['200002', 'The primary taxpayer must register', /belongs to a joint filer's spouse/, false],
    [
      '100002',
      'Your account is not active',
      'Our records indicate that your account is not active at this time. Please contact support at support@citytax.example or 216-555-0100.',
      false,
    ],
    ['100006', 'Your registration is pending', /still being processed/, false],
  ])('taxpayer %s: %s', async (taxpayerId, heading, body, loginLink) => {
    await check(taxpayerId);
    await expectFocus(await screen.findByRole('heading', { level: 2, name: heading }));
    expect(screen.getByText(body)).toBeInTheDocument();
    if (loginLink)
      expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
    else expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('sends the set-password email to an account that must migrate', async () => {
    await check('100003');
    await expectFocus(await screen.findByRole('heading', { level: 2, name: 'Set a new password' }));
    const ids = screen.getAllByRole('textbox', { name: 'Taxpayer ID' });
    expect(ids[1]).toHaveValue('100003');
    await userEvent.type(box('Last 4 digits of SSN or FEIN'), '0003');
    await userEvent.type(box('Zip code'), '44114');
    await userEvent.type(box('Access code'), 'JWCP-3PG7-9UDF');
    await userEvent.click(screen.getByRole('button', { name: 'Send email' }));
    await expectFocus(await screen.findByRole('heading', { level: 2, name: 'Check your email' }));
  });

  it('shows the identity mismatch of a migration email', async () => {
    server.use(...registrationOverrides.identityMismatch);
    await check('100003');
    await screen.findByRole('heading', { level: 2, name: 'Set a new password' });
    await userEvent.type(box('Last 4 digits of SSN or FEIN'), '9999');
    await userEvent.type(box('Zip code'), '44114');
    await userEvent.type(box('Access code'), 'AAAA-BBBB-CCCC');
    await userEvent.click(screen.getByRole('button', { name: 'Send email' }));
    await expectAlert(
      'The taxpayer ID, the last four digits of the SSN or FEIN, the zip code and the access code do not match our records.',
    );
  });

  it('completes a partial registration and tracks sign_up', async () => {
    const sink = vi.fn();
    setAnalyticsSink(sink);
    await check('100007');
    await expectFocus(await screen.findByRole('heading', { level: 2, name: 'Finish your registration' }));
    await userEvent.type(box('Last 4 digits of SSN or FEIN'), '7007');
    await userEvent.type(box('Zip code'), '44114');
    await userEvent.type(box('Access code'), 'S5HF-9X6Y-7W33');
    await userEvent.type(box('Email address'), 'partial@example.com');
    await userEvent.type(box('Confirm email address'), 'partial@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation email' }));
    await expectFocus(await screen.findByRole('heading', { level: 2, name: 'Check your email' }));
    expect(screen.getByText(/We sent a confirmation email to partial@example.com\./)).toBeInTheDocument();
    expect(sink).toHaveBeenCalledWith('sign_up', { method: 'complete_partial_registration' });
    setAnalyticsSink(() => {});
  });

  it('says when the email of a partial registration is taken', async () => {
    server.use(...registrationOverrides.duplicateEmail);
    await check('100007');
    await screen.findByRole('heading', { level: 2, name: 'Finish your registration' });
    await userEvent.type(box('Last 4 digits of SSN or FEIN'), '7007');
    await userEvent.type(box('Zip code'), '44114');
    await userEvent.type(box('Access code'), 'S5HF-9X6Y-7W33');
    await userEvent.type(box('Email address'), 'individual@example.com');
    await userEvent.type(box('Confirm email address'), 'individual@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation email' }));
    await expectAlert(
      'This email address is already used by another account. Please use a different email address.',
    );
  });

  it('shows a server detail of a 400 and a generic text otherwise', async () => {
    server.use(registrationOverrides.checkInvalid);
    await check('123');
    await expectAlert('taxpayerId: must be a taxpayer ID of digits only');
    server.use(registrationOverrides.checkFails);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expectAlert('An unexpected error occurred. Please try again.');
  });

  it('uses the answered status whatever the ID (override)', async () => {
    server.use(registrationOverrides.checkStatus(RegistrationStatus.PendingTaxpayerRegistration));
    await check('100004');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your registration is pending' }),
    ).toBeInTheDocument();
  });
});
