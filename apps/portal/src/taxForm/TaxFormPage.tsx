import { TaxpayerDataPanel, type DisplayMode } from '@citytax/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { businessEn } from '../messages/business.en';
import { en } from '../messages/en';
import { formsEn } from '../messages/forms.en';
import { Page } from '../shell/Page';
import styles from './TaxFormPage.module.css';
import { useTaxpayerPanel } from './useTaxpayerPanel';
import { formatLongDate } from '../i18n/formats';

export interface TaxFormPageProps {
  title: string;
  /** The panel's display mode of spec §2 (0 exemption, 1 city tax form, 3 estimates and credits, 4 individual…). */
  displayMode: DisplayMode;
  children?: ReactNode;
}

/** Today, as of the last print: a page left open overnight prints the day it is printed. */
function usePrintDate(): Date {
  const [date, setDate] = useState(() => new Date());
  useEffect(() => {
    // Synchronously, so the copy being printed already shows it.
    const update = () => flushSync(() => setDate(new Date()));
    window.addEventListener('beforeprint', update);
    return () => window.removeEventListener('beforeprint', update);
  }, []);
  return date;
}

/**
 * A tax-form page: its h1, the filing-as taxpayer's data in the form's display mode, then the form.
 * Printed, it has the agency's letterhead with the date on top, and no live controls: buttons are
 * left off, and drop-downs print their choice as text (NativeSelect).
 */
export function TaxFormPage({ title, displayMode, children }: TaxFormPageProps) {
  const panel = useTaxpayerPanel();
  const printedOn = usePrintDate();
  return (
    <div className={styles.sheet}>
      {/* Paper only (hidden on screen, where the top bar says the same). */}
      <div className={styles.letterhead}>
        <p className={styles.agency}>{en.app.owner}</p>
        <p>{en.app.title}</p>
        <p>{formsEn.printView.printedOn(formatLongDate(printedOn))}</p>
      </div>
      <Page title={title}>
        <div className={styles.panel}>
          <TaxpayerDataPanel
            mode={displayMode}
            data={panel.data}
            status={panel.status}
            errorMessage={businessEn.taxpayerInfo.loadFailed}
          />
        </div>
        <div className={styles.form}>{children}</div>
      </Page>
    </div>
  );
}
