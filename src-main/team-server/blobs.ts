import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, fsyncSync, mkdirSync, openSync, closeSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { TeamServerError } from './errors';

/**
 * Photos by content: `<dataDir>/blobs/ab/<sha256>`. A blob is written to a temp file while its
 * hash is taken, checked against its name, then renamed into place, so a reader never sees half
 * a photo and a kill mid-upload leaves only a temp file (cleared at a later start). Several servers may
 * share the folder (PostgreSQL + Redis setups): names are content, renames atomic.
 */
export interface BlobStore {
  /** Stores the body under `sha256`; `created` is false when the blob was already there. */
  put(sha256: string, body: IncomingMessage, maxBytes: number): Promise<{ size: number; created: boolean }>;
  /** The blob's size and a stream of it, or `blob_not_found`. */
  open(sha256: string): { size: number; stream: () => Readable };
}

/** An upload's temp file older than this is one a killed server left behind. */
const STALE_UPLOAD_MS = 60 * 60 * 1000;

export function openBlobStore(dataDir: string): BlobStore {
  const root = join(dataDir, 'blobs');
  const tmp = join(root, 'tmp');
  mkdirSync(tmp, { recursive: true });
  // Temp files of uploads cut off by a kill. Only old ones: servers sharing this folder may be uploading now.
  for (const f of readdirSync(tmp)) {
    const file = join(tmp, f);
    if (Date.now() - statSync(file).mtimeMs > STALE_UPLOAD_MS) rmSync(file, { force: true });
  }
  const pathOf = (sha: string): string => join(root, sha.slice(0, 2), sha);

  return {
    async put(sha256, body, maxBytes) {
      const temp = join(tmp, randomUUID());
      const hash = createHash('sha256');
      let size = 0;
      try {
        await new Promise<void>((resolve, reject) => {
          const out = createWriteStream(temp);
          const fail = (err: Error): void => {
            body.unpipe(out);
            out.destroy();
            reject(err);
          };
          body.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxBytes) fail(new TeamServerError('blob_too_large', `A photo may be at most ${maxBytes} bytes.`, { details: { maxBytes } }));
            else hash.update(chunk);
          });
          body.on('error', fail);
          body.on('aborted', () => fail(new TeamServerError('invalid_request', 'The upload was cut off.')));
          out.on('error', fail);
          out.on('finish', () => resolve());
          body.pipe(out);
        });
        const got = hash.digest('hex');
        if (got !== sha256) throw new TeamServerError('blob_hash_mismatch', 'The bytes sent do not hash to the name they were sent under; nothing was stored.', { details: { expected: sha256, got } });
        const final = pathOf(sha256);
        if (existsSync(final)) return { size, created: false };
        const fd = openSync(temp, 'r');
        try {
          fsyncSync(fd);
        } finally {
          closeSync(fd);
        }
        mkdirSync(join(root, sha256.slice(0, 2)), { recursive: true });
        renameSync(temp, final);
        return { size, created: true };
      } finally {
        rmSync(temp, { force: true });
      }
    },
    open(sha256) {
      const file = pathOf(sha256);
      let size: number;
      try {
        size = statSync(file).size;
      } catch {
        throw new TeamServerError('blob_not_found', 'This server has no photo of that hash.');
      }
      return { size, stream: () => createReadStream(file) };
    },
  };
}
