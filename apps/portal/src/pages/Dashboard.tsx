import { DisplayMode, TaxpayerDataPanel, Tile } from '@citytax/ui';
import { lazy, Suspense } from 'react';
import { businessEn } from '../messages/business.en';
import { dashboardEn } from '../messages/dashboard.en';
import { filingsEn } from '../messages/filings.en';
import { dashboardTiles } from './dashboardTiles';
import { Page } from '../shell/Page';
import { RouterLink } from '../shell/RouterLink';
import { useTaxpayerPanel } from '../taxForm/useTaxpayerPanel';
import { useFeatures } from '../state/features';
import { useUser } from '../state/session';
import { NeedsAttentionLoading } from './filings/NeedsAttentionLoading';
import filingStyles from './filings/filings.module.css';
import styles from './pages.module.css';

// Its own chunk: the list code and the API's schemas load after the dashboard is drawn.
const NeedsAttention = lazy(() =>
  import('./filings/NeedsAttention').then((m) => ({ default: m.NeedsAttention })),
);

/**
 * /dashboard: what needs the taxpayer's attention (issue 15), the filing-as taxpayer's data and one
 * tile per screen the user may use (spec §2).
 */
export function DashboardPage() {
  const user = useUser();
  const flags = useFeatures();
  const tiles = dashboardTiles(user, flags);
  const panel = useTaxpayerPanel();
  const { taxpayerId, isBusiness } = panel;
  return (
    <Page title={dashboardEn.title}>
      {user ? <p>{dashboardEn.welcome(user.firstName)}</p> : null}
      {taxpayerId ? (
        <section aria-labelledby="needs-attention" className={filingStyles.attention}>
          <h2 id="needs-attention">{filingsEn.attention.heading}</h2>
          <Suspense fallback={<NeedsAttentionLoading />}>
            <NeedsAttention taxpayerId={taxpayerId} />
          </Suspense>
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
