import { SCROLL_OFFSET_PX } from '@citytax/api';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Link, Outlet, ScrollRestoration, useLocation, useNavigate, type Location } from 'react-router';
import { en } from '../messages/en';
import { RouterLink } from './RouterLink';
import { ShellFrame, ShellNavigationProvider, type ShellNavigation } from './ShellFrame';

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

const logoutState: InAppNavigationState = { fromApp: true };

/** The shell's links and navigation inside the app's router: react-router's. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const navigation = useMemo<ShellNavigation>(
    () => ({ linkComponent: RouterLink, navigate: (to) => void navigate(to) }),
    [navigate],
  );
  return <ShellNavigationProvider value={navigation}>{children}</ShellNavigationProvider>;
}

/** The shell of every page inside the app's router: the frame, the routed page, scroll restoration. */
export function Shell() {
  const { pathname } = useLocation();
  useAnchorScrolling();

  return (
    <RouterNavigation>
      <ShellFrame
        pathname={pathname}
        logout={
          <Link to="/auth/logout" state={logoutState}>
            {en.app.logout}
          </Link>
        }
      >
        <Outlet />
        <ScrollRestoration getKey={scrollKey} />
      </ShellFrame>
    </RouterNavigation>
  );
}
