/**
 * How an English message catalog finds its Spanish twin: `x.en.ts` → `x.es.ts`, `en.ts` → `es.ts`;
 * the export `filingsEn` → `filingsEs`, `en` → `es`, `paymentMessages` → `paymentMessagesEs`.
 * Used by the portal's Spanish bundle and by the parity test, so both pair the same way.
 */
export const spanishPathOf = (path: string) =>
  path.replace(/(^|\/)en\.ts$/, '$1es.ts').replace(/\.en\.ts$/, '.es.ts');

export const spanishNameOf = (name: string) =>
  name === 'en' ? 'es' : /En$/.test(name) ? name.replace(/En$/, 'Es') : `${name}Es`;

export interface CatalogPair {
  path: string;
  name: string;
  en: Record<string, unknown>;
  /** Undefined when the Spanish file or export is missing (the parity test reports it). */
  es: Record<string, unknown> | undefined;
}

type Modules = Record<string, Record<string, unknown>>;

/** Every exported object of every English catalog file (functions are the files' helpers), with its twin. */
export function pairCatalogs(english: Modules, spanish: Modules): CatalogPair[] {
  return Object.entries(english).flatMap(([path, module]) =>
    Object.entries(module)
      .filter(([, value]) => value !== null && typeof value === 'object')
      .map(([name, value]) => ({
        path,
        name,
        en: value as Record<string, unknown>,
        es: spanish[spanishPathOf(path)]?.[spanishNameOf(name)] as Record<string, unknown> | undefined,
      })),
  );
}
