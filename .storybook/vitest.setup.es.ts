import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview';

// The `storybook-es` test project: every story again, in Spanish (the toolbar's Español).
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations, { initialGlobals: { locale: 'es' } }]);
