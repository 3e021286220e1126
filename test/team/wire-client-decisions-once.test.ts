/**
 * A client's decisions are taken once, never undo an approval through an editor, and say when a
 * post is already at the Hub (branch clientfix; walk 3b findings). Two laptops on one real team
 * server (started once for the file), through the CLI: Bảo (owner) and Lan (editor).
 * - Bảo imports the client's file; Lan then imports a hand-edited copy of the SAME export with the
 *   decisions swapped: refused ("already imported by Bảo ... with other decisions"), nothing
 *   changed on either laptop. The same file again: refused as already imported, the client's note
 *   is not added a second time.
 * - Lan relays a client's request for changes on a post Bảo approved: the approval stands, the note
 *   is a comment (an editor's relay never undoes an approval).
 * - A post already handed to the Hub: the page marks it ("Already scheduled"), and the import
 *   report says the request does not stop it and to cancel it in the Outbox.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { openLibrary, reviews } from '../../src-main/library';
import { reviewOf } from '../../src-main/team';
import { createMemberToken, startTeamServer, type TeamServer } from '../../src-main/team-server';

let root: string;
let server: TeamServer;

const laptop = (name: string, token: string) => {
  const dir = join(root, name);
  const run = async (argv: string[]) => {
    let stdout = '';
    let stderr = '';
    const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stdin: async () => '', env: { POSTROOM_TEAM_TOKEN: token } });
    const lines = stdout.trim().split('\n').filter(Boolean).map((l) => { try { return JSON.parse(l) as Record<string, any>; } catch { return {}; } }); // eslint-disable-line @typescript-eslint/no-explicit-any -- CLI answers read in assertions
    return { code, stdout, stderr, lines };
  };
  const lib = <T>(fn: (l: ReturnType<typeof openLibrary>) => T): T => {
    const l = openLibrary(join(dir, 'library.sqlite'));
    try {
      return fn(l);
    } finally {
      l.close();
    }
  };
  const sync = async (): Promise<void> => {
    const r = await run(['team', 'sync', '--json']);
    expect(r.code, r.stderr + r.stdout).toBe(0);
  };
  return { dir, run, lib, sync };
};

let Bao: ReturnType<typeof laptop>;
let Lan: ReturnType<typeof laptop>;
let posts: string[] = [];
let campaignId = '';

interface PageData { exportId: string; campaignId: string; digest: string; posts: Array<{ draftId: string; revision: string }> }

/** Lan exports the campaign as a client page; returns its HTML and data. */
async function exportPage(file: string): Promise<{ html: string; data: PageData }> {
  const p = await Lan.run(['review', 'preview', campaignId, '--out', file, '--zone', 'Asia/Ho_Chi_Minh', '--json']);
  expect(p.code, p.stderr + p.stdout).toBe(0);
  const html = readFileSync(file, 'utf8');
  await Lan.sync();
  return { html, data: JSON.parse(/id="postroom-data">([^<]*)</.exec(html)![1]!) as PageData };
}

