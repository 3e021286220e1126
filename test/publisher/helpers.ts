import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS } from '../../src-main/library/migrations';
import type { WritableDB } from '../../src-main/library/sql';

/** The journal's own migrations (0100 on): the schema the store's tests run on, whatever migration comes next. */
const JOURNAL_MIGRATIONS = MIGRATIONS.filter((m) => m.version >= 100);

/** A real SQLite file (WAL) with only the journal schema (every journal migration): for the store's own tests. */
export function journalDb(): { db: Database.Database; dir: string; file: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'postroom-journal-'));
  const file = join(dir, 'journal.sqlite');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  for (const m of JOURNAL_MIGRATIONS) m.up(db as WritableDB);
  return { db, dir, file, cleanup: () => { db.close(); rmSync(dir, { recursive: true, force: true }); } };
}

export function tempDir(prefix = 'postroom-pub-'): { dir: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
