import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { dataPaths } from '../../src-main/common';
import { drafts, openLibrary } from '../../src-main/library';
import { campaignWithPosts } from '../team/helpers';

const run = async (dir: string, argv: string[], env: Record<string, string> = { USER: 'An' }) => {
  let stdout = '';
  let stderr = '';
  const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stdin: async () => '', env });
  return { code, stdout, stderr, json: !argv.includes('--json') ? [] : stdout.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>) };
};

async function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'postroom-cli-'));
  await run(dir, ['info', '--json']); // creates the data dir
  const lib = openLibrary(dataPaths(dir).library);
  const posts = await campaignWithPosts(dir, lib.db);
  lib.close();
  return { dir, ...posts };
}

describe('postroom review', () => {
  it('submit, changes, submit, approve, list: a solo workspace\'s owner approves their own post, and is told so', async () => {
    const { dir, a, b } = await setup();
    const sub = await run(dir, ['review', 'submit', a.id, '--json']);
    expect(sub.code).toBe(0);
    expect(sub.json[0]).toMatchObject({ ok: true, draftId: a.id, state: 'in_review', step: { action: 'submit', by: 'An' } });
    expect(sub.stderr).toContain('is not a team\'s: you act as its owner (An) and may approve your own posts');
    const back = await run(dir, ['review', 'changes', a.id, '--comment', 'Đổi ảnh', '--json']);
    expect(back.json[0]).toMatchObject({ state: 'changes_requested', commentId: expect.any(String) });
    expect((await run(dir, ['review', 'approve', a.id])).stderr).toContain('cannot approve post');
    await run(dir, ['review', 'submit', a.id]);
    const ok = await run(dir, ['review', 'approve', a.id, '--json']);
    expect(ok.json[0]).toMatchObject({ state: 'approved', approvalId: expect.any(String) });
    await run(dir, ['review', 'submit', b.id]);
    const list = await run(dir, ['review', 'list', '--json']);
    expect(list.json.filter((l) => l.review).map((l) => (l.review as { box: string }).box).sort()).toEqual(['came_back', 'waiting_for_me']);
    expect(list.json.at(-1)).toMatchObject({ ok: true, counts: { waiting_for_me: 1, came_back: 1, i_sent: 0 } });
    const words = await run(dir, ['review', 'list']);
    expect(words.stdout).toMatch(/Waiting for me \(1\)\n {2}\S+ {2}in review/);
    expect(words.stdout).toContain('Came back (1)');
  });

  it('a refusal and a too-long comment exit 1 with one line and change nothing', async () => {
    const { dir, a } = await setup();
    const r = await run(dir, ['review', 'approve', a.id, '--json']);
    expect(r.code).toBe(1);
    expect(r.json[0]).toMatchObject({ ok: false, error: { code: 'refused', message: expect.stringContaining('it has not been sent for review') } });
    const long = await run(dir, ['review', 'submit', a.id, '--comment', 'x'.repeat(4001), '--json']);
    expect(long.json[0]).toMatchObject({ ok: false, error: { code: 'comment_too_long' } });
    expect((await run(dir, ['review', 'list', '--json'])).json.filter((l) => l.review)).toEqual([]);
    expect((await run(dir, ['review', 'submit'])).code).toBe(2);
  });

  it('preview a campaign for a client in Vietnamese, then bring their decisions back; a stale file is refused naming the post', async () => {
    const { dir, a, b, camp } = await setup();
    const out = join(dir, 'client.html');
    const p = await run(dir, ['review', 'preview', camp.name, '--out', out, '--zone', 'Asia/Ho_Chi_Minh', '--lang', 'vi', '--json']);
    expect(p.code).toBe(0);
    expect(p.json[0]).toMatchObject({ ok: true, posts: 3, zone: 'Asia/Ho_Chi_Minh', lang: 'vi' });
    const html = readFileSync(out, 'utf8');
    expect(html).toContain('Bài đăng chờ bạn duyệt');
    const data = JSON.parse(/id="postroom-data">([^<]*)</.exec(html)![1]!) as { exportId: string; campaignId: string; digest: string; posts: Array<{ draftId: string; revision: string }> };
    const rev = (id: string) => data.posts.find((x) => x.draftId === id)!.revision;
    const file = join(dir, 'decisions.json');
    writeFileSync(file, JSON.stringify({ format: 'postroom-client-decisions', version: 1, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: 'x', posts: [
      { draftId: a.id, revision: rev(a.id), decision: 'approve', note: '' }, { draftId: b.id, revision: rev(b.id), decision: 'request_changes', note: 'Ảnh tối' },
      ...data.posts.filter((p) => p.draftId !== a.id && p.draftId !== b.id).map((p) => ({ ...p, decision: null, note: '' })), // h-decisions: as the page lists them
    ] }));
    const other = await run(dir, ['review', 'decisions', file, '--campaign', 'nope']);
    expect(other.code).toBe(1);
    // Stale first: b edited since the export. Nothing applied.
    const lib = openLibrary(dataPaths(dir).library);
    const before = drafts.get(lib.db, b.id).caption;
    drafts.update(lib.db, b.id, { caption: 'Second post, edited' });
    lib.close();
    const stale = await run(dir, ['review', 'decisions', file, '--json']);
    expect(stale.json[0]).toMatchObject({ ok: false, error: { code: 'decisions_stale', message: expect.stringContaining(b.id) } });
    expect((await run(dir, ['review', 'list', '--json'])).json.filter((l) => l.review)).toEqual([]);
    const lib2 = openLibrary(dataPaths(dir).library);
    drafts.update(lib2.db, b.id, { caption: before });
    lib2.close();
    const ok = await run(dir, ['review', 'decisions', file, '--campaign', camp.name]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain(`post ${a.id}: the client approved — approved by you, for the client (now approved)`);
    expect(ok.stdout).toContain(`post ${b.id}: the client asked for changes — changes requested, with the client's note as a comment (now changes requested)`);
    expect(ok.stderr).toContain('the decisions file is not signed: check it came from your client');
    // w20cli (walk 18, 8d): the reader's own relay is "you", as every other line says it.
    expect(ok.stdout).toContain('applied 2 decisions as the client (via you)');
  });
});
