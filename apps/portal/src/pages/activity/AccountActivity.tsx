import { ApiError, createEndpoints, type ActivityEvent, type OpenSession } from '@citytax/api';
import { Button, Spinner, Table, Tag } from '@citytax/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { activityEn } from '../../messages/activity.en';
import { Page } from '../../shell/Page';
import { getApiClient } from '../../state/api';
import { LoadFailed } from '../../taxForm/LoadFailed';
import { actorOf, describeEvent, formatDateTime } from './activityWords';
import styles from './activity.module.css';

const t = activityEn;

const api = async () => createEndpoints(await getApiClient());

/** A 401/403 is the session's end, which the client's expiry handling already shows. */
const isSessionEnd = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

type Load<T> = { status: 'loading' } | { status: 'error' } | ({ status: 'ready' } & T);

/** A result said in the section's live region; `tone` only colours it. */
interface Said {
  text: string;
  tone: 'success' | 'error';
}

/** The live region of a section: always in the page, so what is put in it is announced. */
function LiveMessage({ said }: { said: Said | null }) {
  return (
    <p role="status" className={styles.message} data-tone={said?.tone}>
      {said?.text}
    </p>
  );
}

/**
 * The sessions still open, the current one marked, each other one with a Sign out button. Signing
 * one out removes its row, says so in the live region and moves focus to the next session's button
 * (or the previous one's, or the heading when none is left), so focus is never lost.
 */
