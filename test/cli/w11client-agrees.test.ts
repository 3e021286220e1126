/**
 * w11client (walk 11): `postroom review decisions` says a client's approval of a post already approved (same version)
 * plainly: "already approved: the client agrees, nothing to confirm" (outcome client_agrees), never "(now approved)"
 * as if it had approved it; the post is in no one's "Waiting for me". Before: "already so" (outcome unchanged).
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
  let stderr = '';
  const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stdin: async () => '', env: { USER: 'An' } });
  return { code, stdout, stderr, json: !argv.includes('--json') ? [] : stdout.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>) };
};

describe('postroom review decisions: the client approves a post already approved', () => {
  it('says the client agrees, nothing to confirm; --json says outcome client_agrees', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-cli-'));
    await run(dir, ['info', '--json']);
    const lib = openLibrary(dataPaths(dir).library);
    const { a, camp } = await campaignWithPosts(dir, lib.db);
    lib.close();
    await run(dir, ['review', 'submit', a.id]);
    expect((await run(dir, ['review', 'approve', a.id])).code).toBe(0);
    const out = join(dir, 'page.html');
    expect((await run(dir, ['review', 'preview', camp.name, '--out', out])).code).toBe(0);
    const data = JSON.parse(/id="postroom-data">([^<]*)</.exec(readFileSync(out, 'utf8'))![1]!) as { exportId: string; campaignId: string; digest: string; posts: Array<{ draftId: string; revision: string }> };
    const file = join(dir, 'decisions.json');
    writeFileSync(file, JSON.stringify({ format: 'postroom-client-decisions', version: 1, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: 'x',
      posts: data.posts.map((p) => (p.draftId === a.id ? { ...p, decision: 'approve', note: '' } : { ...p, decision: null, note: '' })) }));
    const r = await run(dir, ['review', 'decisions', file]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`post ${a.id}: the client approved — already approved: the client agrees, nothing to confirm\n`);
    expect(r.stdout).not.toContain('confirm]');
    const list = await run(dir, ['review', 'list', '--json']);
    expect(list.json.filter((l) => (l.review as { box?: string } | undefined)?.box === 'waiting_for_me')).toEqual([]);
  });

  it('--json: the decision line carries outcome client_agrees', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-cli-'));
    await run(dir, ['info', '--json']);
    const lib = openLibrary(dataPaths(dir).library);
    const { a, camp } = await campaignWithPosts(dir, lib.db);
    lib.close();
    await run(dir, ['review', 'submit', a.id]);
    await run(dir, ['review', 'approve', a.id]);
    const out = join(dir, 'page.html');
    await run(dir, ['review', 'preview', camp.name, '--out', out]);
    const data = JSON.parse(/id="postroom-data">([^<]*)</.exec(readFileSync(out, 'utf8'))![1]!) as { exportId: string; campaignId: string; digest: string; posts: Array<{ draftId: string; revision: string }> };
    const file = join(dir, 'decisions.json');
    writeFileSync(file, JSON.stringify({ format: 'postroom-client-decisions', version: 1, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: 'x',
      posts: data.posts.map((p) => (p.draftId === a.id ? { ...p, decision: 'approve', note: 'Đẹp' } : { ...p, decision: null, note: '' })) }));
    const r = await run(dir, ['review', 'decisions', file, '--json']);
    expect(r.json.find((l) => l.decision)).toMatchObject({ decision: { draftId: a.id, decision: 'approve', outcome: 'client_agrees', unchanged: false } });
  });
});
