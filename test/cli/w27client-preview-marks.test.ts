/**
 * w27client (walk 23): `postroom review preview` says what the client's page marks: the posts a channel will not take
 * as shown (a 387-character X caption), in its line and in --json (`cannot`, `mayRefuse`); a campaign that fits says
 * nothing more.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { dataPaths } from '../../src-main/common';
import { campaigns, openLibrary } from '../../src-main/library';
import { longAndFitting } from '../team/w27client-fixture';

const run = async (dir: string, argv: string[]) => {
  let stdout = '';
  const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (stdout += s), stderr: () => {}, stdin: async () => '', env: { USER: 'An' } });
  return { code, stdout, json: argv.includes('--json') ? stdout.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>) : [] };
};

describe('postroom review preview: what the page marks', () => {
  it('names the post X will not take as shown; a campaign that fits is not marked', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-cli-'));
    await run(dir, ['info', '--json']);
    const lib = openLibrary(dataPaths(dir).library);
    const { long, fits } = await longAndFitting(lib.db, dir);
    campaigns.create(lib.db, { name: 'Tết', draftIds: [long.id, fits.id] });
    campaigns.create(lib.db, { name: 'Fits', draftIds: [fits.id] });
    lib.close();
    const out = join(dir, 'client.html');
    const line = await run(dir, ['review', 'preview', 'Tết', '--out', out, '--zone', 'Asia/Ho_Chi_Minh']);
    expect(line.code).toBe(0);
    expect(line.stdout).toContain(`wrote ${out}: 2 posts of "Tết", times in Asia/Ho_Chi_Minh (export `);
    expect(line.stdout).toContain("); the page marks 1 post a channel will not take as shown (Postroom's check); bring back the client's decisions with:");
    const json = await run(dir, ['review', 'preview', 'Tết', '--out', out, '--zone', 'Asia/Ho_Chi_Minh', '--json']);
    expect(json.json[0]).toMatchObject({ ok: true, posts: 2, cannot: 1, mayRefuse: 0 });
    const fitting = await run(dir, ['review', 'preview', 'Fits', '--out', out, '--zone', 'Asia/Ho_Chi_Minh']);
    expect(fitting.stdout).not.toContain('the page marks');
    expect((await run(dir, ['review', 'preview', 'Fits', '--out', out, '--json'])).json[0]).toMatchObject({ cannot: 0, mayRefuse: 0 });
  });
});
