/**
 * Restoring a backup (library/restore.ts): a bad or foreign file is refused with a typed error
 * and nothing changes; a good one is staged after a backup of the current library, and put in
 * place at the next open, keeping the replaced library (even writes made after staging).
 */
import Database from 'better-sqlite3';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync, readFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openLibrary, restore, type Library, LibraryError } from '../../src-main/library';

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length) rmSync(dirs.pop() as string, { recursive: true, force: true });
});
function setup(): { dir: string; file: string; backups: string; lib: Library } {
  const dir = mkdtempSync(join(tmpdir(), 'postroom-restore-'));
  dirs.push(dir);
  const file = join(dir, 'library.sqlite');
  mkdirSync(join(dir, 'backups'));
  return { dir, file, backups: join(dir, 'backups'), lib: openLibrary(file) };
}
const add = (lib: Library, caption: string) => lib.drafts.create(lib.db, { platforms: ['instagram'], caption });
const captions = (lib: Library): string[] => lib.drafts.list(lib.db, { limit: 100 }).items.map((d) => d.caption).sort();
const codeOf = async (p: Promise<unknown>): Promise<string> => {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(LibraryError);
    return (err as LibraryError).code;
  }
  return 'no error';
};

describe('restoring a backup', () => {
  it('refuses a file that is not SQLite, a foreign database, a newer schema, a damaged copy and a path, changing nothing', async () => {
    const { file, backups, lib } = setup();
    add(lib, 'kept');
    await lib.backup(join(backups, 'good.sqlite'));
    writeFileSync(join(backups, 'text.sqlite'), 'this is not a database\n'.repeat(200));
    const foreign = new Database(join(backups, 'foreign.sqlite'));
    foreign.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes (body) VALUES (\'hi\'); PRAGMA user_version = 3;');
    foreign.close();
    copyFileSync(join(backups, 'good.sqlite'), join(backups, 'newer.sqlite'));
    const newer = new Database(join(backups, 'newer.sqlite'));
    newer.pragma('journal_mode = DELETE');
    newer.pragma('user_version = 99999');
    newer.close();
    // Damaged: the second page and onwards overwritten (the header stays, so it still opens as SQLite).
    const bytes = readFileSync(join(backups, 'good.sqlite'));
    bytes.fill(0x5a, 4096);
    writeFileSync(join(backups, 'damaged.sqlite'), bytes);

    const before = readdirSync(backups).sort();
    const stage = (name: string) => restore.stageRestore(lib.db, { libraryFile: file, backupsDir: backups, name, now: Date.now() });
    expect(await codeOf(stage('text.sqlite'))).toBe('invalid_input');
    expect(await codeOf(stage('foreign.sqlite'))).toBe('invalid_input');
    expect(await codeOf(stage('newer.sqlite'))).toBe('schema_too_new');
    expect(await codeOf(stage('damaged.sqlite'))).toBe('invalid_input');
    expect(await codeOf(stage('missing.sqlite'))).toBe('not_found');
    expect(await codeOf(stage('../library.sqlite'))).toBe('invalid_input');
    expect(readdirSync(backups).sort(), "no file added or changed in backups/").toEqual(before);
    expect(restore.restorePending(file)).toBe(false);
    lib.close();
    expect(restore.applyStagedRestore({ libraryFile: file, backupsDir: backups, now: Date.now() })).toBeNull();
    const again = openLibrary(file);
    expect(captions(again)).toEqual(['kept']);
    again.close();
  });

  it('stages a good backup after backing up the library, puts it in place at the next open, and keeps the library it replaced', async () => {
    const { file, backups, lib } = setup();
    add(lib, 'one');
    add(lib, 'two');
    await lib.backup(join(backups, 'library-monday.sqlite'));
    add(lib, 'three');
    expect(restore.listBackups(backups).map((b) => b.name)).toEqual(['library-monday.sqlite']);

    const staged = await restore.stageRestore(lib.db, { libraryFile: file, backupsDir: backups, name: 'library-monday.sqlite', now: Date.parse('2027-01-05T10:00:00Z') });
    expect(staged).toMatchObject({ name: 'library-monday.sqlite', drafts: 2, safetyBackup: 'library-before-restore-2027-01-05T10-00-00-000Z.sqlite' });
    expect(restore.restorePending(file)).toBe(true);
    // Nothing is swapped under the running app: its library is as it was, and it can still write.
    expect(captions(lib)).toEqual(['one', 'three', 'two']);
    add(lib, 'four, after staging');
    lib.close();

    const applied = restore.applyStagedRestore({ libraryFile: file, backupsDir: backups, now: Date.parse('2027-01-05T10:05:00Z') });
    expect(applied?.keptAs).toBe('library-replaced-2027-01-05T10-05-00-000Z.sqlite');
    expect(restore.restorePending(file)).toBe(false);
    const restored = openLibrary(file);
    expect(captions(restored)).toEqual(['one', 'two']);
    restored.close();

    const safety = openLibrary(join(backups, staged.safetyBackup));
    expect(captions(safety)).toEqual(['one', 'three', 'two']);
    safety.close();
    const kept = openLibrary(join(backups, applied?.keptAs as string));
    expect(captions(kept)).toEqual(['four, after staging', 'one', 'three', 'two']);
    kept.close();
  });

  it('a staged restore can be withdrawn, and the library stays as it is', async () => {
    const { file, backups, lib } = setup();
    add(lib, 'one');
    await lib.backup(join(backups, 'b.sqlite'));
    add(lib, 'two');
    await restore.stageRestore(lib.db, { libraryFile: file, backupsDir: backups, name: 'b.sqlite', now: Date.now() });
    expect(restore.cancelRestore(file)).toBe(true);
    expect(restore.cancelRestore(file)).toBe(false);
    lib.close();
    expect(restore.applyStagedRestore({ libraryFile: file, backupsDir: backups, now: Date.now() })).toBeNull();
    const again = openLibrary(file);
    expect(captions(again)).toEqual(['one', 'two']);
    again.close();
  });
});
