/*
 * zod compiles object parsers with `new Function` when it may. The portal's CSP has no
 * 'unsafe-eval', so zod's probe for it is refused and Chromium reports a CSP violation on every
 * page (Lighthouse best practices). zod reads this global before its first schema is built and
 * then never probes. Set here, in the first module of the entry, without importing zod into the
 * first page: zod itself loads later with the lazy schemas chunk.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
