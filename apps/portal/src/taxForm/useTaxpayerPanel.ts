import { useToast, type TaxpayerPanelData } from '@citytax/ui';
import { useEffect, useState } from 'react';
import { businessEn } from '../messages/business.en';
import { toPanelData } from '../pages/taxpayerPanelData';
import { useBusinesses } from '../state/businesses';
import { filingIdentity } from '../state/filingAs';
import { getEndpoints } from '../state/endpoints';
import { useUser } from '../state/session';

export type PanelState =
  { status: 'loading' | 'error'; data?: undefined } | { status: 'loaded'; data: TaxpayerPanelData };

/**
 * Taxpayer data of the filing-as identity (spec §2, §4): a business user files as the
 * chosen business, everyone else as their own taxpayer. Reloads when that identity changes;
 * a failure shows the spec's toast.
 */
export function useTaxpayerPanel(): PanelState & { taxpayerId: string | null; isBusiness: boolean } {
  const user = useUser();
  const { filingAs } = useBusinesses();
  const toast = useToast();
  const { id, taxpayerId, isBusiness } = filingIdentity(user, filingAs);
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
  return { ...state, taxpayerId, isBusiness };
}
