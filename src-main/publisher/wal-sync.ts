/**
 * The fsync that `synchronous=FULL` adds to a commit, made on libuv's thread pool instead of the
 * thread that serves the Hub's answers.
 *
 * SQLite's documentation of `PRAGMA synchronous` for WAL mode: with NORMAL "no sync operations
 * occur during most transactions"; "with synchronous=FULL in WAL mode, an additional sync
 * operation of the WAL file happens after each transaction commit". That one operation is what
 * makes a commit survive a power cut. `WalSync` keeps it and only moves it: the journal
 * commits with the connection's NORMAL setting (the frames, commit frame included, are written
 * to the WAL file at once) and the caller then awaits `sync()`, an fsync of the same file (the
 * same inode: an fsync through any descriptor flushes all of the file's dirty pages) — BEFORE
 * anything depends on the commit (no Hub call is made for a job until its row is durable).
 *
 * A checkpoint between the commit and the fsync is harmless: in WAL mode with NORMAL a checkpoint
 * syncs the WAL before copying frames and syncs the database file after, so frames it copied
 * are durable in the database file either way.
 *
 * A commit made by another process is made durable by our fsync too (same file): `resume` syncs
 * once before sending jobs it read from the journal, so no process sends a job whose row could
 * still be lost.
 */
import { close, fsync, open as openCb } from 'node:fs';
import { open } from 'node:fs/promises';
import { promisify } from 'node:util';
import { dirname } from 'node:path';
import type { Database } from 'better-sqlite3';

const openFd = promisify(openCb);
const fsyncFd = promisify(fsync);
const closeFd = promisify(close);

/** What the publisher needs from it (tests pass a double to hold the sync back). */
export interface JournalSync {
  /** Resolves once every commit made so far to the journal is on disk. */
  sync(): Promise<void>;
  /**
   * Keeps what `sync` needs ready until the returned function is called (a run: its syncs then
   * skip opening and closing the WAL file). Optional: a sync without it is whole by itself.
   */
  hold?(): () => Promise<void>;
}

export class WalSync implements JournalSync {
  #dirSynced = false;
  /** The WAL file's descriptor while syncs or holds use it; closed when the last one ends. */
  #fd: Promise<number> | null = null;
  #users = 0;

  private constructor(readonly walFile: string) {}

  /** For a file database in WAL mode; null otherwise (its durable commits use synchronous=FULL). */
  static for(db: Database): WalSync | null {
    if (db.memory || db.name === '') return null;
    const mode = String(db.pragma('journal_mode', { simple: true })).toLowerCase();
    return mode === 'wal' ? new WalSync(`${db.name}-wal`) : null;
  }

  async sync(): Promise<void> {
    this.#users++;
    try {
      await fsyncFd(await this.#descriptor());
    } finally {
      await this.#unuse();
    }
    if (!this.#dirSynced) {
      // The WAL file's directory entry, once: SQLite syncs it on the WAL's first sync, which with
      // NORMAL would wait for the first checkpoint.
      await syncDir(dirname(this.walFile));
      this.#dirSynced = true;
    }
  }

  /**
   * Keeps the WAL file's descriptor open until the returned function is called: a run's syncs
   * (one a chunk) are then one fsync each on the thread pool instead of an open, an fsync and a
   * close, three hand-offs between this thread and the pool. The file cannot be replaced
   * meanwhile: SQLite removes a WAL only when the last connection closes, and the publisher's
   * connection is open while it runs. Nothing is held between runs.
   */
  hold(): () => Promise<void> {
    this.#users++;
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      await this.#unuse();
    };
  }

  /** The open descriptor, opened on first use. 'r+': Windows flushes only a handle opened for writing (nothing is written through it). */
  #descriptor(): Promise<number> {
    if (!this.#fd) {
      const opening = openFd(this.walFile, 'r+');
      this.#fd = opening;
      opening.catch(() => {
        if (this.#fd === opening) this.#fd = null; // a failed open is not kept: the next sync tries again
      });
    }
    return this.#fd;
  }

  async #unuse(): Promise<void> {
    this.#users--;
    if (this.#users > 0 || !this.#fd) return;
    const fd = this.#fd;
    this.#fd = null;
    await fd.then(closeFd, () => undefined);
  }
}

/** fsync of a directory (its entries); a platform that cannot open directories makes entries durable with the file. */
export async function syncDir(dir: string): Promise<void> {
  let fh;
  try {
    fh = await open(dir, 'r');
  } catch {
    return;
  }
  try {
    await fh.sync().catch(() => undefined);
  } finally {
    await fh.close();
  }
}
