/** The session feature's public API: other features import it only from here. */
export { useSession } from './hooks/useSession.js';
