/** The revert feature's public API (issue 18): other features import it only from here. */
export { mayRevert, revertActionOf } from './mayRevert.js';
