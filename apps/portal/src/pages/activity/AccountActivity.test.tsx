import { paths, setLanguage, type ActivityEvent, type OpenSession } from '@citytax/api';
import {
  activityErrorHandlers,
  activityFixture,
  createActivityHandlers,
  sessionsFixture,
} from '@citytax/api/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showSpanish } from '../../i18n/spanish';
import { renderRoute, setupMockServer } from '../account/testServer';
import { AccountActivityPage } from './AccountActivity';

const server = setupMockServer();
beforeEach(() => server.use(...createActivityHandlers()));

const open = () =>
  renderRoute(
    { path: '/account-activity', Component: () => <AccountActivityPage timeZone="UTC" /> },
    '/account-activity',
  );

const sessionsTable = () => screen.findByRole('table', { name: 'Sessions where your account is signed in' });
const eventsTable = () => screen.findByRole('table', { name: 'Events in your account, newest first' });
/** The body rows of a table (the first row is its head). */
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const rowTexts = (table: HTMLElement) =>
  bodyRows(table).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
/** The section's live region (not the toasts'). */
const liveIn = (heading: string) =>
  within(screen.getByRole('region', { name: heading }))
    .getAllByRole('status')
    .at(0) as HTMLElement;

const PHONE_BUTTON = 'Sign out Safari on iOS, signed in Mar 1, 2026, 8:30 AM';

describe('/account-activity in English', () => {
  it('lists the open sessions, this one marked and the other with its Sign out button', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Activity' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Signed-in sessions' })).toBeInTheDocument();
    const table = await sessionsTable();
    expect(rowTexts(table)).toEqual([
      ['Chrome on Windows', '203.0.113.x', 'Mar 2, 2026, 2:55 PM', 'Mar 2, 2026, 3:04 PM', 'This session'],
      ['Safari on iOS', '198.51.100.x', 'Mar 1, 2026, 8:30 AM', 'Mar 2, 2026, 7:45 AM', PHONE_BUTTON],
    ]);
    expect(within(table).getAllByRole('button')).toHaveLength(1);
    expect(within(table).getByRole('button', { name: PHONE_BUTTON })).toBeInTheDocument();
  });

  it('lists the events newest first, each in words, with when, who, device and masked address', async () => {
    open();
    const table = await eventsTable();
    expect(rowTexts(table)).toEqual([
      [
        'Opened a PDF copy of a form: Individual Estimate, tax year 2026; confirmation number CT-2026-7KQ2-M9XD',
        'Mar 2, 2026, 3:04 PM',
        'You',
        'Chrome on Windows',
        '203.0.113.x',
      ],
      [
        'Made a payment: Individual Estimate; $88.00; card ending in 4242',
        'Mar 2, 2026, 3:01 PM',
        'You',
        'Chrome on Windows',
        '203.0.113.x',
      ],
      ['Saved a form: W-2, tax year 2025', 'Mar 2, 2026, 2:58 PM', 'You', 'Chrome on Windows', '203.0.113.x'],
      ['Signed in', 'Mar 2, 2026, 2:55 PM', 'You', 'Chrome on Windows', '203.0.113.x'],
      [
        'Failed sign-in attempt: wrong email address or password',
        'Mar 1, 2026, 10:10 PM',
        'Someone not signed in',
        'Firefox on Linux',
        '198.51.100.x',
      ],
    ]);
    expect(within(table).getAllByRole('rowheader')[0]?.closest('tr')).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('button', { name: 'Show older activity' })).toBeNull();
  });

  it('signs out the other session: its row goes, the result is said, focus goes to the heading', async () => {
    let ended: unknown;
    open();
    const button = within(await sessionsTable()).getByRole('button', { name: PHONE_BUTTON });
    server.use(
      http.post(`${paths.accountSessions}/:id/signout`, ({ params }) => {
        ended = params.id;
        return HttpResponse.json({ ok: true });
      }),
    );
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(liveIn('Signed-in sessions')).toHaveTextContent('The session on Safari on iOS was signed out.'),
    );
    expect(ended).toBe(sessionsFixture.sessions[1]?.id);
    expect(rowTexts(await sessionsTable()).map((r) => r[0])).toEqual(['Chrome on Windows']);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Signed-in sessions' })).toHaveFocus(),
    );
  });

  it('after a sign-out, focus goes to the next session’s button', async () => {
    const three: OpenSession[] = [
      ...sessionsFixture.sessions,
      {
        id: '3c7d9e11-2b4a-4c6d-8e0f-1a2b3c4d5e6f',
        createdAt: '2026-02-27T10:00:00.000Z',
        lastSeenAt: '2026-02-28T10:00:00.000Z',
        device: null,
        address: null,
        current: false,
      },
    ];
    server.use(
      http.get(paths.accountSessions, () => HttpResponse.json({ sessions: three })),
      http.post(`${paths.accountSessions}/:id/signout`, () => HttpResponse.json({ ok: true })),
    );
    open();
    const table = await sessionsTable();
    expect(rowTexts(table)[2]?.slice(0, 2)).toEqual(['Unknown device', 'Unknown']);
    await userEvent.click(within(table).getByRole('button', { name: PHONE_BUTTON }));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Sign out Unknown device, signed in Feb 27, 2026, 10:00 AM' }),
      ).toHaveFocus(),
    );
    expect(bodyRows(await sessionsTable())).toHaveLength(2);
  });

  it('a sign-out that fails says so, keeps the row and focus on its button', async () => {
    server.use(activityErrorHandlers.signOutSessionFails);
    open();
    const button = within(await sessionsTable()).getByRole('button', { name: PHONE_BUTTON });
    await userEvent.click(button);
    await waitFor(() =>
      expect(liveIn('Signed-in sessions')).toHaveTextContent(
        'We were unable to sign out that session. Please try again.',
      ),
    );
    expect(button).toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('a session already ended elsewhere (404) leaves the list and is said so', async () => {
    server.use(
      http.post(`${paths.accountSessions}/:id/signout`, () =>
        HttpResponse.json({ type: 'about:blank', title: 'Not Found', status: 404 }, { status: 404 }),
      ),
    );
    open();
    await userEvent.click(within(await sessionsTable()).getByRole('button', { name: PHONE_BUTTON }));
    await waitFor(() =>
      expect(liveIn('Signed-in sessions')).toHaveTextContent(
        'The session on Safari on iOS had already ended.',
      ),
    );
    expect(bodyRows(await sessionsTable())).toHaveLength(1);
  });

  it('shows loading, then empty states', async () => {
    server.use(activityErrorHandlers.activityPending, activityErrorHandlers.sessionsOnlyCurrent);
    open();
    expect(await screen.findByText('Loading your account activity')).toBeInTheDocument();
    expect(await screen.findByText('Your account is signed in only here.')).toBeInTheDocument();
    expect(within(await sessionsTable()).queryByRole('button')).toBeNull();
    expect(screen.getByText('Loading your account activity')).toBeInTheDocument();
  });

  it('says when nothing happened in 90 days', async () => {
    server.use(activityErrorHandlers.activityEmpty);
    open();
    expect(
      await screen.findByText('Nothing was done in your account in the last 90 days.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Events in your account, newest first' })).toBeNull();
  });

  it('a list that fails to load says so with Try again, which reads it again', async () => {
    server.use(activityErrorHandlers.activityFails, activityErrorHandlers.sessionsFails);
    open();
    expect(
      await screen.findByText('We were unable to load your account activity. Please try again.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('We were unable to load your signed-in sessions. Please try again.'),
    ).toBeInTheDocument();
    server.resetHandlers();
    server.use(...createActivityHandlers());
    const events = screen.getByRole('region', { name: 'Activity in the last 90 days' });
    await userEvent.click(within(events).getByRole('button', { name: 'Try again' }));
    expect(bodyRows(await eventsTable())).toHaveLength(5);
  });

  it('"Show older activity" adds the next page and puts focus on its first row', async () => {
    const older: ActivityEvent[] = [
      { ...activityFixture.events[3]!, id: '90', at: '2026-01-15T12:00:00.000Z' },
      { ...activityFixture.events[3]!, id: '89', kind: 'signout.self', at: '2026-01-15T11:00:00.000Z' },
    ];
    let asked: string | null = null;
    server.use(
      http.get(paths.accountActivity, ({ request }) => {
        asked = new URL(request.url).searchParams.get('before');
        return asked
          ? HttpResponse.json({ events: older, nextCursor: null })
          : HttpResponse.json({ ...activityFixture, nextCursor: '1767000000000.101' });
      }),
    );
    open();
    await eventsTable();
    const more = screen.getByRole('button', { name: 'Show older activity' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: /^Events/ }))).toHaveLength(7));
    expect(asked).toBe('1767000000000.101');
    const rows = bodyRows(screen.getByRole('table', { name: /^Events/ }));
    await waitFor(() => expect(rows[5]).toHaveFocus());
    expect(rows[5]).toHaveTextContent('Signed in');
    expect(rows[6]).toHaveTextContent('Signed out');
    expect(liveIn('Activity in the last 90 days')).toHaveTextContent('2 older events added.');
    expect(screen.queryByRole('button', { name: 'Show older activity' })).toBeNull();
  });
});

