import { createEndpoints } from '@citytax/api';
import { ContactUsForm, type ContactUsValues } from '@citytax/forms';
import { useToast } from '@citytax/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { accountEn } from '../../messages/account.en';
import { Page } from '../../shell/Page';
import { getApiClient } from '../../state/api';
import { useUser } from '../../state/session';
import { useFormVisitKey } from '../../state/formVisitKey';
import { FocusedAlert } from './FocusedAlert';

/** /contact-us: a question or comment to support (spec §2, §8). */
export function ContactUsPage() {
  const t = accountEn.contactUs;
  const toast = useToast();
  const user = useUser();
  const [sent, setSent] = useState(false);
  // One key per visit: a retry after a lost answer sends one message to support.
  const visitKey = useFormVisitKey();

  async function onSubmit(values: ContactUsValues) {
    try {
      await createEndpoints(await getApiClient()).contactSupport(values, visitKey.key());
      setSent(true);
    } catch {
      toast.show({ text: t.failed, kind: 'danger', delay: t.failedDelay });
    }
  }

  return (
    <Page title={t.title}>
      {sent ? (
        <>
          <FocusedAlert variant="success">{t.sent}</FocusedAlert>
          <p>
            {user ? <Link to="/dashboard">{t.backToDashboard}</Link> : <Link to="/">{t.backToStart}</Link>}
          </p>
        </>
      ) : (
        <ContactUsForm
          onSubmit={onSubmit}
          defaultValues={user ? { name: user.firstName, emailAddress: user.username } : undefined}
        />
      )}
    </Page>
  );
}
