/**
 * Restoring the library from one of its backups (<data dir>/backups/*.sqlite).
 *
 * The running app holds library.sqlite open, and the publisher, the campaign sender and the
 * outbox keep that connection, so a restore never swaps the file under them. It is staged:
 *
 * 1. `stageRestore` checks the backup: it opens as SQLite, is a Postroom library (has a schema
 *    version and the drafts table), its schema is not newer than this app's, and
 *    `integrity_check` says ok. Anything else is refused with a LibraryError and nothing changes.
 * 2. It takes a backup of the current library first (backups/library-before-restore-<stamp>.sqlite),
 *    then copies the chosen backup beside the library as `library.sqlite.restore` (the file in
 *    backups/ is never touched). The app says plainly that it applies at the next start.
 * 3. `applyStagedRestore`, called by the composition root before it opens the library, checks the
 *    staged copy again, moves the live library with its -wal and -shm into backups/ as
 *    library-replaced-<stamp>.sqlite (so even writes made after staging are kept), and renames the
 *    staged copy in. Opening then migrates an older backup up to this app's schema.
 */
import Database from 'better-sqlite3';
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { sqliteOptions } from '../common';
import { backup } from './backup';
import { LibraryError } from './errors';
import { latestVersion } from './migrations';
import type { ReadableDB } from './sql';

/** The staged copy's path, beside the library. */
export const stagedFile = (libraryFile: string): string => `${libraryFile}.restore`;

/** A backup file name as the bridge accepts it: a plain name in backups/, never a path. */
export const BACKUP_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}\.sqlite$/;

export interface BackupFile { name: string; bytes: number; modifiedAt: string }

/** The backups in `dir`, newest first (none when the folder does not exist yet). */
export function listBackups(dir: string): BackupFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => BACKUP_NAME.test(n))
    .map((name) => {
      const st = statSync(join(dir, name));
      return { name, bytes: st.size, modifiedAt: st.mtime.toISOString(), ms: st.mtimeMs };
    })
    .filter((b) => b.bytes > 0)
    .sort((a, b) => b.ms - a.ms || b.name.localeCompare(a.name))
    .map(({ ms: _ms, ...b }) => b);
}

export interface BackupCheck { schemaVersion: number; drafts: number }

const refuse = (file: string, why: string): LibraryError =>
  new LibraryError('invalid_input', `${basename(file)} cannot be restored: ${why}`, { details: { issues: [{ field: 'name', message: why }] } });

/**
 * Checks that `file` can be restored. @throws LibraryError `invalid_input` (not SQLite, not a
 * Postroom library, damaged), `schema_too_new` (written by a newer Postroom), `not_found`.
 */
export function checkBackup(file: string): BackupCheck {
  if (!existsSync(file)) throw new LibraryError('not_found', `backup ${basename(file)} not found`, { details: { what: 'backup', id: basename(file) } });
  // A WAL-mode file opened read-only gets an empty -wal and a -shm; those this check made are removed after it.
  const sideFiles = ['-wal', '-shm'].map((ext) => file + ext).filter((f) => !existsSync(f));
  const tidy = (): void => {
    const wal = file + '-wal';
    if (sideFiles.includes(wal) && existsSync(wal) && statSync(wal).size > 0) return;
    for (const f of sideFiles) rmSync(f, { force: true });
  };
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true, ...sqliteOptions() });
  } catch {
    throw refuse(file, 'it is not a SQLite database');
  }
  try {
    let version: number;
    try {
      version = db.pragma('user_version', { simple: true }) as number;
    } catch {
      throw refuse(file, 'it is not a SQLite database');
    }
    const hasDrafts = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'drafts'").get() !== undefined;
    if (version < 1 || !hasDrafts) throw refuse(file, 'it is not a Postroom library');
    const latest = latestVersion();
    if (version > latest) {
      throw new LibraryError('schema_too_new', `${basename(file)} was written by a newer Postroom (schema ${version}, this app knows ${latest})`, {
        details: { fileVersion: version, appVersion: latest },
      });
    }
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw refuse(file, `it fails its integrity check (${String(check)})`);
    const drafts = (db.prepare('SELECT count(*) n FROM drafts WHERE deleted_at IS NULL').get() as { n: number }).n;
    return { schemaVersion: version, drafts };
  } catch (err) {
    // SQLite's own complaint (malformed pages, a file that is not a database past its header) is a damaged backup.
    if (err instanceof LibraryError) throw err;
    throw refuse(file, `it is damaged (${err instanceof Error ? err.message : String(err)})`);
  } finally {
    db.close();
    tidy();
  }
}

