import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    // Introduction, Getting started, Tokens: the pages for another department.
    './*.mdx',
    // Each component's docs page sits next to its stories.
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.tsx',
    '../apps/portal/src/**/*.stories.tsx',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  core: { disableTelemetry: true },
  staticDirs: ['./public'],
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      // See docs/adr/0003: the workspace condition is '@citytax/source', not 'source'.
      resolve: { conditions: ['@citytax/source', 'module', 'browser', 'development|production'] },
    });
  },
};

export default config;
