// A module boundary for lazy loading: the dialog (Radix + DOMPurify) stays out of the first paint.
export { ModalAlert } from '@citytax/ui';
