import { TaxpayerDataPanel, type DisplayMode } from '@citytax/ui';
import type { ReactNode } from 'react';
import { businessEn } from '../messages/business.en';
import { Page } from '../shell/Page';
import styles from './TaxFormPage.module.css';
import { useTaxpayerPanel } from './useTaxpayerPanel';

export interface TaxFormPageProps {
  title: string;
  /** The panel's display mode of spec §2 (0 exemption, 1 city tax form, 3 estimates and credits, 4 individual…). */
  displayMode: DisplayMode;
  children?: ReactNode;
}

/** A tax-form page: its h1, the filing-as taxpayer's data in the form's display mode, then the form. */
export function TaxFormPage({ title, displayMode, children }: TaxFormPageProps) {
  const panel = useTaxpayerPanel();
  return (
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
  );
}
