import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataPaths } from '../../src-main/common';
import { cache, openLibrary, workspaces } from '../../src-main/library';
import { campaignCsv50 } from '../campaigns/fixtures';
import { nextClockChange } from '../helpers/ahead';
import { runCliIn } from './cli-world';

/** w23dups: the week before Berlin's next spring clock change (it was 2027-03-28), so the plan is ahead of this real clock. */
const SPRING = nextClockChange('Europe/Berlin', 'forward');

const run = async (dir: string, argv: string[]) => {
  const r = await runCliIn(dir, argv);
  return { ...r, json: r.stdout.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>) };
};

describe('postroom campaign', () => {
  it('create, import (all or nothing, then --partial), plan over queue slots across DST, dry-run, send and status, each with --json', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-cli-'));
    const file = join(dir, 'lumen.csv');
    writeFileSync(file, campaignCsv50());
    const created = await run(dir, ['campaign', 'create', 'Lumen spring', '--json']);
    expect(created.code).toBe(0);
    const id = (created.json[0]?.campaign as { id: string }).id;
    // The app's profile names, as a refresh would have cached them.
    const lib = openLibrary(dataPaths(dir).library);
    const ws = workspaces.getCurrent(lib.db).id;
    cache.putProfiles(lib.db, ws, [{ profile_id: 'prof_lumen', name: 'Studio Lumen', connections: ['instagram', 'threads', 'pinterest'].map((platform) => ({ platform, name: '@studiolumen' })) }]);
    cache.putBoards(lib.db, ws, 'prof_lumen', [{ id: 'brd_lumen_bts', name: 'Behind the scenes' }]);
    lib.close();

    const strict = await run(dir, ['campaign', 'import', id, file, '--json']);
    expect(strict.code).toBe(1);
    expect(strict.json.filter((l) => l.problem)).toHaveLength(5);
    const partial = await run(dir, ['campaign', 'import', id, file, '--partial', '--json']);
    expect(partial.code).toBe(0);
    expect(partial.json.at(-1)).toMatchObject({ ok: true, imported: 45, badRows: 5, layout: { id: 'postroom' } });

    const plan = await run(dir, ['campaign', 'plan', id, '--start', `${SPRING.day(-6)}T00:00`, '--gap', '30', '--json']);
    expect(plan.stderr).toBe('');
    expect(plan.code).toBe(0);
    const items = plan.json.filter((l) => l.item).map((l) => l.item as { local: string; dstShift: unknown });
    expect(items[0]?.local).toBe(`${SPRING.day(-6)}T09:00`);
    expect(items.filter((i) => i.dstShift)).toHaveLength(1);
    expect(plan.json.at(-1)).toMatchObject({ ok: true, written: 45 });

    const csv = join(dir, 'dry.csv');
    const dry = await run(dir, ['campaign', 'dry-run', id, '--csv', csv, '--json']);
    expect(dry.code).toBe(0);
    // w23dryrun (walk 20, 1): `dstShifts` counts the ROWS near a clock change: the one post after it, on its two channels.
    expect(dry.json.at(-1)).toMatchObject({ ok: true, summary: { posts: 45, errors: 0, dstShifts: dry.json.filter((l) => (l.row as { dstShift?: unknown } | undefined)?.dstShift).length } });
    expect(dry.json.at(-1)).toMatchObject({ summary: { dstShifts: 2 } });
    expect(readFileSync(csv, 'utf8').trim().split('\n').length).toBe(dry.json.filter((l) => l.row).length + 1);
    expect(readFileSync(csv, 'utf8').startsWith('\uFEFFposition,draft_id,') || readFileSync(csv, 'utf8').slice(0, 40)).toBe(true); // walk 25 (15): with its BOM, for Excel

    // The dry run is the send: its fingerprint, given to send, refuses a plan changed since, sending nothing.
    const fingerprint = dry.json.at(-1)?.fingerprint as string;
    expect(fingerprint).toMatch(/\w{8,}/);
    const moved = await run(dir, ['campaign', 'plan', id, '--start', `${SPRING.day(-5)}T00:00`, '--gap', '30', '--json']);
    expect(moved.code).toBe(0);
    const stale = await run(dir, ['campaign', 'send', id, '--fingerprint', fingerprint, '--json']);
    expect(stale.code).not.toBe(0);
    expect(stale.stderr).toMatch(/changed after the dry run/);
    expect((await run(dir, ['campaign', 'status', id, '--json'])).json.at(-1)).toMatchObject({ status: { handed: 0, dryRun: { current: false, fingerprint, found: { posts: 45, errors: 0 } } } });
    // The dry run the CLI ran is kept: status says when, what it found and that the plan changed since (left31), as the app does.
    const said = (await runCliIn(dir, ['campaign', 'status', id])).stderr;
    expect(said).toMatch(new RegExp(`^last dry run: \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC \\(fingerprint ${fingerprint}\\): 0 rows with errors, \\d+ with warnings, 0 posts held back; the plan changed since: run the dry run again before sending$`, 'm'));
    const again = await run(dir, ['campaign', 'dry-run', id, '--json']);
    const sent = await run(dir, ['campaign', 'send', id, '--fingerprint', again.json.at(-1)?.fingerprint as string, '--json']);
    expect(sent.code).toBe(0);
    expect(sent.json.at(-1)).toMatchObject({ ok: true, final: true, status: { sendState: 'done', handed: 45, unsent: 0 } });
    const status = await run(dir, ['campaign', 'status', id, '--json']);
    expect(status.json.filter((l) => l.batch)).toHaveLength(2);
    expect(status.json.at(-1)).toMatchObject({ status: { sendState: 'done', handed: 45 } });
  });

  it('a bad option value is a usage error that changes nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-cli-'));
    const created = await run(dir, ['campaign', 'create', 'X', '--json']);
    const id = (created.json[0]?.campaign as { id: string }).id;
    const r = await run(dir, ['campaign', 'plan', id, '--gap', 'soon']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--gap must be a whole number/);
    const bad = await run(dir, ['campaign', 'plan', id, '--mode', 'interval', '--timezone', 'Mars/Olympus']);
    expect(bad.code).not.toBe(0);
    const list = await run(dir, ['campaign', 'list', '--json']);
    expect(list.json[0]).toMatchObject({ campaign: { id, posts: 0, sendState: 'idle' } });
  });
});
