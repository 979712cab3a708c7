import { Feature, SCROLL_OFFSET_PX } from '@citytax/api';
import { Banner, Footer, SideNav, SkipLink, ToastProvider, TopBar } from '@citytax/ui';
import { Suspense, lazy, useEffect, useState } from 'react';
import { Link, Outlet, ScrollRestoration, useLocation, type Location } from 'react-router';
import { track } from '../analytics';
import { en } from '../messages/en';
import { navEntries } from '../navigation';
import { useFeatures } from '../state/features';
import { useSessionExpiredNotice, useUser } from '../state/session';
import { hasInactivityNotice } from './inactivity/notice';
import { LanguageSwitch } from './LanguageSwitch';
import { RouterLink } from './RouterLink';
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

/**
 * Every page opened by its address has the router key 'default'. Keyed by path instead, such a page
 * opens at the top and not where the last one opened by address was left: on a phone, 460 px down
 * the agreement, which hid the page's heading.
 */
const scrollKey = (location: Location) => (location.key === 'default' ? location.pathname : location.key);

/** Router state that marks a navigation as started inside the page (the logout link). */
export interface InAppNavigationState {
  fromApp: true;
}

function useAnchorScrolling() {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    const top = target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
    window.scrollTo({ top, behavior: 'auto' });
  }, [hash, pathname]);
}

/** The layout of every page: skip link, official banner, top bar, left menu, main, footer. */
export function Shell() {
  const user = useUser();
  const flags = useFeatures();
  const { pathname } = useLocation();
  const expired = useSessionExpiredNotice();
  useAnchorScrolling();
  // Mounted from the first sign-in on, so it can still say why the user was logged out.
  const [inactivityMounted, setInactivityMounted] = useState(hasInactivityNotice);
  if (user && !inactivityMounted) setInactivityMounted(true);

  // The linked businesses load with the "Filing as" control, lazily (first-page budget).
  const einManagement = Boolean(user?.isBusinessUser && flags[Feature.EinManagement]);

  useEffect(() => {
    track('page_view', { path: pathname });
  }, [pathname]);

  const items = user && pathname !== '/faq' ? navEntries(user, flags) : [];
  const logoutState: InAppNavigationState = { fromApp: true };

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
              {user ? (
                <Link to="/auth/logout" state={logoutState}>
                  {en.app.logout}
                </Link>
              ) : null}
            </div>
          }
        />
        <div className={styles.layout}>
          {items.length > 0 ? (
            <SideNav
              className={styles.nav}
              aria-label={en.app.mainMenu}
              items={items}
              menuLabel={en.app.menu}
              currentHref={pathname}
              linkComponent={RouterLink}
            />
          ) : null}
          <main id="main" tabIndex={-1} className={styles.main}>
            <Outlet />
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
          linkComponent={RouterLink}
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
        <ScrollRestoration getKey={scrollKey} />
      </div>
    </ToastProvider>
  );
}
