import { TaxpayerType, type TaxpayerInfo } from '@citytax/api';
import type { TaxpayerPanelData } from '@citytax/ui';

/** Maps the API's taxpayer data onto the panel's props (taxpayerFederalId, streetNumber, jointFiler). */
export function toPanelData(info: TaxpayerInfo): TaxpayerPanelData {
  return {
    taxpayer: {
      name1: info.taxpayer.name1,
      name2: info.taxpayer.name2,
      middleInitial: info.taxpayer.middleInitial,
      federalId: info.taxpayer.taxpayerFederalId,
      businessPhoneNumber: info.taxpayer.businessPhoneNumber,
    },
    jointFiler: info.jointFiler
      ? {
          name1: info.jointFiler.name1,
          name2: info.jointFiler.name2,
          middleInitial: info.jointFiler.middleInitial,
          federalId: info.jointFiler.taxpayerFederalId,
        }
      : null,
    address: {
      street: info.address.streetNumber,
      city: info.address.city,
      state: info.address.state,
      zip: info.address.zip,
    },
    isBusiness: info.taxpayerType === TaxpayerType.Business,
  };
}
