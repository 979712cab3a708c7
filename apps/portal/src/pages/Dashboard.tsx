import { DisplayMode, TaxpayerDataPanel, Tile } from '@citytax/ui';
import { businessEn } from '../messages/business.en';
import { en } from '../messages/en';
import { dashboardTiles } from './dashboardTiles';
import { Page } from '../shell/Page';
import { RouterLink } from '../shell/RouterLink';
import { useTaxpayerPanel } from '../taxForm/useTaxpayerPanel';
import { useFeatures } from '../state/features';
import { useUser } from '../state/session';
import styles from './pages.module.css';

/** /dashboard: the filing-as taxpayer's data and one tile per screen the user may use (spec §2). */
export function DashboardPage() {
  const user = useUser();
  const flags = useFeatures();
  const tiles = dashboardTiles(user, flags);
  const panel = useTaxpayerPanel();
  const { taxpayerId, isBusiness } = panel;
  return (
    <Page title={en.dashboard.title}>
      {user ? <p>{en.dashboard.welcome(user.firstName)}</p> : null}
      {taxpayerId ? (
        <TaxpayerDataPanel
          mode={isBusiness ? DisplayMode.Business : DisplayMode.Individual}
          data={panel.data}
          status={panel.status}
          errorMessage={businessEn.taxpayerInfo.loadFailed}
        />
      ) : null}
      <ul className={styles.tiles} aria-label={en.dashboard.tilesLabel}>
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
