import Database from 'better-sqlite3';
import { sqliteOptions } from '../common';
import { existsSync } from 'node:fs';
import { LibraryError } from './errors';
import type { ReadableDB } from './sql';

/**
 * A consistent copy of the library while the app keeps running (SQLite's online
 * backup: readers and writers carry on; the copy is one point in time). The copy
 * is then opened and integrity-checked.
 * @throws LibraryError `io` when the copy cannot be written or fails its check;
 *   `invalid_input` when `toFile` exists (never overwritten).
 */
export interface BackupOptions {
  /** Called between steps with the pages left; for a progress bar (and for tests that write meanwhile). */
  onProgress?: (p: { totalPages: number; remainingPages: number }) => void;
  /** Pages copied per step (default 1000: the event loop breathes between steps). */
  pagesPerStep?: number;
}

export async function backup(db: ReadableDB, toFile: string, opts: BackupOptions = {}): Promise<{ file: string; pages: number }> {
  if (existsSync(toFile)) throw new LibraryError('invalid_input', `backup target ${toFile} already exists`, { details: { issues: [{ field: 'toFile', message: 'exists' }] } });
  let pages: number;
  try {
    const step = opts.pagesPerStep ?? 1000;
    const r = await db.backup(toFile, {
      progress: (p) => {
        opts.onProgress?.(p);
        return step;
      },
    });
    pages = r.totalPages;
  } catch (err) {
    throw new LibraryError('io', `backup to ${toFile} failed: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
  const copy = new Database(toFile, { readonly: true, ...sqliteOptions() });
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new LibraryError('io', `backup ${toFile} failed its integrity check: ${String(check)}`);
  } finally {
    copy.close();
  }
  return { file: toFile, pages };
}
