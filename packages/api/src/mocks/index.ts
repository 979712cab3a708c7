export { handlers, errorHandlers } from './handlers';
export { fixtures } from './fixtures';
export { startMockWorker } from './browser';
export { registrationHandlers } from './registration';
export { accountHandlers } from './account';