describe('/account-activity in Spanish', () => {
  beforeEach(() => showSpanish());
  afterEach(() => setLanguage('en'));

  it('says everything in Spanish, with dates in Spanish', async () => {
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Actividad de la cuenta' }),
    ).toBeInTheDocument();
    const sessions = await screen.findByRole('table', { name: 'Sesiones en las que su cuenta está abierta' });
    expect(within(sessions).getByText('Esta sesión')).toBeInTheDocument();
    const button = within(sessions).getByRole('button', { name: /^Cerrar sesión Safari on iOS/ });
    const events = await screen.findByRole('table', {
      name: 'Eventos de su cuenta, del más reciente al más antiguo',
    });
    expect(rowTexts(events)[0]?.slice(0, 3)).toEqual([
      'Abrió una copia en PDF de un formulario: Declaración de impuesto estimado individual, año tributario 2026; número de confirmación CT-2026-7KQ2-M9XD',
      new Intl.DateTimeFormat('es-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
        new Date('2026-03-02T15:04:00.000Z'),
      ),
      'Usted',
    ]);
    expect(rowTexts(events)[4]?.[2]).toBe('Alguien sin sesión iniciada');
    await userEvent.click(button);
    await waitFor(() =>
      expect(liveIn('Sesiones abiertas')).toHaveTextContent('Se cerró la sesión en Safari on iOS.'),
    );
  });
});
