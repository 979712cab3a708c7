/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** '1' starts MSW in the browser (dev only). */
  readonly VITE_MOCK?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
