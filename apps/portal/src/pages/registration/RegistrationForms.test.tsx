import { registrationOverrides } from '@citytax/api/mocks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setAnalyticsSink } from '../../analytics';
import { BusinessRegistrationPage } from './BusinessRegistration';
import { IndividualRegistrationPage } from './IndividualRegistration';
import { expectAlert, expectFocus, renderPage, server } from './testUtils';
import { WebAccountPage } from './WebAccount';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  setAnalyticsSink(() => {});
});
afterAll(() => server.close());

const box = (name: string) => screen.getByRole('textbox', { name });

async function fillWeb(email = 'alex@example.com') {
  await userEvent.type(box('Last 4 digits of SSN or FEIN'), '4321');
  await userEvent.type(box('Zip code'), '44113');
  await userEvent.type(box('Access code'), 'G43Z-3HSY-G88G');
  await userEvent.type(box('Email address'), email);
  await userEvent.type(box('Confirm email address'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('web account page', () => {
  const WEB = '/auth/taxpayer-registration/web';

  it('prefills the taxpayer ID, creates the account and names the address', async () => {
    const sink = vi.fn();
    setAnalyticsSink(sink);
    renderPage(WEB, WebAccountPage, `${WEB}?taxpayerId=100004`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your web account' }),
    ).toBeInTheDocument();
    expect(box('Taxpayer ID')).toHaveValue('100004');
    await fillWeb();
    await expectFocus(await screen.findByRole('heading', { level: 2, name: 'Check your email' }));
    expect(
      screen.getByText(
        'We sent a confirmation email to alex@example.com. Follow the link in it to confirm your email address and set your password.',
      ),
    ).toBeInTheDocument();
    expect(sink).toHaveBeenCalledWith('sign_up', { method: 'web' });
  });

  it('says when the email is already used', async () => {
    server.use(...registrationOverrides.duplicateEmail);
    renderPage(WEB, WebAccountPage, `${WEB}?taxpayerId=100004`);
    await screen.findByRole('heading', { level: 1, name: 'Create your web account' });
    await fillWeb('individual@example.com');
    await expectAlert(
      'This email address is already used by another account. Please use a different email address.',
    );
  });

  it('shows the detail of a 400 problem', async () => {
    server.use(...registrationOverrides.identityMismatch);
    renderPage(WEB, WebAccountPage, `${WEB}?taxpayerId=100004`);
    await screen.findByRole('heading', { level: 1, name: 'Create your web account' });
    await fillWeb();
    await expectAlert(
      'The taxpayer ID, the last four digits of the SSN or FEIN, the zip code and the access code do not match our records.',
    );
  });

  it('shows a generic message for a server failure', async () => {
    server.use(...registrationOverrides.registrationFails);
    renderPage(WEB, WebAccountPage, `${WEB}?taxpayerId=100004`);
    await screen.findByRole('heading', { level: 1, name: 'Create your web account' });
    await fillWeb();
    await expectAlert('An unexpected error occurred. Please try again.');
  });
});

describe('individual registration page', () => {
  const PATH = '/auth/taxpayer-registration/individual';
  async function fill() {
    await userEvent.type(box('First name'), 'Alex');
    await userEvent.type(box('Last name'), 'Rivera');
    await userEvent.type(box('Social Security number'), '123450000');
    await userEvent.type(box('Street address'), '1 Main St');
    await userEvent.type(box('City'), 'Cleveland');
    await userEvent.type(box('Zip code'), '44113');
    await userEvent.type(box('Phone number'), '216-555-0199');
    await userEvent.type(box('Email address'), 'alex.rivera@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  }

  it('registers and asks to check the email', async () => {
    const sink = vi.fn();
    setAnalyticsSink(sink);
    renderPage(PATH, IndividualRegistrationPage, PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Register as an individual' }),
    ).toBeInTheDocument();
    await fill();
    await expectFocus(await screen.findByRole('heading', { level: 2, name: 'Check your email' }));
    // The answer does not say whether an account was made (issue 16): the text promises no link.
    expect(
      screen.getByText(
        'We sent an email to alex.rivera@example.com about your registration. Follow it to confirm your email address and set your password, or to find out what to do next. If it does not arrive within a few minutes, check your spam folder.',
      ),
    ).toBeInTheDocument();
    expect(sink).toHaveBeenCalledWith('sign_up', { method: 'individual' });
  });

  it('shows the detail of a 429 past the registration limits', async () => {
    server.use(...registrationOverrides.registrationLimited);
    renderPage(PATH, IndividualRegistrationPage, PATH);
    await screen.findByRole('heading', { level: 1, name: 'Register as an individual' });
    await fill();
    await expectAlert(
      'Too many registration requests for this email address or taxpayer. Try again in 42 minutes.',
    );
  });
});

describe('business registration page', () => {
  const PATH = '/auth/taxpayer-registration/business';
  it('registers and asks to check the email; the registration limit is explained', async () => {
    renderPage(PATH, BusinessRegistrationPage, PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Register as a business' }),
    ).toBeInTheDocument();
    server.use(...registrationOverrides.registrationLimited);
    await userEvent.type(box('Business name'), 'Erie Street Cafe LLC');
    await userEvent.type(box('EIN'), '341112222');
    await userEvent.type(box('Street address'), '2 Erie St');
    await userEvent.type(box('City'), 'Cleveland');
    await userEvent.type(box('Zip code'), '44114');
    await userEvent.type(box('Phone number'), '216-555-0111');
    await userEvent.type(box('Contact first name'), 'Robin');
    await userEvent.type(box('Contact last name'), 'Lee');
    await userEvent.type(box('Email address'), 'robin@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Register business' }));
    await expectAlert(
      'Too many registration requests for this email address or taxpayer. Try again in 42 minutes.',
    );
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Register business' }));
    await expectFocus(await screen.findByRole('heading', { level: 2, name: 'Check your email' }));
    expect(screen.getByText(/robin@example\.com/)).toBeInTheDocument();
  });
});
