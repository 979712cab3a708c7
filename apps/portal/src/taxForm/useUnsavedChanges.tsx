import { useEffect, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { formsEn } from '../messages/forms.en';
import { LazyConfirmDialog } from '../shell/lazyDialog';

const t = formsEn.unsavedChanges;

/**
 * Leaving a form with unsaved changes asks first (spec §4, §5): in-app navigation is held
 * by the router's blocker and answered in a confirm dialog (Cancel stays, OK leaves);
 * closing or reloading the tab gets the browser's own prompt. Render the returned element.
 * `leaving` is read when a navigation starts: a page that navigates on purpose right after its
 * changes were stored (to payment) sets it first, and the blocker lets that navigation through
 * without waiting for a render that makes the page clean.
 */
export function useUnsavedChanges(dirty: boolean, leaving?: { readonly current: boolean }): ReactNode {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !leaving?.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = t.message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  // A blocked navigation that became clean in the meantime (saved) may go on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  return (
    <LazyConfirmDialog
      open={blocker.state === 'blocked'}
      // Closing is answered by onCancel (Cancel, Esc) or onConfirm (OK); the blocker's state is the truth.
      onOpenChange={() => {}}
      title={t.title}
      message={t.message}
      confirmLabel={t.confirm}
      cancelLabel={t.cancel}
      confirmVariant="danger"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
