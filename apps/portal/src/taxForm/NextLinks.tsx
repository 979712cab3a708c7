import type { TaxFormType } from '@citytax/api';
import { Link } from 'react-router';
import { confirmationEn } from '../messages/confirmation.en';
import { routesOf } from '../navigation';
import styles from './NextLinks.module.css';

const t = confirmationEn;

/**
 * Where to go once a form is paid or filed (the pay page, the confirmation): the taxpayer's
 * Filings and Payments, the estimates and credits for an estimate, the dashboard. Hidden in print.
 */
export function NextLinks({ taxFormType }: { taxFormType?: TaxFormType | undefined }) {
  const estimate = taxFormType === 'IndividualEstimate' || taxFormType === 'NetProfitEstimate';
  return (
    <nav aria-label={t.next} className={styles.next} data-print="hide">
      <ul>
        <li>
          <Link to={routesOf.filings}>{t.filings}</Link>
        </li>
        {estimate ? (
          <li>
            <Link to={routesOf.estimatesAndCredits}>{t.estimatesAndCredits}</Link>
          </li>
        ) : null}
        <li>
          <Link to={routesOf.dashboard}>{t.dashboard}</Link>
        </li>
      </ul>
    </nav>
  );
}
