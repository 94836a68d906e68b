/** The tasks feature's public API: other features import it only from here. */
export { formatShortTime, formatTime } from './format.js';
