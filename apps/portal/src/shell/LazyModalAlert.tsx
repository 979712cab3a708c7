import type { ModalAlertProps } from '@citytax/ui';
import { Suspense, lazy } from 'react';

const ModalAlert = lazy(() => import('./modalAlertModule').then((m) => ({ default: m.ModalAlert })));

/** ModalAlert, loaded on first use; render it only while open. */
export function LazyModalAlert(props: ModalAlertProps) {
  return (
    <Suspense fallback={null}>
      <ModalAlert {...props} />
    </Suspense>
  );
}
