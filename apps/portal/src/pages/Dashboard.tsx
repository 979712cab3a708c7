import { DisplayMode, TaxpayerDataPanel, Tile } from '@citytax/ui';
import { useEffect, useRef } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { businessEn } from '../messages/business.en';
import { dashboardEn } from '../messages/dashboard.en';
import { filingsEn } from '../messages/filings.en';
import { dashboardTiles } from './dashboardTiles';
import { Page } from '../shell/Page';
import { RouterLink } from '../shell/RouterLink';
import { useTaxpayerPanel } from '../taxForm/useTaxpayerPanel';
import { useFeatures } from '../state/features';
import { useUser } from '../state/session';
import { useBusinesses } from '../state/businesses';
import type { attentionLoader } from './filings/attentionLoader';
import filingStyles from './filings/filings.module.css';
import { NeedsAttention } from './filings/NeedsAttention';
import styles from './pages.module.css';

/**
 * /dashboard: what needs the taxpayer's attention, the filing-as taxpayer's data and one
 * tile per screen the user may use. The route's loader (`attentionLoader`, with the API
 * client in its own chunks) reads the forms for "Needs your attention"; a change of the filing-as
 * business reads them again.
 */
export function DashboardPage() {
  const user = useUser();
  const flags = useFeatures();
  const tiles = dashboardTiles(user, flags);
  const panel = useTaxpayerPanel();
  const { taxpayerId, isBusiness } = panel;
  const { attention } = useLoaderData<typeof attentionLoader>() ?? { attention: null };

  // The section is the filing-as business's: read it again when that changes.
  const { revalidate } = useRevalidator();
  const { filingAs } = useBusinesses();
  const readFor = useRef(filingAs);
  useEffect(() => {
    if (readFor.current === filingAs) return;
    readFor.current = filingAs;
    void revalidate();
  }, [filingAs, revalidate]);

  return (
    <Page title={dashboardEn.title}>
      {user ? <p>{dashboardEn.welcome(user.firstName)}</p> : null}
      {taxpayerId && attention ? (
        <section aria-labelledby="needs-attention" className={filingStyles.attention}>
          <h2 id="needs-attention">{filingsEn.attention.heading}</h2>
          <NeedsAttention load={attention} />
        </section>
      ) : null}
      {taxpayerId ? (
        <TaxpayerDataPanel
          mode={isBusiness ? DisplayMode.Business : DisplayMode.Individual}
          data={panel.data}
          status={panel.status}
          errorMessage={businessEn.taxpayerInfo.loadFailed}
        />
      ) : null}
      <ul className={styles.tiles} aria-label={dashboardEn.tilesLabel}>
        {tiles.map((tile) => (
          <li key={tile.href}>
            <Tile
              title={tile.label}
              description={tile.description}
              href={tile.href}
              linkComponent={RouterLink}
            />
          </li>
        ))}
      </ul>
    </Page>
  );
}
