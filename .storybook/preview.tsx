import type { Preview } from '@storybook/react-vite';
import { handlers } from '@citytax/api/mocks';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { action } from 'storybook/actions';
import { setAnalyticsSink } from '../apps/portal/src/analytics';
import '@citytax/ui/tokens.css';
import '@citytax/ui/base.css';
import { withDocsTrigger } from './docsTrigger';
import { withLanguage } from './language';

/** The viewports of the toolbar; `phone` is the 375 px width the screenshot tests also use. */
const VIEWPORTS = {
  phone: { name: 'Phone (375 × 667)', styles: { width: '375px', height: '667px' }, type: 'mobile' },
  desktop: { name: 'Desktop (1280 × 800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

// Portal analytics events (spec §7) show in the Actions panel instead of going to a server.
setAnalyticsSink(action('analytics'));

const preview: Preview = {
  // Dialog stories render closed behind a button on docs pages (`parameters.docsTrigger`). The
  // language comes last, so it is outermost: the story and its docs trigger render in it.
  decorators: [withDocsTrigger, withLanguage],
  // The toolbar's language switch: every story in English or in Spanish.
  globalTypes: {
    locale: {
      description: 'The language of the stories',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'en' },
          { value: 'es', title: 'Español', right: 'es' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  loaders: [
    mswLoader(async () => {
      // The default handlers are initial handlers, so they survive the reset between stories.
      const worker = setupWorker(...handlers);
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
  parameters: {
    a11y: {
      test: 'error',
      // WCAG 2.0–2.2 A and AA, as the end-to-end tests scan (issue 18). By tag, axe also runs the rules
      // it leaves off by default, such as target-size (2.5.8); best-practice keeps the checks the
      // default run had.
      options: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
      },
    },
    // A phone for the stories whose layout changes with the width (`globals: { viewport: { value:
    // 'phone' } }`); the story tests then run at this size too.
    viewport: { options: VIEWPORTS },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      storySort: { order: ['Introduction', 'Getting started', 'Tokens', 'UI', 'Forms', 'Portal'] },
    },
  },
};

export default preview;
