/** The srp feature's public API: other features import it only from here. */
export { SrpPanel } from './SrpPanel.js';
