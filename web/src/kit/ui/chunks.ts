/**
 * Code loaded on demand (issue 17: what a screen opens later is not part of its first view). A
 * chunk that cannot be fetched — the console unreachable for a moment — is one error of its own,
 * so that the user is told that, and only that, in §8's words; any other failure goes on as it is.
 */
import { MESSAGES } from '@console/schema';
import { showFailure } from './toaster.js';

/** The chunk's load failed. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** `load()` (a dynamic import), its failure marked as a chunk that could not be fetched. */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((cause: unknown) => {
    throw new ChunkLoadError(String(cause), { cause });
  });
}

/** For an action that loads code on demand: says so when the code could not be fetched, else rethrows. */
export function tellChunkFailure(error: unknown): void {
  if (!(error instanceof ChunkLoadError)) throw error;
  showFailure(MESSAGES.noConnection);
}
