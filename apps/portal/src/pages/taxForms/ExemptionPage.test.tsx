import { paths, priorTaxYear } from '@citytax/api';
import { createExemptionHandlers, exemptionScenarioHandlers, fixtures } from '@citytax/api/mocks';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../state/session';
import { findResult, renderRoute, setupMockServer } from '../account/testServer';
import { exemptionLoader } from './exemption/exemptionLoader';
import { ExemptionPage } from './ExemptionPage';

const server = setupMockServer();
const TAX_YEAR = priorTaxYear();

const ALREADY_FILED =
  'You cannot file an exemption certificate because you have already filed one for this tax year.';
const ANNUAL_RETURN_FILED =
  'You cannot file an exemption certificate because you have already filed tax forms for this tax year.';
const LOAD_FAILED =
  'An unexpected error occurred loading your exemption certificate status. Please try again later.';
const SAVE_FAILED = 'An unexpected error occurred while saving your form. Please try again later.';
const SAVED = `Your exemption certificate for ${TAX_YEAR} has been filed. No city income tax return is due from you for ${TAX_YEAR}.`;
const SUBMIT = 'File exemption certificate';
const CONFIRM = 'I confirm that the reason I chose is true and correct.';

beforeEach(() => {
  // A fresh in-memory back office per test, and a signed-in individual.
  server.use(...createExemptionHandlers());
  session.signIn(fixtures.individualSignIn);
});

const open = () =>
  renderRoute({ path: '/exemption', loader: exemptionLoader, Component: ExemptionPage }, '/exemption');

async function fileRetired() {
  await userEvent.click(await screen.findByRole('radio', { name: /I was retired/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: CONFIRM }));
  await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
  const dialog = await screen.findByRole('alertdialog', { name: 'File your exemption certificate?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'File certificate' }));
}

describe('/exemption', () => {
  it('shows a spinner while the status loads', async () => {
    server.use(...exemptionScenarioHandlers.loadPending);
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Exemption Certificate' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading your exemption certificate status')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('files the certificate: success focused, form locked; the next visit is blocked', async () => {
    open();
    expect(await screen.findByRole('region', { name: 'Taxpayer Information' })).toBeInTheDocument();
    await fileRetired();
    const status = await findResult('status', SAVED);
    await waitFor(() => expect(status.closest('[data-result]')).toHaveFocus());
    expect(screen.getByRole('radio', { name: /I was retired/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /I was retired/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: SUBMIT })).toBeNull();
    expect(screen.getByText('Filed, no payment due')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View your confirmation' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/form\/\d+\/confirmation$/),
    );

    cleanup();
    open();
    expect(await screen.findByText(ALREADY_FILED)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    // The certificate on file reads as filed.
    expect(screen.getByText('Filed, no payment due')).toBeVisible();
  });

  it.each([
    ['a certificate is on file', exemptionScenarioHandlers.alreadyFiled, ALREADY_FILED],
    ['the annual return is filed', exemptionScenarioHandlers.annualReturnFiled, ANNUAL_RETURN_FILED],
  ])('is blocked when %s', async (_what, handlers, message) => {
    server.use(...handlers);
    open();
    expect(await findResult('alert', message)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('says when the status cannot be loaded', async () => {
    server.use(...exemptionScenarioHandlers.loadError);
    open();
    expect(await findResult('alert', LOAD_FAILED)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it.each([
    ['without a problem', exemptionScenarioHandlers.saveError, SAVE_FAILED],
    ['with a problem', exemptionScenarioHandlers.saveConflict, ALREADY_FILED],
  ])('shows a failed save %s and re-enables the form', async (_what, handlers, message) => {
    server.use(...handlers);
    open();
    await fileRetired();
    expect(await findResult('alert', message)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /I was retired/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: SUBMIT })).not.toHaveAttribute('aria-disabled');
  });

  it('retries with the same Idempotency-Key after a failure', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(paths.exempt, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return keys.length === 1 ? HttpResponse.text('Bad gateway', { status: 502 }) : undefined;
      }),
    );
    open();
    await fileRetired();
    await findResult('alert', SAVE_FAILED);
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'File certificate' }));
    await findResult('status', SAVED);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('warns before leaving with unsaved changes', async () => {
    const router = renderRoute(
      { path: '/exemption', loader: exemptionLoader, Component: ExemptionPage },
      '/exemption',
      [{ path: '/dashboard', element: <h1>Dashboard</h1> }],
    );
    await userEvent.click(await screen.findByRole('radio', { name: /I was retired/ }));
    await router.navigate('/dashboard');
    expect(await screen.findByRole('alertdialog', { name: 'Unsaved changes' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/exemption');
  });
});