const decisionsFile = (data: PageData, decisions: Array<{ i: number; decision: 'approve' | 'request_changes'; note?: string }>): string => {
  const file = join(root, `decisions-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify({
    format: 'postroom-client-decisions', version: 1, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: '2026-11-27T03:00:00Z',
    posts: decisions.map((d) => ({ draftId: data.posts[d.i]!.draftId, revision: data.posts[d.i]!.revision, decision: d.decision, note: d.note ?? '' })),
  }));
  return file;
};

const counts = (l: ReturnType<typeof laptop>) => l.lib((x) => x.db.prepare('SELECT (SELECT count(*) FROM reviews) r, (SELECT count(*) FROM approvals) a, (SELECT count(*) FROM comments) c').get());

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-wire-client-once-'));
  server = await startTeamServer({ dataDir: join(root, 'server'), port: 0, storeDebounceMs: 20, storeMaxDebounceMs: 100 });
  Bao = laptop('bao', (await createMemberToken(server.store, { name: 'Bảo', role: 'owner' })).token);
  Lan = laptop('lan', (await createMemberToken(server.store, { name: 'Lan', role: 'editor' })).token);
  for (const l of [Bao, Lan]) expect((await l.run(['workspace', 'join', 'Quán', '--team', server.httpUrl, '--hub', 'http://127.0.0.1:9', '--json'])).code).toBe(0);
  ({ posts, campaignId } = Lan.lib((l) => {
    const ids = ['Khai trương', 'Thực đơn mới', 'Cảm ơn', 'Friday sale'].map((caption) => l.drafts.create(l.db, { caption, platforms: ['instagram'] }).id);
    return { posts: ids, campaignId: l.campaigns.create(l.db, { name: 'Tết', draftIds: ids }).id };
  }));
  for (const id of posts) expect((await Lan.run(['review', 'submit', id, '--json'])).code).toBe(0);
  await Lan.sync();
}, 60_000);
afterAll(async () => {
  await server.stop();
  rmSync(root, { recursive: true, force: true });
});

describe("a client's decisions file is taken once", () => {
  it("Bảo imports the client's file; Lan's hand-edited copy of the same export is refused, and so is the same file again; nothing changes", async () => {
    const { data } = await exportPage(join(root, 'page1.html'));
    await Bao.sync();
    const file = decisionsFile(data, [{ i: 0, decision: 'approve' }, { i: 1, decision: 'request_changes', note: 'Đổi ảnh' }]);
    const r = await Bao.run(['review', 'decisions', file, '--json']);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    await Bao.sync();
    await Lan.sync();
    expect(Lan.lib((l) => [reviewOf(l.db, posts[0]!).state, reviewOf(l.db, posts[1]!).state])).toEqual(['approved', 'changes_requested']);
    const before = counts(Lan);

    const tampered = decisionsFile(data, [{ i: 0, decision: 'request_changes', note: 'sửa tay' }, { i: 1, decision: 'approve' }]);
    const t = await Lan.run(['review', 'decisions', tampered, '--json']);
    expect([t.code, t.lines[0]?.error?.code]).toEqual([1, 'decisions_already_imported']);
    const tText = await Lan.run(['review', 'decisions', tampered]);
    expect(tText.stderr + tText.stdout).toMatch(/already imported by Bảo at \d{4}-\d\d-\d\d \d\d:\d\d UTC, with other decisions: nothing changed/);
    expect(Lan.lib((l) => [reviewOf(l.db, posts[0]!).state, reviewOf(l.db, posts[1]!).state])).toEqual(['approved', 'changes_requested']);

    const again = await Lan.run(['review', 'decisions', file, '--json']);
    expect([again.code, again.lines[0]?.error?.code]).toEqual([1, 'decisions_already_imported']);
    expect((await Bao.run(['review', 'decisions', file])).stderr).toMatch(/already imported by Bảo at .*: nothing added/);
    expect(counts(Lan)).toEqual(before);
    expect(Lan.lib((l) => reviews.commentsOf(l.db, posts[1]!).map((c) => c.body))).toEqual(['Đổi ảnh']);
  });

  it("Lan relays a client's request for changes on a post Bảo approved: the approval stands, the note is a comment", async () => {
    expect((await Bao.run(['review', 'approve', posts[2]!, '--json'])).code).toBe(0);
    await Bao.sync();
    await Lan.sync();
    const { data } = await exportPage(join(root, 'page2.html'));
    const r = await Lan.run(['review', 'decisions', decisionsFile(data, [{ i: 2, decision: 'request_changes', note: 'Thêm giờ mở cửa' }]), '--json']);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.lines.filter((l) => l.decision).map((l) => [l.decision.outcome, l.decision.state])).toEqual([['approval_kept', 'approved']]);
    expect(Lan.lib((l) => reviewOf(l.db, posts[2]!).approval?.by)).toBe('Bảo');
    expect(Lan.lib((l) => reviews.commentsOf(l.db, posts[2]!).map((c) => [c.author, c.body]))).toEqual([['client (via Lan)', 'Thêm giờ mở cửa']]);
  });

  it('a post already handed to the Hub: the page marks it, and the import says the request does not stop it (cancel it in the Outbox)', async () => {
    // Bảo approved it and it went to the Hub's schedule (the publisher's state for a scheduled post).
    expect((await Bao.run(['review', 'approve', posts[3]!, '--json'])).code).toBe(0);
    await Bao.sync();
    await Lan.sync();
    for (const l of [Lan, Bao]) l.lib((x) => x.drafts.setState(x.db, posts[3]!, 'scheduled'));
    const { html, data } = await exportPage(join(root, 'page3.html'));
    const article = new RegExp(`<article[^>]*data-draft-id="${posts[3]}"[\\s\\S]*?</article>`).exec(html)![0];
    expect(article).toContain('data-at-hub="scheduled"');
    expect(article).toContain('Already scheduled: this post goes out at this time as scheduled. Changes you ask for now can only be sent as a new post');
    expect(html).toContain('Posts marked “Already scheduled” go out as scheduled: the Hub cannot cancel or change them, and changes can only be sent as a new post.');
    expect(html).not.toContain('cancels');
    const other = new RegExp(`<article[^>]*data-draft-id="${posts[0]}"[\\s\\S]*?</article>`).exec(html)![0];
    expect(other).not.toContain('data-at-hub');
    await Bao.sync();
    // Bảo (owner) relays the client's request: changes requested, and the report says it still goes out.
    const file = decisionsFile(data, [{ i: 3, decision: 'request_changes', note: 'Sai ngày' }]);
    const r = await Bao.run(['review', 'decisions', file]);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.stdout).toContain(`post ${posts[3]}: the client asked for changes — changes requested`);
    expect(r.stdout).toContain('it is still scheduled at the Hub: this request does not stop it; cancel it in the Outbox');
  });
});