function SessionsSection({ timeZone }: { timeZone?: string }) {
  const id = useId();
  const headingId = `${id}-heading`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [load, setLoad] = useState<Load<{ sessions: OpenSession[] }>>({ status: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [said, setSaid] = useState<Said | null>(null);
  const [focusNext, setFocusNext] = useState<string | null>(null);

  const read = useCallback(async () => {
    setLoad({ status: 'loading' });
    try {
      const { sessions } = await (await api()).accountSessions();
      setLoad({ status: 'ready', sessions });
    } catch (error) {
      if (!isSessionEnd(error)) setLoad({ status: 'error' });
    }
  }, []);
  useEffect(() => void read(), [read]);

  // After the row is gone: focus where the user can go on from.
  useEffect(() => {
    if (focusNext === null) return;
    (buttons.current.get(focusNext) ?? headingRef.current)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const deviceOf = (s: OpenSession) => s.device ?? t.sessions.unknownDevice;

  async function signOut(session: OpenSession) {
    if (load.status !== 'ready') return;
    setBusy(session.id);
    setSaid(null);
    const others = load.sessions.filter((s) => !s.current);
    const at = others.findIndex((s) => s.id === session.id);
    const next = others[at + 1] ?? others[at - 1];
    let ended: string;
    try {
      await (await api()).signOutSession(session.id);
      ended = t.sessions.signedOut(deviceOf(session));
    } catch (error) {
      if (isSessionEnd(error)) return;
      if (!(error instanceof ApiError && error.status === 404)) {
        setBusy(null);
        setSaid({ text: t.sessions.signOutFailed, tone: 'error' });
        return;
      }
      // Not open any more (it expired or was ended elsewhere): it leaves the list all the same.
      ended = t.sessions.alreadyEnded(deviceOf(session));
    }
    setBusy(null);
    buttons.current.delete(session.id);
    setLoad({ status: 'ready', sessions: load.sessions.filter((s) => s.id !== session.id) });
    setSaid({ text: ended, tone: 'success' });
    setFocusNext(next?.id ?? '');
  }

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t.sessions.heading}
      </h2>
      <LiveMessage said={said} />
      {load.status === 'loading' ? (
        <Spinner label={t.sessions.loading} showLabel className={styles.loading} />
      ) : load.status === 'error' ? (
        <LoadFailed message={t.sessions.loadFailed} retryLabel={t.retry} onRetry={() => void read()} />
      ) : (
        <>
          {load.sessions.every((s) => s.current) ? <p>{t.sessions.onlyThis}</p> : null}
          <Table
            caption={t.sessions.caption}
            captionVisuallyHidden
            stackBelow="36rem"
            stackedValues="lines"
            frameClassName={styles.frame}
            columns={[
              { header: t.sessions.device, label: false },
              { header: t.sessions.address },
              { header: t.sessions.started },
              { header: t.sessions.lastActive },
              { header: <span className="ct-visually-hidden">{t.sessions.actions}</span>, label: false },
            ]}
            rows={load.sessions.map((session) => {
              const started = formatDateTime(session.createdAt, timeZone);
              return {
                key: session.id,
                cells: [
                  <span key="device" className={styles.rowTitle}>
                    {deviceOf(session)}
                  </span>,
                  session.address ?? t.sessions.unknownAddress,
                  <time key="started" dateTime={session.createdAt}>
                    {started}
                  </time>,
                  <time key="seen" dateTime={session.lastSeenAt}>
                    {formatDateTime(session.lastSeenAt, timeZone)}
                  </time>,
                  session.current ? (
                    <Tag key="current" variant="info">
                      {t.sessions.thisSession}
                    </Tag>
                  ) : (
                    <Button
                      key="signout"
                      variant="secondary"
                      ref={(node) => {
                        if (node) buttons.current.set(session.id, node);
                      }}
                      isLoading={busy === session.id}
                      loadingLabel={t.sessions.signingOut}
                      onClick={() => {
                        if (busy === null) void signOut(session);
                      }}
                    >
                      {`${t.sessions.signOut} `}
                      <span className="ct-visually-hidden">
                        {t.sessions.signOutName(deviceOf(session), started)}
                      </span>
                    </Button>
                  ),
                ],
              };
            })}
          />
        </>
      )}
    </section>
  );
}

/** The events of the last 90 days, newest first, a page at a time ("Show older activity"). */
function EventsSection({ timeZone }: { timeZone?: string }) {
  const id = useId();
  const headingId = `${id}-heading`;
  const rowId = (event: ActivityEvent) => `${id}-event-${event.id}`;
  const [load, setLoad] = useState<Load<{ events: ActivityEvent[]; nextCursor: string | null }>>({
    status: 'loading',
  });
  const [more, setMore] = useState<'idle' | 'loading' | 'error'>('idle');
  const [said, setSaid] = useState<Said | null>(null);
  const [focusRow, setFocusRow] = useState<string | null>(null);
  const moreRef = useRef<HTMLButtonElement>(null);

  const read = useCallback(async () => {
    setLoad({ status: 'loading' });
    try {
      const page = await (await api()).accountActivity();
      setLoad({ status: 'ready', ...page });
    } catch (error) {
      if (!isSessionEnd(error)) setLoad({ status: 'error' });
    }
  }, []);
  useEffect(() => void read(), [read]);

  useEffect(() => {
    if (focusRow === null) return;
    (focusRow ? document.getElementById(focusRow) : moreRef.current)?.focus();
    setFocusRow(null);
  }, [focusRow]);

  async function showMore() {
    if (load.status !== 'ready' || !load.nextCursor || more === 'loading') return;
    setMore('loading');
    setSaid(null);
    try {
      const page = await (await api()).accountActivity(load.nextCursor);
      const known = new Set(load.events.map((e) => e.id));
      const added = page.events.filter((e) => !known.has(e.id) && describeEvent(e) !== undefined);
      setLoad({ status: 'ready', events: [...load.events, ...added], nextCursor: page.nextCursor });
      setMore('idle');
      setSaid({ text: t.events.added(added.length), tone: 'success' });
      // On the first new row; with none, on the button, or the heading when the button goes too.
      setFocusRow(added[0] ? rowId(added[0]) : page.nextCursor ? '' : headingId);
    } catch (error) {
      if (isSessionEnd(error)) return;
      setMore('error');
      setSaid({ text: t.events.moreFailed, tone: 'error' });
    }
  }

  const shown =
    load.status === 'ready'
      ? load.events.flatMap((event) => {
          const what = describeEvent(event);
          return what === undefined ? [] : [{ event, what }];
        })
      : [];

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} tabIndex={-1} className={styles.heading}>
        {t.events.heading}
      </h2>
      {load.status === 'loading' ? (
        <Spinner label={t.events.loading} showLabel className={styles.loading} />
      ) : load.status === 'error' ? (
        <LoadFailed message={t.events.loadFailed} retryLabel={t.retry} onRetry={() => void read()} />
      ) : shown.length === 0 ? (
        <p className={styles.empty}>{t.events.empty}</p>
      ) : (
        <Table
          caption={t.events.caption}
          captionVisuallyHidden
          stackBelow="36rem"
          stackedValues="lines"
          frameClassName={styles.frame}
          columns={[
            { header: t.events.what, label: false },
            { header: t.events.when },
            { header: t.events.who },
            { header: t.events.device },
            { header: t.events.address },
          ]}
          rows={shown.map(({ event, what }) => ({
            key: event.id,
            rowProps: { id: rowId(event), tabIndex: -1, className: styles.eventRow },
            cells: [
              <span key="what" className={styles.rowTitle}>
                {what}
              </span>,
              <time key="at" dateTime={event.at}>
                {formatDateTime(event.at, timeZone)}
              </time>,
              actorOf(event),
              event.device ?? t.sessions.unknownDevice,
              event.address ?? t.sessions.unknownAddress,
            ],
          }))}
        />
      )}
      <LiveMessage said={said} />
      {load.status === 'ready' && load.nextCursor ? (
        // Stays while the page loads (aria-disabled, not disabled), so focus stays on it.
        <div className={styles.more}>
          <Button
            ref={moreRef}
            variant="secondary"
            isLoading={more === 'loading'}
            loadingLabel={t.events.loadingMore}
            onClick={() => void showMore()}
          >
            {t.events.showMore}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

export interface AccountActivityPageProps {
  /** The zone of the times shown (stories and tests); the viewer's own when omitted. */
  timeZone?: string;
}

/**
 * /account-activity: the sessions where the account is signed in, each other
 * one with Sign out, and what was done in the account in the last 90 days.
 */
export function AccountActivityPage({ timeZone }: AccountActivityPageProps) {
  return (
    <Page title={t.title}>
      <p className={styles.intro}>{t.intro}</p>
      <SessionsSection timeZone={timeZone} />
      <EventsSection timeZone={timeZone} />
    </Page>
  );
}
