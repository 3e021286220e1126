import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JOURNAL_SQL } from '../../src-main/library/migrations/0100-journal';
import { BODY_PACKS_SQL } from '../../src-main/library/migrations/0101-journal-body-packs';
import { RESENDABLE_INDEX_SQL } from '../../src-main/library/migrations/0102-journal-resendable-index';

/** A real SQLite file (WAL) with only the journal schema (migrations 0100 and 0101): for the store's own tests. */
export function journalDb(): { db: Database.Database; dir: string; file: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'postroom-journal-'));
  const file = join(dir, 'journal.sqlite');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.exec(JOURNAL_SQL);
  db.exec(BODY_PACKS_SQL);
  db.exec(RESENDABLE_INDEX_SQL);
  return { db, dir, file, cleanup: () => { db.close(); rmSync(dir, { recursive: true, force: true }); } };
}

export function tempDir(prefix = 'postroom-pub-'): { dir: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
