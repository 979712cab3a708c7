export { handlers, errorHandlers } from './handlers';
export { fixtures } from './fixtures';
