import { Feature } from '@citytax/api';
import { Banner, Footer, SideNav, SkipLink, ToastProvider, TopBar, type LinkComponent } from '@citytax/ui';
import { createContext, Suspense, lazy, useContext, useEffect, useState, type ReactNode } from 'react';
import { track } from '../analytics';
import { en } from '../messages/en';
import { navEntries } from '../navigation';
import { useFeatures } from '../state/features';
import { useSessionExpiredNotice, useUser } from '../state/session';
import { hasInactivityNotice } from './inactivity/notice';
import { LanguageSwitch } from './LanguageSwitch';
import styles from './Shell.module.css';

const SessionExpiredAlert = lazy(() =>
  import('./SessionExpiredAlert').then((m) => ({ default: m.SessionExpiredAlert })),
);

// Lazy: only signed-in users load the inactivity timeout and its dialog (first-page budget).
const InactivityManager = lazy(() =>
  import('./inactivity/InactivityManager').then((m) => ({ default: m.InactivityManager })),
);

// Lazy: react-aria's Select and the endpoints stay out of the first page.
const FilingAsSelect = lazy(() => import('./FilingAsSelect').then((m) => ({ default: m.FilingAsSelect })));

/** How a page of the shell links and moves on, whichever way the page was started. */
export interface ShellNavigation {
  /** react-router's link inside the app, a plain anchor on the first page (ADR 0042). */
  linkComponent: LinkComponent;
  navigate(to: string): void;
}

const ShellNavigationContext = createContext<ShellNavigation | null>(null);

/** Gives the pages inside it their links and navigation (`RouterNavigation` in the app). */
export const ShellNavigationProvider = ShellNavigationContext.Provider;

/** The links and navigation of the shell the page is in. */
export function useShellNavigation(): ShellNavigation {
  const navigation = useContext(ShellNavigationContext);
  if (!navigation) throw new Error('useShellNavigation needs a ShellNavigationProvider');
  return navigation;
}

/**
 * Marks the page as answering (hydrated or drawn): `<html data-app="ready">`, which tests and tools
 * wait for rather than click a prerendered button before its handler exists (ADR 0042).
 */
export function useAppReady(): void {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
}

export interface ShellFrameProps {
  /** The path of the page shown (menu highlight, page views, the FAQ's menu-less layout). */
  pathname: string;
  /** The top bar's log-out link, shown to a signed-in user. */
  logout: ReactNode;
  /** Shown where the menu goes instead of the signed-in user's menu (the server-sent shell's outline). */
  menu?: ReactNode;
  /** The page, in `<main>`. */
  children: ReactNode;
}

/**
 * The layout of every page: skip link, official banner, top bar, left menu, main, footer. It knows
 * nothing of the router, so the first page renders it before the router has loaded (ADR 0042);
 * `Shell` is this frame inside the app's router. Its links come from the nearest ShellNavigationProvider.
 */
export function ShellFrame({ pathname, logout, menu, children }: ShellFrameProps) {
  const user = useUser();
  const flags = useFeatures();
  const expired = useSessionExpiredNotice();
  // Mounted from the first sign-in on, so it can still say why the user was logged out.
  const [inactivityMounted, setInactivityMounted] = useState(hasInactivityNotice);
  if (user && !inactivityMounted) setInactivityMounted(true);

  // The linked businesses load with the "Filing as" control, lazily (first-page budget).
  const einManagement = Boolean(user?.isBusinessUser && flags[Feature.EinManagement]);

  useEffect(() => {
    track('page_view', { path: pathname });
  }, [pathname]);
  useAppReady();

  const items = user && pathname !== '/faq' ? navEntries(user, flags) : [];
  const { linkComponent } = useShellNavigation();

  return (
    // Every page may toast (spec §9: fixed top-right, above everything).
    <ToastProvider>
      <div className={styles.app}>
        <SkipLink href="#main">{en.app.skipLink}</SkipLink>
        <Banner owner={en.app.bannerOwner} />
        <TopBar
          logo={<span className={styles.logo} />}
          title={en.app.title}
          actions={
            <div className={styles.actions}>
              {einManagement ? (
                <Suspense fallback={null}>
                  <FilingAsSelect className={styles.filingAs} />
                </Suspense>
              ) : null}
              <LanguageSwitch />
              {user ? logout : null}
            </div>
          }
        />
        <div className={styles.layout}>
          {menu ??
            (items.length > 0 ? (
              <SideNav
                className={styles.nav}
                aria-label={en.app.mainMenu}
                items={items}
                menuLabel={en.app.menu}
                currentHref={pathname}
                linkComponent={linkComponent}
              />
            ) : null)}
          <main id="main" tabIndex={-1} className={styles.main}>
            {children}
          </main>
        </div>
        <Footer
          owner={en.app.owner}
          aboutHref="/landing"
          aboutLabel={en.app.about}
          faqHref={flags[Feature.PublicFaq] ? '/faq' : undefined}
          faqLabel={en.app.faq}
          newTabHint={en.app.newTabHint}
          contactHref="/contact-us"
          contactLabel={en.app.contactUs}
          linkComponent={linkComponent}
        />
        {expired ? (
          <Suspense fallback={null}>
            <SessionExpiredAlert />
          </Suspense>
        ) : null}
        {inactivityMounted ? (
          <Suspense fallback={null}>
            <InactivityManager />
          </Suspense>
        ) : null}
      </div>
    </ToastProvider>
  );
}
