import type { Translation } from '../translation';
import type { exemptionWords } from './exemption.en';

// Spanish words of the exemption certificate that the screens and the filed copies both print
// (same keys as exemption.en.ts; terms from docs/i18n/glossary-es.md).

/** The exemption certificate's reasons, in the words the filer chooses one by, in Spanish. */
export const exemptionWordsEs: Translation<typeof exemptionWords> = {
  /** LEGAL — for the city's review before release. */
  reasons: {
    retired: (taxYear: number) => `Estuve jubilado todo el año ${taxYear} y no tuve ingresos del trabajo.`,
    armedForces: (taxYear: number) =>
      `Estuve en servicio activo en las fuerzas armadas todo el año ${taxYear}.`,
    under18: (taxYear: number) =>
      `Tuve menos de la edad mínima para el impuesto municipal sobre el ingreso todo el año ${taxYear}.`,
    noEarnedIncome: (taxYear: number) =>
      `No tuve ingresos del trabajo en ${taxYear} (ni salarios, sueldo, propinas, comisiones ni ingresos de trabajo por cuenta propia).`,
    BusinessOrRentalSold: (taxYear: number) =>
      `Vendí mi negocio o propiedad de alquiler en ${taxYear} o antes.`,
  },
  soldDate: 'Fecha en que se vendió el negocio o la propiedad de alquiler',
};
