/**
 * Request bodies as they arrive: read within a limit (a 413 past it, whatever Content-Length
 * said), and a large upload spooled before its work starts.
 *
 * Why spool: a bulk preview plans its rows inside one transaction, and on PGlite a transaction
 * holds the whole store. Planning while a slow client is still sending would let one upload stop
 * every other request for as long as it likes; so the body is read to its end first — in memory up
 * to SPOOL_MEMORY_BYTES, past that into a temporary file unlinked as soon as it is open (nothing is
 * left behind even if the process is killed) — and the rows are then read from there at disk speed.
 * The process never holds the body of a large upload: its RSS stays that of the rows being planned.
 */
import { randomUUID } from 'node:crypto';
import { type FileHandle, open, unlink } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RequestCancelled } from '../store/requestScope.js';
import { tooLarge } from './input.js';

/** The body size a request may have, and what its 413 calls it. */
export interface BodyLimit {
  bytes: number;
  name: string;
}

/** An upload up to this size stays in memory; a larger one goes to a temporary file. */
export const SPOOL_MEMORY_BYTES = 8 * 1024 * 1024;

/** Bytes read from the spool file at a time. */
const READ_BYTES = 1024 * 1024;

/** The chunks of a request's body, to its end; a 413 once they pass `limit` (or Content-Length says they will). */
export async function* bodyChunks(req: IncomingMessage, limit: BodyLimit): AsyncGenerator<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit.bytes) throw tooLarge(limit.bytes, limit.name);
  let size = 0;
  try {
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > limit.bytes) throw tooLarge(limit.bytes, limit.name);
      yield chunk as Buffer;
    }
  } catch (error) {
    // The client went away mid-body: nobody to answer, and not the server's fault.
    if ((error as { code?: string }).code === 'ECONNRESET') throw new RequestCancelled();
    throw error;
  }
}

/** A whole body, read again as often as needed; `dispose` frees what holds it. */
export interface Upload {
  readonly bytes: number;
  chunks(): AsyncIterable<Buffer>;
  dispose(): Promise<void>;
}

/** Reads a request's body to its end, in memory or (past `memoryBytes`) in an unlinked temporary file. */
export async function spoolUpload(
  req: IncomingMessage,
  limit: BodyLimit,
  memoryBytes = SPOOL_MEMORY_BYTES,
): Promise<Upload> {
  const held: Buffer[] = [];
  let bytes = 0;
  let file: FileHandle | null = null;
  try {
    for await (const chunk of bodyChunks(req, limit)) {
      bytes += chunk.length;
      if (!file && bytes > memoryBytes) {
        const path = join(tmpdir(), `platform-upload-${randomUUID()}`);
        file = await open(path, 'w+', 0o600);
        await unlink(path);
        for (const part of held.splice(0)) await file.write(part);
      }
      if (file) await file.write(chunk);
      else held.push(chunk);
    }
  } catch (error) {
    await file?.close();
    throw error;
  }
  const spool = file;
  return {
    bytes,
    chunks: spool
      ? async function* () {
          for (let position = 0; position < bytes;) {
            const buffer = Buffer.allocUnsafe(Math.min(READ_BYTES, bytes - position));
            const { bytesRead } = await spool.read(buffer, 0, buffer.length, position);
            if (bytesRead === 0) throw new Error('The spooled upload ended early');
            position += bytesRead;
            yield buffer.subarray(0, bytesRead);
          }
        }
      : async function* () {
          yield* held;
        },
    dispose: async () => {
      held.length = 0;
      await spool?.close();
    },
  };
}
