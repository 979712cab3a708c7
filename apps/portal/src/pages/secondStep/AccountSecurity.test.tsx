import { paths } from '@citytax/api';
import {
  createSecondStepHandlers,
  MOCK_TOTP_CODE,
  mockRecoveryCodes,
  secondStepErrorHandlers,
} from '@citytax/api/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute, setupMockServer } from '../account/testServer';
import { AccountSecurityPage } from './AccountSecurity';

const server = setupMockServer();
const open = () =>
  renderRoute({ path: '/account-security', Component: AccountSecurityPage }, '/account-security');
const summaryOf = async () =>
  (await screen.findByRole('heading', { name: 'There is a problem' })).closest(
    '[tabindex="-1"]',
  ) as HTMLElement;

describe('/account-security', () => {
  it('with nothing set up: says so, sets up an app (QR code, key in groups, a code), then shows the ten codes once', async () => {
    const state = { enrolled: false };
    server.use(...createSecondStepHandlers(state));
    open();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Account Security' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(await screen.findByText('Off. Only your password protects this account.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByRole('img', { name: /^QR code for City Tax e-File/ })).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const code = screen.getByLabelText(/^Code from your authenticator app/);
    await userEvent.type(code, '111111{Enter}');
    await waitFor(async () => expect(await summaryOf()).toHaveFocus());
    await userEvent.clear(code);
    await userEvent.type(code, `${MOCK_TOTP_CODE}{Enter}`);
    const codesHeading = await screen.findByRole('heading', { name: 'Save your recovery codes' });
    await waitFor(() => expect(codesHeading).toHaveFocus());
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(mockRecoveryCodes);
    expect(screen.getByRole('button', { name: 'Print codes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeInTheDocument();
    state.enrolled = true;
    await userEvent.click(screen.getByRole('checkbox', { name: 'I saved my recovery codes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Authenticator app: set up.')).toBeInTheDocument();
    // The codes and their button are gone: focus goes back to the page's heading, never the body.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByText(mockRecoveryCodes[0]!)).toBeNull();
  });

  it('removes the app with the password and a current code; a wrong password on its field', async () => {
    server.use(...createSecondStepHandlers({ enrolled: true }));
    let sent: unknown;
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove the authenticator app' }));
    // The form replaces the button: its heading takes focus.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Remove the authenticator app' })).toHaveFocus(),
    );
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await userEvent.type(
      screen.getByLabelText(/^Authenticator or recovery code/),
      `${MOCK_TOTP_CODE}{Enter}`,
    );
    await waitFor(async () => expect(await summaryOf()).toHaveFocus());
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'The password you sign in with. The current password is not right.',
    );
    server.use(
      http.post(paths.secondStepRemove, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    await userEvent.clear(screen.getByLabelText(/^Password/));
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo-Password-1{Enter}');
    expect(await screen.findByText('Done. We sent a notice to your email address.')).toBeInTheDocument();
    expect(sent).toEqual({
      proof: { password: 'Demo-Password-1', code: MOCK_TOTP_CODE },
      what: { kind: 'totp' },
    });
  });

  it('gets new recovery codes with the password and a code', async () => {
    server.use(...createSecondStepHandlers({ enrolled: true }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Get new recovery codes' }));
    expect(screen.getByText('New codes replace all the old ones.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Account Security' });
    await waitFor(() => expect(heading).toHaveFocus());
    await userEvent.click(await screen.findByRole('button', { name: 'Get new recovery codes' }));
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo-Password-1');
    await userEvent.type(
      screen.getByLabelText(/^Authenticator or recovery code/),
      `${MOCK_TOTP_CODE}{Enter}`,
    );
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeInTheDocument();
  });

  it('a business account cannot turn it off', async () => {
    server.use(...createSecondStepHandlers({ enrolled: true, required: true }));
    open();
    expect(await screen.findByText('Business accounts must keep a second sign-in step.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off the second sign-in step' })).toBeNull();
  });

  it('says when the status cannot be loaded', async () => {
    server.use(...secondStepErrorHandlers);
    open();
    expect(
      await screen.findByText('We were unable to load your second sign-in step. Please try again.'),
    ).toBeInTheDocument();
  });
});
