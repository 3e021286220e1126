/**
 * h-cliwords (walks 31/32, 2): `postroom review decisions` said "with the client's note as a comment" of a decision whose note
 * was empty (the core's decisions.ts made no comment of it). Now the note is said only when the client wrote one (the core's
 * `note`, also on the --json decision line). Failed on the old code.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { dataPaths } from '../../src-main/common';
import { openLibrary } from '../../src-main/library';
import { campaignWithPosts } from '../team/helpers';

describe("review decisions says the client's note only when there is one (h-cliwords 2)", () => {
  const run = async (dir: string, argv: string[]) => {
    let stdout = '';
    const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (stdout += s), stderr: () => undefined, stdin: async () => '', env: { USER: 'An' } });
    return { code, stdout };
  };

  it('a request for changes without a note: no "note as a comment"; with one: said', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-cli-'));
    await run(dir, ['info', '--json']);
    const lib = openLibrary(dataPaths(dir).library);
    const { a, b, camp } = await campaignWithPosts(dir, lib.db);
    lib.close();
    const page = join(dir, 'page.html');
    expect((await run(dir, ['review', 'preview', camp.name, '--out', page])).code).toBe(0);
    const data = JSON.parse(/id="postroom-data">([^<]*)</.exec(readFileSync(page, 'utf8'))![1]!) as { exportId: string; campaignId: string; digest: string; posts: Array<{ draftId: string; revision: string }> };
    const file = join(dir, 'decisions.json');
    const notes = new Map([[a.id, ''], [b.id, 'Đổi giờ sang 10:00']]);
    writeFileSync(file, JSON.stringify({ format: 'postroom-client-decisions', version: 1, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: 'x',
      posts: data.posts.map((p) => (notes.has(p.draftId) ? { ...p, decision: 'request_changes', note: notes.get(p.draftId) } : { ...p, decision: null, note: '' })) }));
    const r = await run(dir, ['review', 'decisions', file]);
    expect(r.code).toBe(0);
    const line = (id: string): string => r.stdout.split('\n').find((l) => l.startsWith(`post ${id}:`)) ?? '';
    expect(line(a.id)).toMatch(/^post \S+: the client asked for changes — changes requested \(now /);
    expect(line(a.id)).not.toContain('note');
    expect(line(b.id)).toMatch(/^post \S+: the client asked for changes — changes requested, with the client's note as a comment \(now /);
  });
});
