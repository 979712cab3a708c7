import type { Preview } from '@storybook/react-vite';
import { handlers } from '@citytax/api/mocks';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { action } from 'storybook/actions';
import { setAnalyticsSink } from '../apps/portal/src/analytics';
import '@citytax/ui/tokens.css';
import '@citytax/ui/base.css';

// Portal analytics events (spec §7) show in the Actions panel instead of going to a server.
setAnalyticsSink(action('analytics'));

const preview: Preview = {
  loaders: [
    mswLoader(async () => {
      // The default handlers are initial handlers, so they survive the reset between stories.
      const worker = setupWorker(...handlers);
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
