import './zodConfig';
import '@citytax/ui/tokens.css';
import '@citytax/ui/base.css';
import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { installDefaultSink } from './analytics';
import { startLanguage } from './i18n/language';
import { afterFirstPaint } from './routing/afterFirstPaint';
import { createAppRouter } from './routing/router';
import { features } from './state/features';
import { session } from './state/session';

async function startMocking() {
  // Statically false in production builds, so MSW never reaches the bundle.
  if (import.meta.env.VITE_MOCK === '1') {
    const { startMockWorker } = await import('@citytax/api/mocks');
    await startMockWorker();
  }
}

async function main() {
  // Spanish catalogs are written in before anything renders (ADR 0040); English awaits nothing.
  await Promise.all([startMocking(), startLanguage()]);
  installDefaultSink();
  // Another tab signing in or out changes this tab's session too.
  window.addEventListener('storage', () => session.reload());
  // The router installs the session-expiry handler, so it exists before the first API call.
  const router = createAppRouter();
  // The flags load once the first page is drawn; a guard that needs them (anyone signed in, the
  // FAQ, EIN management) asks for them at once through features.ready().
  afterFirstPaint(router, () => features.start());
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root');
  createRoot(container).render(
    <StrictMode>
      {/* The library's texts follow the catalogs; its formats and date fields follow <html lang>. */}
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void main();
