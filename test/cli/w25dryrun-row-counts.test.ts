/**
 * w25dryrun (walk 22, 1): `campaign dry-run` / `campaign send --dry-run` said "5 posts, 10 rows: 2 to send, 4 with errors,
 * 3 with warnings": "2" was posts beside row counts, and the rows of a post held for an error on another of its channels
 * printed "ok" and were counted nowhere. Every count of the line is of rows, and its parts add up to the rows.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { dataPaths } from '../../src-main/common';
import { cache, openLibrary, workspaces } from '../../src-main/library';

const run = async (dir: string, argv: string[]) => {
  let stdout = '';
  const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (stdout += s), stderr: () => {}, stdin: async () => '', env: {} });
  return { code, stdout };
};

const url = 'https://images.example.com/w25.jpg';
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const longX = JSON.stringify({ x: { caption: 'x'.repeat(300) } }).replace(/"/g, '""');
/** Three posts, seven rows: two go (four rows), the third's X-only caption is over 280 characters (it holds the whole post). */
const csv = [
  'profile_id,platforms,caption,photo_urls,scheduled_at,timezone,captions',
  `prof_caphe,facebook|bluesky,First,${url},${day(3)}T09:00,Asia/Ho_Chi_Minh,`,
  `prof_caphe,facebook|bluesky,Second,${url},${day(4)}T09:00,Asia/Ho_Chi_Minh,`,
  `prof_caphe,facebook|bluesky|x,Third,${url},${day(5)}T09:00,Asia/Ho_Chi_Minh,"${longX}"`,
].join('\n');

let dir = '';
let id = '';
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'postroom-w25dryrun-'));
  id = ((await run(dir, ['campaign', 'create', 'Held with their post', '--json'])).stdout.trim().split('\n').map((l) => JSON.parse(l) as { campaign?: { id: string } })[0]?.campaign as { id: string }).id;
  const lib = openLibrary(dataPaths(dir).library);
  cache.putProfiles(lib.db, workspaces.getCurrent(lib.db).id, [{ profile_id: 'prof_caphe', name: 'Cà phê', connections: ['facebook', 'bluesky', 'x'].map((platform) => ({ platform, name: '@caphe' })) }]);
  lib.close();
  writeFileSync(join(dir, 'posts.csv'), csv);
  expect((await run(dir, ['campaign', 'import', id, join(dir, 'posts.csv')])).code).toBe(0);
});

describe('w25dryrun: the dry run line counts rows, and its parts add up to them', () => {
  it('says "held with its post" on the rows an error on another channel holds back, and counts them', async () => {
    for (const argv of [['campaign', 'dry-run', id], ['campaign', 'send', id, '--dry-run']]) {
      const r = await run(dir, argv);
      const rows = r.stdout.split('\n').filter((l) => /^\s+\d+\s{2}/.test(l));
      expect(rows).toHaveLength(7);
      const third = rows.filter((l) => /^\s+3\s/.test(l));
      expect(third.map((l) => /held with its post/.test(l))).toEqual([true, true, false]);
      expect(third.filter((l) => /\bok$/.test(l.trim()))).toEqual([]);
      const line = r.stdout.split('\n').find((l) => l.startsWith('3 posts, 7 rows:'));
      expect(line).toBe('3 posts, 7 rows: 4 to send, 1 with errors, 2 held with their post; 0 with warnings, 0 duplicates, 0 collisions, 0 near a clock change');
    }
  });
});
