export { handlers, errorHandlers } from './handlers';
export { fixtures } from './fixtures';
export { startMockWorker } from './browser';
