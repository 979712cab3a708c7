import { createElement, useState, type ComponentType } from 'react';
import { lazyModule, usePreloadAfterPaint } from './lazyModule';

type Dialogs = typeof import('./dialogs');
const dialogs = lazyModule(() => import('./dialogs'));

/**
 * A dialog that loads when it first opens, not with its page (ADR 0042): the dialogs and Radix
 * Dialog under them (about 15 KB gzip, eight files) stay off the page's first load. Its code is
 * fetched once the page has painted, so an open is not a round trip later; once opened it stays
 * mounted, so closing it and giving focus back are the dialog's own.
 */
function lazyDialog<P extends { open?: boolean }>(
  name: string,
  pick: (dialogs: Dialogs) => ComponentType<P>,
) {
  const Dialog = dialogs.part(name, pick);
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(Boolean(props.open));
    if (props.open && !opened) setOpened(true);
    usePreloadAfterPaint(dialogs);
    if (!opened) return null;
    return createElement(Dialog, props);
  }
  LazyDialog.displayName = `Lazy${name}`;
  return LazyDialog;
}

/** ConfirmDialog, loaded on first open. */
export const LazyConfirmDialog = lazyDialog('ConfirmDialog', (d) => d.ConfirmDialog);
/** ModalAlert, loaded on first open. */
export const LazyModalAlert = lazyDialog('ModalAlert', (d) => d.ModalAlert);
/** PrintReminderDialog, loaded on first open. */
export const LazyPrintReminderDialog = lazyDialog('PrintReminderDialog', (d) => d.PrintReminderDialog);
