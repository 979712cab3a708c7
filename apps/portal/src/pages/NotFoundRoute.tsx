// Screens that later issues build render Page Not Found until then.
export { NotFoundPage as Component } from './NotFound';
