import { DisplayMode, TaxpayerDataPanel, Tile, useToast, type TaxpayerPanelData } from '@citytax/ui';
import { useEffect, useState } from 'react';
import { businessEn } from '../messages/business.en';
import { en } from '../messages/en';
import { dashboardTiles } from '../navigation';
import { Page } from '../shell/Page';
import { RouterLink } from '../shell/RouterLink';
import { useBusinesses } from '../state/businesses';
import { getEndpoints } from '../state/endpoints';
import { useFeatures } from '../state/features';
import { useUser } from '../state/session';
import styles from './pages.module.css';
import { toPanelData } from './taxpayerPanelData';

type PanelState =
  { status: 'loading' | 'error'; data?: undefined } | { status: 'loaded'; data: TaxpayerPanelData };

/** Taxpayer data of the filing-as identity, reloaded when that identity changes (spec §2, §4). */
function useTaxpayerData(taxpayerId: string | null, id: string | undefined): PanelState {
  const toast = useToast();
  const [state, setState] = useState<PanelState>({ status: 'loading' });
  useEffect(() => {
    if (!taxpayerId) return;
    let current = true;
    setState({ status: 'loading' });
    getEndpoints()
      .then((endpoints) => endpoints.taxpayerInfo(id))
      .then((info) => {
        if (current) setState({ status: 'loaded', data: toPanelData(info) });
      })
      .catch(() => {
        if (!current) return;
        setState({ status: 'error' });
        toast.show({ text: businessEn.taxpayerInfo.loadFailed, kind: 'danger' });
      });
    return () => {
      current = false;
    };
  }, [taxpayerId, id, toast]);
  return state;
}

/** /dashboard: the filing-as taxpayer's data and one tile per screen the user may use (spec §2). */
export function DashboardPage() {
  const user = useUser();
  const flags = useFeatures();
  const { filingAs } = useBusinesses();
  const tiles = dashboardTiles(user, flags);
  const isBusiness = Boolean(user?.isBusinessUser);
  // A business user files as the chosen business; everyone else as their own taxpayer.
  const id = isBusiness ? (filingAs ?? undefined) : undefined;
  const taxpayerId = (isBusiness ? filingAs : null) ?? user?.taxpayerId ?? null;
  const panel = useTaxpayerData(taxpayerId, id);
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