const stampOf = (now: number): string => new Date(now).toISOString().replace(/[:.]/g, '-');

export interface StagedRestore extends BackupCheck {
  /** The backup chosen. */
  name: string;
  /** The copy of the library as it was before, in backups/. */
  safetyBackup: string;
}

/**
 * Stages `name` (a file in `backupsDir`) to replace the library at the next start, after a
 * backup of the current library. @throws as checkBackup; `invalid_input` for a name that is not
 * a plain backup file name; `io` when a copy fails (the staged copy is then removed).
 */
export async function stageRestore(live: ReadableDB, o: { libraryFile: string; backupsDir: string; name: string; now: number }): Promise<StagedRestore> {
  if (!BACKUP_NAME.test(o.name)) throw new LibraryError('invalid_input', `"${o.name}" is not a backup file name`, { details: { issues: [{ field: 'name', message: 'a file name in backups/ ending in .sqlite' }] } });
  const from = join(o.backupsDir, o.name);
  const check = checkBackup(from);
  mkdirSync(o.backupsDir, { recursive: true });
  const safety = await backup(live, join(o.backupsDir, `library-before-restore-${stampOf(o.now)}.sqlite`));
  const staged = stagedFile(o.libraryFile);
  try {
    copyFileSync(from, staged);
    checkBackup(staged);
  } catch (err) {
    rmSync(staged, { force: true });
    if (err instanceof LibraryError) throw err;
    throw new LibraryError('io', `cannot stage ${o.name}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
  return { name: o.name, safetyBackup: basename(safety.file), ...check };
}

/** Whether a restore waits for the next start. */
export const restorePending = (libraryFile: string): boolean => existsSync(stagedFile(libraryFile));

/** Withdraws a staged restore (the library stays as it is). Returns whether one was staged. */
export function cancelRestore(libraryFile: string): boolean {
  const staged = stagedFile(libraryFile);
  if (!existsSync(staged)) return false;
  rmSync(staged, { force: true });
  return true;
}

/**
 * Puts a staged restore in place; call with the library closed (before opening it). Returns the
 * name the replaced library was kept under in backups/, or null when nothing was staged. A staged
 * copy that no longer passes the check is set aside (`.rejected`) and the library is left as it is.
 */
export function applyStagedRestore(o: { libraryFile: string; backupsDir: string; now: number }): { replacedBy: string; keptAs: string | null } | null {
  const staged = stagedFile(o.libraryFile);
  if (!existsSync(staged)) return null;
  try {
    checkBackup(staged);
  } catch {
    renameSync(staged, `${staged}.rejected`);
    return null;
  }
  let keptAs: string | null = null;
  if (existsSync(o.libraryFile)) {
    mkdirSync(o.backupsDir, { recursive: true });
    keptAs = `library-replaced-${stampOf(o.now)}.sqlite`;
    const to = join(o.backupsDir, keptAs);
    // Fold the WAL into the file first (the last connection's close checkpoints it), so the kept copy is whole on its own;
    // whatever -wal/-shm is still there moves with it under the matching names, which SQLite replays on open.
    try {
      const db = new Database(o.libraryFile, sqliteOptions());
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.close();
    } catch {
      // A library that does not open is kept as it is, WAL and all.
    }
    renameSync(o.libraryFile, to);
    for (const ext of ['-wal', '-shm']) if (existsSync(o.libraryFile + ext)) renameSync(o.libraryFile + ext, to + ext);
  }
  renameSync(staged, o.libraryFile);
  return { replacedBy: staged, keptAs };
}
