/**
 * clientnote (walk 7): the CLI's words for a client's request for changes on an approved post that
 * an editor relayed (the approval stands): `review list` puts it in "Waiting for me" with the
 * client's note and how to decide, `review keep ID` keeps the approval and takes it off the list.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { dataPaths } from '../../src-main/common';
import { openLibrary } from '../../src-main/library';
import { DEFAULT_REVIEW_SETTINGS, importClientDecisions, type ReviewMember } from '../../src-main/team';
import { campaignWithPosts } from '../team/helpers';

const run = async (dir: string, argv: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stdin: async () => '', env: { USER: 'An' } });
  return { code, stdout, stderr, json: !argv.includes('--json') ? [] : stdout.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>) };
};
const lan: ReviewMember = { name: 'Lan', role: 'editor', settings: DEFAULT_REVIEW_SETTINGS, solo: false };

describe("postroom review list / keep: a client's request for changes on an approved post", () => {
  it('is listed as waiting for me with the note and both answers; review keep answers it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-cli-'));
    await run(dir, ['info', '--json']);
    let lib = openLibrary(dataPaths(dir).library);
    const { a, camp } = await campaignWithPosts(dir, lib.db);
    lib.close();
    await run(dir, ['review', 'submit', a.id]);
    expect((await run(dir, ['review', 'approve', a.id])).code).toBe(0);
    const out = join(dir, 'page.html');
    expect((await run(dir, ['review', 'preview', camp.name, '--out', out])).code).toBe(0);
    const data = JSON.parse(/id="postroom-data">([^<]*)</.exec(readFileSync(out, 'utf8'))![1]!) as { exportId: string; campaignId: string; digest: string; posts: Array<{ draftId: string; revision: string }> };
    // Lan (an editor, who may not undo an approval) relays the client's request: the approval stands.
    lib = openLibrary(dataPaths(dir).library);
    const r = importClientDecisions(lib.db, JSON.stringify({ format: 'postroom-client-decisions', version: 1, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: 'x',
      posts: data.posts.map((p) => (p.draftId === a.id ? { ...p, decision: 'request_changes', note: 'Thêm giờ mở cửa' } : { ...p, decision: null, note: '' })) }), { member: lan });
    lib.close();
    expect(r.decisions[0]!.outcome).toBe('approval_kept');

    const list = await run(dir, ['review', 'list']);
    expect(list.stdout).toMatch(/^Waiting for me \(1\)$/m);
    expect(list.stdout).toContain(`[the client asked for changes on this approved post (via Lan): “Thêm giờ mở cửa” — you decide: keep the approval (postroom review keep ${a.id}) or ask for changes (postroom review changes ${a.id})]`);
    const json = await run(dir, ['review', 'list', '--json']);
    expect(json.json.find((l) => l.review)).toMatchObject({ review: { draftId: a.id, box: 'waiting_for_me', state: 'approved', clientRequest: { relayedBy: 'Lan', comment: 'Thêm giờ mở cửa' } } });

    const keep = await run(dir, ['review', 'keep', a.id]);
    expect(keep.code, keep.stderr).toBe(0);
    expect(keep.stdout).toContain(`post ${a.id}: the approval is kept over the client's request for changes — approved`);
    expect((await run(dir, ['review', 'list'])).stdout).not.toContain('the client asked for changes');
    const again = await run(dir, ['review', 'keep', a.id, '--json']);
    expect([again.code, (again.json[0] as { error?: { code?: string } }).error?.code]).toEqual([1, 'client_not_waiting']);
  });
});
