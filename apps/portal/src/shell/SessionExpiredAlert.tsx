import { ModalAlert } from '@citytax/ui';
import { en } from '../messages/en';
import { sessionExpiredNotice } from '../state/session';

/** The alert of spec §4 session expiry; loaded only when a session expires. */
export function SessionExpiredAlert() {
  return (
    <ModalAlert
      open
      onOpenChange={(next) => sessionExpiredNotice.set(next)}
      title={en.sessionExpired.title}
      message={en.sessionExpired.message}
    />
  );
}
