/**
 * twoprocs (walk 7): the app and the CLI on one data dir. A write that still finds the library locked
 * by the other process after the busy wait is said as such, in both shells: the bridge's `busy` (this
 * computer; the shared layer has its words) and the CLI's `busy` line, never "internal" nor the raw
 * "database is locked"; and nothing was written.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createDispatcher, type Handlers } from '../../src-main/bridge/dispatcher';
import { runCli } from '../../src-main/cli';
import { openLibrary, type Library } from '../../src-main/library';
import { explainError } from '../../src-shared/errors';

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length) rmSync(dirs.pop()!, { recursive: true, force: true });
});
const tempDir = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'postroom-busy-'));
  dirs.push(d);
  return d;
};

const drafts = (lib: Library): number => (lib.db.prepare('SELECT count(*) AS n FROM drafts').get() as { n: number }).n;

/** Another process's connection holding the write lock (BEGIN IMMEDIATE) until `release()`. */
function holdLock(file: string): { release: () => void } {
  const other = new Database(file);
  other.exec('BEGIN IMMEDIATE');
  return {
    release: () => {
      other.exec('ROLLBACK');
      other.close();
    },
  };
}

describe('a library another process keeps locked', () => {
  it('the bridge answers busy (this computer), with words in both languages; nothing was written', async () => {
    const file = join(tempDir(), 'library.sqlite');
    const lib = openLibrary(file, { busyTimeoutMs: 50 });
    const lock = holdLock(file);
    const d = createDispatcher({ 'system.connectivity': () => lib.drafts.create(lib.db, { caption: 'Noel' }) } as unknown as Handlers);
    const r = await d('system.connectivity', {});
    lock.release();
    expect(r).toMatchObject({ ok: false, error: { code: 'busy', source: 'computer' } });
    const error = (r as { error: { code: string; message: string; source: 'computer' } }).error;
    expect(explainError(error, 'en').meaning).toMatch(/Another Postroom on this computer/);
    expect(explainError(error, 'vi').meaning).toMatch(/Một Postroom khác trên máy này/);
    expect(drafts(lib)).toBe(0);
    lib.close();
  });

  it('the CLI says busy in one line and imports nothing (after its 5 s wait)', async () => {
    const dir = tempDir();
    const init = openLibrary(join(dir, 'library.sqlite'));
    init.close();
    const sheet = join(dir, 'noel.csv');
    writeFileSync(sheet, 'caption,platforms,profile_id\nNoel,facebook,prof_x\n');
    const lock = holdLock(join(dir, 'library.sqlite'));
    let out = '';
    let err = '';
    const code = await runCli(['drafts', 'import', sheet, '--data-dir', dir, '--json'], { stdout: (s) => (out += s), stderr: (s) => (err += s), stdin: async () => '', env: {} });
    lock.release();
    expect(code).toBe(1);
    expect(JSON.parse(out.trim().split('\n').at(-1)!)).toMatchObject({ ok: false, error: { code: 'busy' } });
    expect(err).toMatch(/^postroom: another Postroom .* nothing was imported/m);
    expect(err).not.toMatch(/database is locked|internal/);
    const after = openLibrary(join(dir, 'library.sqlite'));
    expect(drafts(after)).toBe(0);
    after.close();
  }, 20_000);
});
