import { DefaultLink } from '@citytax/ui';
import type { ComponentType } from 'react';
import { ShellFrame, ShellNavigationProvider, type ShellNavigation } from '../shell/ShellFrame';

/*
 * The first page (the Web Filing Agreement at `/` for a new visitor) without the router (ADR 0042):
 * its HTML comes prerendered, React hydrates it with this tree, and the router (react-router, the
 * route table, the guards) loads only when the visitor moves on. Its links are plain anchors (the
 * ui's DefaultLink), so a link followed before then loads the next page's own HTML.
 */

/** Whether the address is the first page's: the agreement for a visitor who has not agreed yet. */
export function isFirstPage(pathname: string, agreed: boolean, signedIn: boolean): boolean {
  // `/` sends a visitor who agreed on (agreementDoneGuard); a signed-in one sees the app's shell.
  return pathname === '/' && !agreed && !signedIn;
}

export interface FirstPageProps {
  /** The agreement page (its own chunk, loaded beside the language). */
  Page: ComponentType;
  /** Where the page's buttons lead: the router starts there. */
  navigate: ShellNavigation['navigate'];
}

/** The shell and the agreement, as the build prerenders them and the client hydrates them. */
export function FirstPage({ Page, navigate }: FirstPageProps) {
  return (
    <ShellNavigationProvider value={{ linkComponent: DefaultLink, navigate }}>
      <ShellFrame pathname="/" logout={null}>
        <Page />
      </ShellFrame>
    </ShellNavigationProvider>
  );
}
