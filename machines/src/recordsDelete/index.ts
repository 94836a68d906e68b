export { deletable, heldBackCount, recordsDeleteMachine } from './recordsDeleteMachine.js';
export type * from './types.js';
