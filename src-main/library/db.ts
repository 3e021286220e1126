import Database from 'better-sqlite3';
import { sqliteOptions, systemClock, type Clock } from '../common';
import { LibraryError } from './errors';
import { migrate, MIGRATIONS, type Migration } from './migrations';
import { setClock, type ReadableDB, type WritableDB } from './sql';
import { syncTeamTriggers } from './team-triggers';

export interface OpenOptions {
  /** Timestamps (created/updated/deleted) come from this clock. Default: the system clock. */
  clock?: Clock;
  /** Override the migration list (tests of future migrations). Default: MIGRATIONS. */
  migrations?: readonly Migration[];
  /** Milliseconds to wait on a lock held by another connection. Default 5000. */
  busyTimeoutMs?: number;
  /**
   * Path of a better-sqlite3 binary built for this runtime. Electron has its own ABI, so
   * its shell passes the copy built by `npm run native:electron`; Node uses node_modules'.
   */
  nativeBinding?: string;
}

/**
 * Opens (creating if needed) a writable library file and brings its schema up to
 * date. WAL, foreign keys on, synchronous=NORMAL (durable across app crashes; the
 * publisher's journal writes go through `withSynchronousFull` for power loss).
 */
export function openWritable(file: string, opts: OpenOptions = {}): WritableDB {
  let db: Database.Database;
  try {
    db = new Database(file, { timeout: opts.busyTimeoutMs ?? 5000, ...sqliteOptions(), ...(opts.nativeBinding ? { nativeBinding: opts.nativeBinding } : {}) });
  } catch (err) {
    throw new LibraryError('io', `cannot open library ${file}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
  try {
    if (file !== ':memory:' && file !== '') db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('synchronous = NORMAL');
    // 64 MiB page cache (default 2 MiB): bulk imports touch the id indexes at random.
    db.pragma('cache_size = -65536');
    db.pragma('temp_store = MEMORY');
    immediateByDefault(db);
    const w = db as WritableDB;
    setClock(w, opts.clock ?? systemClock);
    migrate(w, opts.migrations ?? MIGRATIONS);
    // The team outbox's triggers match the workspaces (a restored backup, a team left by another build).
    if ((opts.migrations ?? MIGRATIONS).some((m) => m.version === 104)) syncTeamTriggers(w);
    return w;
  } catch (err) {
    db.close();
    throw err;
  }
}

/**
 * `db.transaction(fn)()` begins IMMEDIATE, as `.immediate()` does: the write lock is taken (waiting up
 * to the busy timeout) before the first read. A DEFERRED transaction that reads and then writes while
 * another process (the app and the CLI on one data dir) holds the lock fails at once with "database is
 * locked": SQLite never waits to turn a read into a write. `.deferred()` stays for a caller that asks.
 */
function immediateByDefault(db: Database.Database): void {
  const make = db.transaction.bind(db);
  db.transaction = ((fn: (...args: never[]) => unknown) => {
    const t = make(fn);
    return Object.assign((...args: never[]) => t.immediate(...args), { default: t.immediate, deferred: t.deferred, immediate: t.immediate, exclusive: t.exclusive });
  }) as typeof db.transaction;
}

/** A read-only connection (reports, a second process). Never migrates: refuses an out-of-date file. */
export function openReadOnly(file: string, opts: Pick<OpenOptions, 'clock' | 'migrations' | 'busyTimeoutMs'> = {}): ReadableDB {
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true, timeout: opts.busyTimeoutMs ?? 5000, ...sqliteOptions() });
  } catch (err) {
    throw new LibraryError('io', `cannot open library ${file}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
  const version = db.pragma('user_version', { simple: true }) as number;
  const latest = (opts.migrations ?? MIGRATIONS).at(-1)?.version ?? 0;
  if (version !== latest) {
    db.close();
    throw new LibraryError(version > latest ? 'schema_too_new' : 'invalid_state', `library schema is version ${version}, this app expects ${latest}`, {
      details: { fileVersion: version, appVersion: latest },
    });
  }
  setClock(db, opts.clock ?? systemClock);
  return db;
}

/**
 * Runs `fn` with PRAGMA synchronous=FULL, then restores the previous setting.
 * For writes that must survive power loss (the publisher's journal: the key and
 * request recorded BEFORE the call). `fn` may open its own transaction; this
 * must not be called inside one (SQLite applies the setting per connection, and
 * a half-FULL transaction would be a false promise).
 * @throws LibraryError `invalid_state` when called inside a transaction.
 */
export function withSynchronousFull<T>(db: WritableDB, fn: () => T): T {
  if (db.inTransaction) throw new LibraryError('invalid_state', 'withSynchronousFull cannot be called inside a transaction');
  const previous = db.pragma('synchronous', { simple: true }) as number;
  db.pragma('synchronous = FULL');
  try {
    return fn();
  } finally {
    db.pragma(`synchronous = ${previous}`);
  }
}
