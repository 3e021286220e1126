import { describe, expect, it } from 'vitest';
import { campaigns, drafts, reviews, type WritableDB } from '../../src-main/library';
import {
  DEFAULT_REVIEW_SETTINGS, escapeHtml, exportClientPreview, importClientDecisions, reviewOf, applyReviewAction,
  type DecisionsFile, type ReviewMember,
} from '../../src-main/team';
import { tempLibrary, thrown } from '../library/helpers';
import { campaignWithPosts, withUndecided } from './helpers';

const minh: ReviewMember = { name: 'Minh', role: 'approver', settings: DEFAULT_REVIEW_SETTINGS, solo: false };
const lan: ReviewMember = { name: 'Lan', role: 'editor', settings: DEFAULT_REVIEW_SETTINGS, solo: false };

const rows = (db: WritableDB): Record<string, number> => Object.fromEntries(['reviews', 'approvals', 'comments'].map((t) => [t, (db.prepare(`SELECT count(*) n FROM ${t}`).get() as { n: number }).n]));

async function exported() {
  const t = tempLibrary();
  const db = t.lib.db;
  const posts = await campaignWithPosts(t.dir, db);
  const out = await exportClientPreview(db, { campaignId: posts.camp.id, zone: 'Europe/Berlin', lang: 'en', member: lan });
  // h-decisions: as the page writes it, every post listed (the undecided with decision null).
  const file = (decisions: Array<DecisionsFile['posts'][number] & { decision: 'approve' | 'request_changes' }>): DecisionsFile => ({ format: 'postroom-client-decisions', version: 1, exportId: out.export.id, campaignId: posts.camp.id, digest: out.export.digest, decidedAt: '2026-11-27T00:00:00Z', posts: withUndecided(out.export.posts, decisions) });
  const rev = (id: string) => out.export.posts.find((p) => p.draftId === id)!.revision;
  return { ...t, db, ...posts, out, file, rev };
}

describe('client preview export', () => {
  it('one self-contained page: strict CSP, no address it could load, every hostile text escaped', async () => {
    const { out } = await exported();
    const html = out.html;
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;; img-src data:; style-src &#39;sha256-[^"]+&#39;; script-src &#39;sha256-/);
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<!-- &');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &quot;quoted&quot; &#39;single&#39; &lt;/script&gt;&lt;!-- &amp; &lt;img src=x onerror=alert(1)&gt; مرحبا بالعالم 👩‍👩‍👧 ✨');
    // Every src is a data: URI; the URL photo is named as text only.
    for (const m of html.matchAll(/\ssrc="([^"]*)"/g)) expect(m[1]).toMatch(/^data:image\/jpeg;base64,/);
    expect(html).toContain('Photo from https://cdn.example.com/b.jpg');
    expect(html).not.toMatch(/href="http/);
    // The JSON block cannot be closed by a caption (none is in it, and < is escaped anyway).
    const json = /<script type="application\/json" id="postroom-data">([^<]*)<\/script>/.exec(html);
    expect(json).not.toBeNull();
    expect(JSON.parse(json![1]!).posts).toHaveLength(3);
    expect(html).toContain('Tết &lt;2027&gt; &quot;launch&quot;');
  });

  it('each post as each channel shows it, with times in the client\'s zone', async () => {
    const { out, a } = await exported();
    const post = out.html.slice(out.html.indexOf(`data-draft-id="${a.id}"`));
    expect(post).toContain('LinkedIn only: chào 🎉');
    // Instagram shows no title; LinkedIn takes one.
    const section = (ch: string) => /<section class="channel" data-channel="[^"]+">.*?<\/section>/s.exec(post.slice(post.indexOf(`data-channel="${ch}"`) - 40))![0];
    expect(section('instagram')).not.toContain('class="ptitle"');
    expect(section('linkedin')).toContain('T&quot;itle&lt;');
    expect(post).toContain('link &lt;b&gt;in&lt;/b&gt; bio');
    // 09:00 in Ho Chi Minh City is 03:00 in Berlin.
    expect(out.html).toContain('Tuesday, 1 December 2026 at 03:00');
    expect(out.html).toContain('Times are in Europe/Berlin.');
    expect(out.html).toContain('<dd dir="auto">Studio Lumen</dd>'); // the brand by its name as last read from the Hub
    expect(out.html).toContain('In the posting queue, at its next free time');
    expect(out.html).toContain('As soon as it is sent');
    // The photo is inlined once, not once per channel (the page copies it into each).
    expect(post.slice(0, post.indexOf('</article>')).match(/data:image\/jpeg/g)).toHaveLength(1);
    // The 1600 px photo is scaled down.
    expect(out.html).toMatch(/<img src="data:image\/jpeg;base64,[^"]+" width="640" height="480"/);
  });

  it('in Vietnamese, every word of the page', async () => {
    const t = tempLibrary();
    const { camp } = await campaignWithPosts(t.dir, t.lib.db);
    const { html } = await exportClientPreview(t.lib.db, { campaignId: camp.id, zone: 'Asia/Ho_Chi_Minh', lang: 'vi', member: lan });
    expect(html).toContain('<html lang="vi">');
    for (const w of ['Bài đăng chờ bạn duyệt', 'Duyệt', 'Yêu cầu sửa', 'Tải tệp quyết định', 'Giờ theo múi giờ Asia/Ho_Chi_Minh.', 'Trong hàng chờ đăng']) expect(html).toContain(w);
    expect(html).not.toMatch(/>(Approve|Request changes|Download my decisions)</);
    expect(html).toMatch(/09:00/);
  });

  it('refuses an unknown zone, an unknown campaign, and nothing to show', async () => {
    const { db, camp } = await exported();
    await expect(exportClientPreview(db, { campaignId: camp.id, zone: 'Mars/Base', lang: 'en', member: lan })).rejects.toThrow(RangeError);
    await expect(exportClientPreview(db, { campaignId: 'nope', zone: 'UTC', lang: 'en', member: lan })).rejects.toMatchObject({ code: 'not_found' });
    await expect(exportClientPreview(db, { draftIds: [], zone: 'UTC', lang: 'en', member: lan })).rejects.toMatchObject({ code: 'preview_empty' });
  });

  it('escapeHtml escapes the five', () => expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;'));
});

