import { Tile } from '@citytax/ui';
import { en } from '../messages/en';
import { dashboardTiles } from '../navigation';
import { Page } from '../shell/Page';
import { RouterLink } from '../shell/RouterLink';
import { useFeatures } from '../state/features';
import { useUser } from '../state/session';
import styles from './pages.module.css';

/** /dashboard: one tile per screen the user may use (spec §2). */
export function DashboardPage() {
  const user = useUser();
  const flags = useFeatures();
  const tiles = dashboardTiles(user, flags);
  return (
    <Page title={en.dashboard.title}>
      {user ? <p>{en.dashboard.welcome(user.firstName)}</p> : null}
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
