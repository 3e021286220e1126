/**
 * teamsync (walk 7, finding 11): `postroom review decisions FILE --json` prints JSON lines of the
 * decisions and one summary line, as `review list --json` does: no lone `{}` line before them (the
 * words' header line), and the header's facts (who made the preview, when, who relayed) are in the summary.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { dataPaths } from '../../src-main/common';
import { openLibrary } from '../../src-main/library';
import { campaignWithPosts } from '../team/helpers';

const run = async (dir: string, argv: string[]) => {
  let stdout = '';
  const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (stdout += s), stderr: () => undefined, stdin: async () => '', env: { USER: 'An' } });
  return { code, stdout };
};

describe('postroom review decisions --json', () => {
  it('prints one JSON line per decision, then the summary, and nothing else', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-cli-teamsync-'));
    await run(dir, ['info', '--json']);
    const lib = openLibrary(dataPaths(dir).library);
    const { a, b, camp } = await campaignWithPosts(dir, lib.db);
    lib.close();
    const out = join(dir, 'client.html');
    expect((await run(dir, ['review', 'preview', camp.name, '--out', out, '--json'])).code).toBe(0);
    const data = JSON.parse(/id="postroom-data">([^<]*)</.exec(readFileSync(out, 'utf8'))![1]!) as { exportId: string; campaignId: string; digest: string; posts: Array<{ draftId: string; revision: string }> };
    const rev = (id: string) => data.posts.find((x) => x.draftId === id)!.revision;
    const file = join(dir, 'decisions.json');
    writeFileSync(file, JSON.stringify({ format: 'postroom-client-decisions', version: 1, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: 'x', posts: [
      { draftId: a.id, revision: rev(a.id), decision: 'approve', note: '' }, { draftId: b.id, revision: rev(b.id), decision: 'request_changes', note: 'Ảnh tối' },
      ...data.posts.filter((p) => p.draftId !== a.id && p.draftId !== b.id).map((p) => ({ ...p, decision: null, note: '' })), // h-decisions: as the page lists them
    ] }));
    const r = await run(dir, ['review', 'decisions', file, '--json']);
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    // Every line says something: a decision, or the summary last.
    expect(lines.slice(0, -1).map((l) => Object.keys(l))).toEqual([['decision'], ['decision']]);
    expect(lines.map((l) => (l.decision as { draftId?: string } | undefined)?.draftId ?? null)).toEqual([a.id, b.id, null]);
    expect(lines.at(-1)).toMatchObject({ ok: true, exportId: data.exportId, exportedBy: 'An', exportedAt: expect.any(String), relayedBy: 'An', decisions: 2 });
  });
});
