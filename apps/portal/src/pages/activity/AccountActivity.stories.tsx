import { paths, type ActivityEvent } from '@citytax/api';
import {
  activityErrorHandlers,
  activityFixture,
  createActivityHandlers,
  fixtures,
  handlers,
} from '@citytax/api/mocks';
import { ToastProvider } from '@citytax/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { activityEn } from '../../messages/activity.en';
import { signInForStory } from '../../storybook/session';
import { startingWith } from '../../storybook/text';
import { withRouter } from '../../storybook/withRouter';
import { AccountActivityPage } from './AccountActivity';

const t = activityEn;

/** The default handlers with fresh Account activity ones (ending a session lists it no more). */
const withActivity = (...overrides: HttpHandler[]): HttpHandler[] => [
  ...overrides,
  ...createActivityHandlers(),
  ...handlers,
];

const meta = {
  title: 'Portal/Pages/Account Activity',
  component: AccountActivityPage,
  args: { timeZone: 'America/New_York' },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
    withRouter({ path: '/account-activity' }),
  ],
  // Each story has its own handlers (createActivityHandlers): a session ended in one stays open in the others.
  beforeEach: () => signInForStory(fixtures.individualSignIn),
  tags: ['autodocs'],
} satisfies Meta<typeof AccountActivityPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const sessionsTable = (canvas: Canvas) => canvas.findByRole('table', { name: t.sessions.caption });
const eventsTable = (canvas: Canvas) => canvas.findByRole('table', { name: t.events.caption });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const sessionsStatus = (canvas: Canvas) =>
  within(canvas.getByRole('region', { name: t.sessions.heading })).getAllByRole('status')[0] as HTMLElement;

/** Both lists filled: this session and a phone; five events, newest first. */
export const Filled: Story = {
  parameters: { msw: { handlers: withActivity() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const sessions = await sessionsTable(canvas);
    await expect(within(sessions).getByText(t.sessions.thisSession)).toBeVisible();
    await expect(within(sessions).getAllByRole('button')).toHaveLength(1);
    const events = await eventsTable(canvas);
    await expect(bodyRows(events)).toHaveLength(activityFixture.events.length);
    await expect(within(events).getByText(t.actors.unknown)).toBeVisible();
  },
};

/** Keyboard: Tab from the heading to the phone's Sign out, Enter; said, and focus on the heading. */
export const SignOutSuccess: Story = {
  parameters: { msw: { handlers: withActivity() } },
  play: async ({ canvas }) => {
    const sessions = await sessionsTable(canvas);
    const heading = canvas.getByRole('heading', { level: 2, name: t.sessions.heading });
    heading.focus();
    await userEvent.tab();
    const button = within(sessions).getByRole('button', {
      name: startingWith(`${t.sessions.signOut} Safari on iOS`),
    });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(sessionsStatus(canvas)).toHaveTextContent(t.sessions.signedOut('Safari on iOS')),
    );
    await expect(within(sessions).queryAllByRole('button')).toHaveLength(0);
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText(t.sessions.onlyThis)).toBeVisible();
  },
};

/** The sign-out fails: said in the section, the row stays and so does focus on its button. */
export const SignOutFailure: Story = {
  parameters: { msw: { handlers: withActivity(activityErrorHandlers.signOutSessionFails) } },
  play: async ({ canvas }) => {
    const sessions = await sessionsTable(canvas);
    const button = within(sessions).getByRole('button', {
      name: startingWith(`${t.sessions.signOut} Safari on iOS`),
    });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sessionsStatus(canvas)).toHaveTextContent(t.sessions.signOutFailed));
    await expect(button).toHaveFocus();
    await expect(bodyRows(sessions)).toHaveLength(2);
  },
};

/** Only this session, and nothing done in 90 days. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: withActivity(activityErrorHandlers.activityEmpty, activityErrorHandlers.sessionsOnlyCurrent),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.sessions.onlyThis)).toBeVisible();
    await expect(await canvas.findByText(t.events.empty)).toBeVisible();
    await expect(canvas.queryByRole('table', { name: t.events.caption })).toBeNull();
  },
};

/** The activity never arrives: its spinner says what is loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: withActivity(activityErrorHandlers.activityPending) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.events.loading)).toBeVisible();
  },
};

/** Both reads fail: each section says so with Try again, reachable by keyboard. */
export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: withActivity(activityErrorHandlers.activityFails, activityErrorHandlers.sessionsFails),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.events.loadFailed)).toBeVisible();
    await expect(await canvas.findByText(t.sessions.loadFailed)).toBeVisible();
    const retry = within(canvas.getByRole('region', { name: t.sessions.heading })).getByRole('button', {
      name: t.retry,
    });
    canvas.getByRole('heading', { level: 2, name: t.sessions.heading }).focus();
    await userEvent.tab();
    await expect(retry).toHaveFocus();
  },
};

const older: ActivityEvent[] = [
  { ...activityFixture.events[3]!, id: '90', at: '2026-01-15T12:00:00.000Z' },
  { ...activityFixture.events[3]!, id: '89', kind: 'signout.self', at: '2026-01-15T11:00:00.000Z' },
];

/** More than a page: Show older activity by keyboard adds the next page and focuses its first row. */
export const ShowOlder: Story = {
  parameters: {
    msw: {
      handlers: withActivity(
        http.get(paths.accountActivity, ({ request }) =>
          new URL(request.url).searchParams.get('before')
            ? HttpResponse.json({ events: older, nextCursor: null })
            : HttpResponse.json({ ...activityFixture, nextCursor: '1767000000000.101' }),
        ),
      ),
    },
  },
  play: async ({ canvas }) => {
    await eventsTable(canvas);
    const more = canvas.getByRole('button', { name: t.events.showMore });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(bodyRows(canvas.getByRole('table', { name: t.events.caption }))).toHaveLength(7),
    );
    const rows = bodyRows(canvas.getByRole('table', { name: t.events.caption }));
    await waitFor(() => expect(rows[5]).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: t.events.showMore })).toBeNull();
  },
};

/** A phone: both tables stack, each row's first cell its title. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { msw: { handlers: withActivity() } },
  play: Filled.play,
};
