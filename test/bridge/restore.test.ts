/**
 * Restoring the library from a backup over the bridge (HTTP transport, real web host): the
 * backups are listed; a foreign or damaged file is refused with a typed error and nothing changes;
 * a good one is staged (after a backup of the current library), said to apply at the next start,
 * and after a restart the library holds the backup's drafts.
 */
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { httpClient, httpClientsClosedAfterEach, ok, tempDataDir, type TestClient } from './transports';

const { client, open } = httpClientsClosedAfterEach();
const dirs: string[] = [];
afterEach(() => {
  while (dirs.length) rmSync(dirs.pop() as string, { recursive: true, force: true });
});
const captions = async (c: TestClient): Promise<string[]> => ok(await c.invoke('drafts.list', { limit: 100 })).items.map((d) => d.caption).sort();

describe('restoring the library over the bridge', () => {
  it('refuses a foreign file and a bad name with a typed error, changing nothing', async () => {
    const dir = tempDataDir();
    dirs.push(dir);
    const c = await client(dir);
    ok(await c.invoke('drafts.create', { draft: { caption: 'still here' } }));
    ok(await c.invoke('library.backup', {}));
    const backups = join(dir, 'backups');
    const foreign = new Database(join(backups, 'someone-elses.sqlite'));
    foreign.exec('CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES (\'hello\');');
    foreign.close();
    writeFileSync(join(backups, 'notes.sqlite'), 'plain text, not a database');
    const before = readdirSync(backups).sort();

    expect(await c.invoke('library.restore', { name: 'someone-elses.sqlite' })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(await c.invoke('library.restore', { name: 'notes.sqlite' })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(await c.invoke('library.restore', { name: 'gone.sqlite' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await c.raw('library.restore', { name: '../library.sqlite' })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(await c.raw('library.restore', { name: '/etc/passwd' })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(readdirSync(backups).sort()).toEqual(before);
    expect(ok(await c.invoke('library.backups', {})).pendingRestore).toBe(false);

    await open.pop()?.close();
    const again = await client(dir);
    expect(await captions(again)).toEqual(['still here']);
  });

  it('lists the backups, stages a good one after backing up the library, and restores its drafts at the next start', async () => {
    const dir = tempDataDir();
    dirs.push(dir);
    const c = await client(dir);
    ok(await c.invoke('drafts.create', { draft: { caption: 'from the backup' } }));
    const b = ok(await c.invoke('library.backup', {}));
    const name = b.file.split(/[\\/]/).pop() as string;
    ok(await c.invoke('drafts.create', { draft: { caption: 'written after the backup' } }));

    const list = ok(await c.invoke('library.backups', {}));
    expect(list.backups.map((x) => x.name)).toEqual([name]);
    expect(list.backups[0]?.bytes).toBeGreaterThan(0);

    const staged = ok(await c.invoke('library.restore', { name }));
    expect(staged).toMatchObject({ name, drafts: 1, appliesAt: 'next_start' });
    expect(staged.safetyBackup).toMatch(/^library-before-restore-.*\.sqlite$/);
    const after = ok(await c.invoke('library.backups', {}));
    expect(after.pendingRestore).toBe(true);
    expect(after.backups.map((x) => x.name)).toContain(staged.safetyBackup);
    // The running app keeps its library until the restart.
    expect(await captions(c)).toEqual(['from the backup', 'written after the backup']);

    await open.pop()?.close();
    // A core that must not swap the library (the CLI's, which may run beside the app) leaves the restore staged.
    const cli = await httpClient(dir, { applyStagedRestore: false });
    open.push(cli);
    expect(await captions(cli)).toEqual(['from the backup', 'written after the backup']);
    expect(ok(await cli.invoke('library.backups', {})).pendingRestore).toBe(true);
    await open.pop()?.close();

    const restarted = await client(dir);
    expect(await captions(restarted)).toEqual(['from the backup']);
    const now = ok(await restarted.invoke('library.backups', {}));
    expect(now.pendingRestore).toBe(false);
    expect(now.backups.some((x) => x.name.startsWith('library-replaced-'))).toBe(true);
  });
});
