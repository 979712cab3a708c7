// A module boundary for lazy loading: the dialog (Radix Dialog) stays out of the first paint.
export { ModalAlert } from '@citytax/ui';
