import { ToastProvider } from '@citytax/ui';
import type { Decorator } from '@storybook/react-vite';

/** The Shell provides toasts in the app; a page story provides its own. */
export const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

export const loginRoute = { path: '/auth/login', element: <h1>Log in</h1> };
