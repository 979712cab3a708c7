import { ToastProvider } from '@citytax/ui';
import type { Decorator } from '@storybook/react-vite';
import { loginEn } from '../../messages/login.en';

/** The Shell provides toasts in the app; a page story provides its own. */
export const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

/** Where the pages' Log in links lead: the login page's heading, read in the story's language. */
const LoginStub = () => <h1>{loginEn.title}</h1>;

export const loginRoute = { path: '/auth/login', Component: LoginStub };
