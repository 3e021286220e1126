import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { teamRows, type WritableDB } from '../library';
import { TeamError, teamError } from './errors';
import { teamRequest } from './http';
import { MAX_BLOB_BYTES, ROUTES, SHA256_PATTERN } from './protocol';

/**
 * Photo bytes between a laptop and its team server (issue 33 item 4). Drafts carry a photo's
 * metadata and sha256 (the binding); the bytes travel here: a teammate's photo not on this laptop
 * is fetched (GET ROUTES.blobs + sha256, hash checked, stored in the media cache, attached to every
 * photo waiting for it); a local photo's bytes are uploaded (PUT) once, by editors and up.
 */

export const sha256Hex = (b: Uint8Array): string => createHash('sha256').update(b).digest('hex');

/** Where fetched photos are kept: <media cache>/team/<ab>/<sha256>. */
export const blobPath = (mediaDir: string, sha256: string): string => join(mediaDir, 'team', sha256.slice(0, 2), sha256);

export interface BlobReport {
  fetched: number;
  uploaded: number;
  /** Photos that could not be moved this time (server away, not uploaded yet by their owner, damaged): the next sync tries again. */
  failed: Array<{ sha256: string; code: string }>;
}

/** GET one photo, check its hash (`blob_hash_mismatch`: nothing kept), write it atomically. */
export async function fetchBlob(baseUrl: string, token: string, sha256: string, mediaDir: string): Promise<string> {
  if (!SHA256_PATTERN.test(sha256)) throw teamError('invalid_request', undefined, { sha256 });
  const { body } = await teamRequest(baseUrl, token, `${ROUTES.blobs}${sha256}`);
  if (sha256Hex(body) !== sha256) throw teamError('blob_hash_mismatch', undefined, { sha256 });
  const file = blobPath(mediaDir, sha256);
  mkdirSync(join(file, '..'), { recursive: true });
  const tmp = `${file}.part-${process.pid}`;
  writeFileSync(tmp, body);
  renameSync(tmp, file);
  return file;
}

/** The workspace's file photos that are on this laptop, by sha256 (what teammates may lack). */
function localPhotos(db: WritableDB, workspaceId: string): Array<{ sha256: string; path: string }> {
  // Read-only, one statement: the team area's own question of draft_photos (the library's rows for the binding live in team-rows.ts).
  return db.prepare(`SELECT DISTINCT p.sha256 AS sha256, p.path AS path FROM draft_photos p JOIN drafts d ON d.id = p.draft_id
    WHERE d.workspace_id = ? AND p.source = 'file' AND p.path IS NOT NULL AND p.sha256 IS NOT NULL GROUP BY p.sha256`).all(workspaceId) as Array<{ sha256: string; path: string }>;
}

/**
 * Moves photo bytes both ways for a team workspace: fetches every missing one, uploads local ones
 * the server does not have (`canUpload`: editors and up). `uploaded` remembers what this process
 * already put, so a running app asks the server once per photo.
 */
export async function exchangeBlobs(opts: {
  db: WritableDB;
  workspaceId: string;
  baseUrl: string;
  token: string;
  mediaDir: string;
  canUpload: boolean;
  uploaded?: Set<string>;
}): Promise<BlobReport> {
  const report: BlobReport = { fetched: 0, uploaded: 0, failed: [] };
  const fail = (sha256: string, err: unknown): void => {
    report.failed.push({ sha256, code: err instanceof TeamError ? err.code : 'unreachable' });
    if (err instanceof TeamError && err.code === 'unreachable') throw err;
  };
  for (const sha256 of teamRows.missingBlobs(opts.db, opts.workspaceId)) {
    try {
      const existing = blobPath(opts.mediaDir, sha256);
      const file = existsSync(existing) && sha256Hex(readFileSync(existing)) === sha256 ? existing : await fetchBlob(opts.baseUrl, opts.token, sha256, opts.mediaDir);
      teamRows.attachBlob(opts.db, sha256, file);
      report.fetched += 1;
    } catch (err) {
      fail(sha256, err);
    }
  }
  if (!opts.canUpload) return report;
  const done = opts.uploaded ?? new Set<string>();
  for (const p of localPhotos(opts.db, opts.workspaceId)) {
    if (done.has(p.sha256)) continue;
    try {
      try {
        await teamRequest(opts.baseUrl, opts.token, `${ROUTES.blobs}${p.sha256}`, { method: 'HEAD' });
        done.add(p.sha256);
        continue;
      } catch (err) {
        if (!(err instanceof TeamError) || err.code !== 'blob_not_found') throw err;
      }
      let bytes: Buffer;
      try {
        bytes = readFileSync(p.path);
      } catch {
        continue; // The file left this computer: the draft says so on its own; nothing to send.
      }
      if (bytes.length > MAX_BLOB_BYTES) throw teamError('blob_too_large', undefined, { sha256: p.sha256, bytes: bytes.length });
      // A file changed since it was added no longer matches its name: never send it under the old one.
      if (sha256Hex(bytes) !== p.sha256) throw teamError('blob_hash_mismatch', undefined, { sha256: p.sha256 });
      await teamRequest(opts.baseUrl, opts.token, `${ROUTES.blobs}${p.sha256}`, { method: 'PUT', body: bytes });
      done.add(p.sha256);
      report.uploaded += 1;
    } catch (err) {
      fail(p.sha256, err);
    }
  }
  return report;
}
