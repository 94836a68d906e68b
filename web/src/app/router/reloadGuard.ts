/** The browser's reload guard actor (§4): sessionStorage keeps the last reload across page loads. */
import { createActor } from 'xstate';
import { reloadGuardMachine } from '@console/machines';
import type { ReloadStore } from '@console/machines';
import { inspect } from '../../kit/inspect/appInspector.js';

const KEY = 'console.chunkReloadAt';
const store: ReloadStore = {
  read: () => {
    const value = Number(sessionStorage.getItem(KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  },
  write: (at) => sessionStorage.setItem(KEY, String(at)),
};

/** The app's one reload-guard actor. */
export const reloadGuard = createActor(
  reloadGuardMachine.provide({ actions: { reload: () => window.location.reload() } }),
  {
    input: { now: () => Date.now(), store },
    inspect,
  },
).start();

/** Tells the guard a chunk failed to load; it reloads the page unless it already did within the window. */
export function reportChunkFailure(error: unknown): void {
  reloadGuard.send({ type: 'chunk.failed', error: error instanceof Error ? error.message : String(error) });
}