describe('client decisions import', () => {
  it("an approver's import approves as themselves, relaying the client; changes as the client (via the member); a post not yet in review is sent for review first", async () => {
    const { db, a, b, file, rev } = await exported();
    // Walk 42a: Lan wrote it (the team's History says so): Minh, who did not, may approve it (the rule `review approve` applies).
    reviews.recordCreator(db, { draftId: a.id, workspaceId: a.workspaceId, member: 'Lan', at: a.createdAt });
    const r = importClientDecisions(db, JSON.stringify(file([
      { draftId: a.id, revision: rev(a.id), decision: 'approve', note: '' },
      { draftId: b.id, revision: rev(b.id), decision: 'request_changes', note: 'Ảnh tối quá <b>' },
    ])), { member: minh, campaignId: file([]).campaignId! });
    expect(r.by).toBe('client (via Minh)');
    expect(reviewOf(db, a.id)).toMatchObject({ state: 'approved' });
    expect(reviewOf(db, a.id).last?.by).toBe('Minh');
    expect(reviewOf(db, b.id).last?.by).toBe('client (via Minh)');
    expect(reviewOf(db, b.id).state).toBe('changes_requested');
    expect(db.prepare('SELECT author, body FROM comments').all()).toEqual([{ author: 'client (via Minh)', body: 'Ảnh tối quá <b>' }]);
    // Another file of the same export (clientfix): refused as already imported, nothing added.
    const again = thrown(() => importClientDecisions(db, JSON.stringify(file([{ draftId: a.id, revision: rev(a.id), decision: 'approve', note: '' }])), { member: minh }));
    expect([again.code, again.details?.by, again.details?.same]).toEqual(['decisions_already_imported', 'Minh', false]);
    expect(db.prepare('SELECT count(*) n FROM comments').get()).toEqual({ n: 1 });
  });

  it('refuses with a typed error and changes nothing: not JSON, unknown export, another campaign, tampered, stale', async () => {
    const { db, a, b, c, file, rev, camp } = await exported();
    const ok = file([{ draftId: a.id, revision: rev(a.id), decision: 'approve', note: '' }, { draftId: b.id, revision: rev(b.id), decision: 'request_changes', note: 'x' }]);
    const before = rows(db);
    const refused = (text: string, opts: { campaignId?: string } = {}) => thrown(() => importClientDecisions(db, text, { member: minh, ...opts }));
    expect(refused('not json').code).toBe('decisions_invalid');
    expect(refused('<!doctype html><html>').message).toContain('the preview page itself');
    expect(refused(JSON.stringify({ ...ok, format: 'other' })).code).toBe('decisions_invalid');
    const twice = refused(JSON.stringify({ ...ok, posts: [...ok.posts, ok.posts[0]] }));
    expect([twice.code, twice.details?.twice, twice.details?.missing, twice.details?.extra]).toEqual(['decisions_posts_changed', [a.id], [], []]);
    expect(refused(JSON.stringify({ ...ok, exportId: 'never-made' })).code).toBe('decisions_unknown_export');
    const other = campaigns.create(db, { name: 'Other', draftIds: [c.id] });
    expect(refused(JSON.stringify(ok), { campaignId: other.id }).code).toBe('decisions_other_campaign');
    expect(refused(JSON.stringify({ ...ok, campaignId: other.id })).code).toBe('decisions_tampered');
    expect(refused(JSON.stringify({ ...ok, digest: '0'.repeat(64) })).code).toBe('decisions_tampered');
    const moved = refused(JSON.stringify({ ...ok, posts: ok.posts.map((p, i) => (i === 0 ? { ...p, revision: 'f'.repeat(64) } : p)) }));
    expect([moved.code, moved.details?.posts]).toEqual(['decisions_tampered', [a.id]]);
    const d = drafts.create(db, { profile_id: 'prof_lumen', platforms: ['x'], caption: 'not exported' });
    const foreign = refused(JSON.stringify({ ...ok, posts: [...ok.posts, { draftId: d.id, revision: 'f'.repeat(64), decision: 'approve', note: '' }] }));
    expect([foreign.code, foreign.details?.extra, foreign.details?.missing]).toEqual(['decisions_posts_changed', [d.id], []]);
    // h-decisions: a post taken out of the file (its decision, or its undecided line) is refused, never read as undecided.
    const cut = refused(JSON.stringify({ ...ok, posts: ok.posts.filter((p) => p.draftId !== b.id) }));
    expect([cut.code, cut.details?.missing, cut.details?.total]).toEqual(['decisions_posts_changed', [b.id], 3]);
    // Stale: b's caption changed since the export; the good decision on a is not applied either.
    drafts.update(db, b.id, { caption: 'Second post, edited' });
    const stale = refused(JSON.stringify(ok));
    expect(stale.code).toBe('decisions_stale');
    expect(stale.details?.posts).toEqual([{ draftId: b.id, caption: 'Second post, edited', scheduled_at: null, timezone: null }]); // reviewtruth: each named with its time
    expect(stale.message).toContain(b.id);
    expect(rows(db)).toEqual(before);
    expect(reviewOf(db, a.id).state).toBe('draft');
    expect(camp.id).toBeTruthy();
  });

  it("an editor's import: the client's approval waits for an approver (never an approval), changes are requested", async () => {
    const { db, a, b, file, rev } = await exported();
    const r = importClientDecisions(db, JSON.stringify(file([
      { draftId: a.id, revision: rev(a.id), decision: 'approve', note: 'ok' },
      { draftId: b.id, revision: rev(b.id), decision: 'request_changes', note: 'darker' },
    ])), { member: lan });
    expect(r.decisions.map((d) => d.outcome)).toEqual(['waiting_for_approver', 'changes_requested']);
    expect([r.mayApprove, r.signed]).toEqual([false, false]);
    expect(db.prepare('SELECT count(*) n FROM approvals').get()).toEqual({ n: 0 });
    expect(reviewOf(db, a.id).state).toBe('in_review');
    expect(reviewOf(db, b.id).state).toBe('changes_requested');
  });

  it('a comment note over 4,000 characters: refused, nothing changed', async () => {
    const { db, a, file, rev } = await exported();
    applyReviewAction(db, lan, { draftId: a.id, action: 'submit' });
    const before = rows(db);
    expect(thrown(() => importClientDecisions(db, JSON.stringify(file([{ draftId: a.id, revision: rev(a.id), decision: 'request_changes', note: 'n'.repeat(4001) }])), { member: minh })).code).toBe('comment_too_long');
    expect(rows(db)).toEqual(before);
  });
});
