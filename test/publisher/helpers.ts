import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS } from '../../src-main/library/migrations';
import type { WritableDB } from '../../src-main/library/sql';


/** A real SQLite file (WAL) with the library's whole schema (every migration, as the app opens it) but none of its data or settings: for the journal store's own tests. */
export function journalDb(): { db: Database.Database; dir: string; file: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'postroom-journal-'));
  const file = join(dir, 'journal.sqlite');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  for (const m of MIGRATIONS) m.up(db as WritableDB);
  return { db, dir, file, cleanup: () => { db.close(); rmSync(dir, { recursive: true, force: true }); } };
}

export function tempDir(prefix = 'postroom-pub-'): { dir: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
