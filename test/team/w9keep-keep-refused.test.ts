/**
 * w9keep (walk 9, F2/F2b): "Keep the approval" over a client's request for changes is a review step like every other:
 * refused on a revoked laptop (the revocation) and in a workspace that LEFT its team (left_team), nothing written, and
 * the core's verdict says so before it is pressed (`clientRequest.keep`). A REAL team server (started once for the
 * file), two laptops: Lan (editor, relays the client's request) and Bảo (approver).
 * Before: the revoked laptop kept the approval locally ("The approval is kept"), the team never got it, and on a
 * rejoin with a new token it reached the team silently; the left workspace wrote the keep as "me", and after a
 * rejoin the two laptops disagreed for good (Bảo: no request; Lan: the request waiting), both "in step".
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Core } from '../../src-main/bridge';
import { runCli } from '../../src-main/cli';
import { clientPageData, joinOnline, QUICK_STORE, useTeamServer } from './helpers';
import { memberToken } from '../helpers/team-owner';

const team = useTeamServer({ prefix: 'postroom-w9keep-', teamName: 'Studio', server: QUICK_STORE, untilMs: 15_000 });
const { core, call, until } = team;

type Verdict = { do: string; reason?: string };
type Review = { state: string; clientRequest?: { relayedBy: string; comment: string | null; mayKeep: boolean; keep: Verdict } | null };
interface Status { state: string; inStep: boolean; me: { name: string; role: string } | null }

const reviewOf = async (c: Core, id: string): Promise<Review | undefined> => (await call<Record<string, Review>>(c, 'review.get', { draftIds: [id] }))[id];
const status = (c: Core): Promise<Status> => call<Status>(c, 'team.status', {});
const keeps = (c: Core, id: string): number =>
  (c.services.library.db.prepare("SELECT count(*) AS n FROM reviews WHERE draft_id = ? AND action = 'approve'").get(id) as { n: number }).n;

describe('"Keep the approval" on a laptop that may not change the team\'s reviews', () => {
  let lan: Core;
  let bao: Core;
  let id = '';
  let rejoinToken = '';
  let left = '';

  /** Lan sends a post for review, Bảo approves it, the client asks for changes on it (relayed by Lan: the approval stands). */
  async function clientAsked(caption: string): Promise<string> {
    const draftId = (await call<{ id: string }>(lan, 'drafts.create', { draft: { caption, platforms: ['instagram'] } })).id;
    const camp = await call<{ id: string }>(lan, 'campaigns.create', { name: caption });
    await call(lan, 'campaigns.addDrafts', { id: camp.id, draftIds: [draftId] });
    await call(lan, 'review.act', { draftId, action: 'submit' });
    await until(async () => (await bao.dispatch('review.get', { draftIds: [draftId] })).ok && (await reviewOf(bao, draftId))?.state === 'in_review');
    await call(bao, 'review.act', { draftId, action: 'approve' });
    await until(async () => (await reviewOf(lan, draftId))?.state === 'approved');
    const page = await call<{ content: string }>(lan, 'review.preview', { campaignId: camp.id, zone: 'Asia/Ho_Chi_Minh', lang: 'en' });
    const data = clientPageData(page.content);
    const file = {
      format: 'postroom-client-decisions', version: 1, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: new Date().toISOString(),
      posts: [{ draftId, revision: data.posts[0]!.revision, decision: 'request_changes', note: 'Đổi ảnh khác' }],
    };
    const imported = await call<{ decisions: Array<{ outcome: string }> }>(lan, 'review.decisions', { name: 'd.json', content: JSON.stringify(file), campaignId: camp.id });
    expect(imported.decisions[0]?.outcome).toBe('approval_kept');
    await until(async () => (await reviewOf(bao, draftId))?.clientRequest != null);
    return draftId;
  }

  it('set-up: the client asks for changes on a post Bảo approved (relayed by Lan): Bảo may keep the approval, Lan is not offered it', async () => {
    const lanToken = await memberToken(team.server().store, { name: 'Lan', role: 'editor' });
    const baoToken = await memberToken(team.server().store, { name: 'Bảo', role: 'approver' });
    lan = await core('lan');
    bao = await core('bao');
    await joinOnline(team.server().httpUrl, [[lan, lanToken], [bao, baoToken]]);
    id = await clientAsked('Áo dài phố Hội');
    left = await clientAsked('Đèn lồng Hội An');
    expect((await reviewOf(bao, id))?.clientRequest).toMatchObject({ relayedBy: 'Lan', comment: 'Đổi ảnh khác', mayKeep: true, keep: { do: 'allowed' } });
    // An editor is not offered it, with the table's reason.
    expect((await reviewOf(lan, id))?.clientRequest).toMatchObject({ mayKeep: false, keep: { do: 'refused', reason: 'not_an_approver' } });
  }, 60_000);

  it('revoked: the keep is shut with the revocation and refused with it, nothing written; rejoined with a new token, the request still waits on both laptops', async () => {
    const before = keeps(bao, id);
    await team.server().revokeMember('Bảo');
    await until(async () => (await status(bao)).state === 'revoked');
    expect((await reviewOf(bao, id))?.clientRequest).toMatchObject({ mayKeep: true, keep: { do: 'refused', reason: 'revoked' } });
    const r = await bao.dispatch('review.keepClient', { draftId: id });
    expect(r.ok).toBe(false); // before: ok, "The approval is kept; the client's request is answered."
    if (!r.ok) expect(r.error).toMatchObject({ code: 'revoked', message: expect.stringMatching(/revoked this computer's member token/) });
    expect(keeps(bao, id)).toBe(before);
    expect((await reviewOf(bao, id))?.clientRequest).not.toBeNull();

    const again = await memberToken(team.server().store, { name: 'Bảo', role: 'approver' });
    await call(bao, 'team.join', { name: 'Studio', url: team.server().httpUrl, token: again, hubUrl: 'http://127.0.0.1:9' });
    await until(async () => { const s = await status(bao); return s.state === 'online' && s.inStep; });
    await until(async () => (await status(lan)).inStep);
    // The keep refused while revoked never reached the team (before: it did, and Lan's request vanished).
    expect((await reviewOf(lan, id))?.clientRequest).toMatchObject({ relayedBy: 'Lan' });
    expect((await reviewOf(bao, id))?.clientRequest).toMatchObject({ keep: { do: 'allowed' } });
    rejoinToken = again;
  }, 60_000);

  it('left the team: the keep is shut and refused for the left-team reason, nothing written; the queue says the workspace left its team; rejoined, both laptops agree', async () => {
    const before = keeps(bao, left);
    await call(bao, 'team.leave', {});
    expect((await reviewOf(bao, left))?.clientRequest).toMatchObject({ keep: { do: 'refused', reason: 'left_team' } });
    const r = await bao.dispatch('review.keepClient', { draftId: left });
    expect(r.ok).toBe(false); // before: ok, and the panel read "approved by me"
    if (!r.ok) expect(r.error).toMatchObject({ code: 'refused', details: { reason: 'left_team' } });
    expect(keeps(bao, left)).toBe(before);
    expect((await call<{ me: { solo: boolean; leftTeam?: boolean } }>(bao, 'review.list', {})).me).toMatchObject({ solo: true, leftTeam: true });
    // The CLI on the same laptop: the same refusal, typed, alone (no "you act as its owner" note beside it), nothing written.
    let out = '';
    const code = await runCli(['review', 'keep', left, '--data-dir', join(team.root(), 'bao')], { stdout: (x) => (out += x), stderr: (x) => (out += x), stdin: async () => '', env: { ...process.env } });
    expect(code, out).not.toBe(0);
    expect(out).toMatch(/cannot keep the approval of post .*: you left the team this post belongs to/);
    expect(out).not.toMatch(/act as its owner/);
    expect(keeps(bao, left)).toBe(before);
    // `review list` there: the team's kept posts are not its queue (as the app's), and the note says the workspace left its team.
    let list = '';
    expect(await runCli(['review', 'list', '--data-dir', join(team.root(), 'bao')], { stdout: (x) => (list += x), stderr: (x) => (list += x), stdin: async () => '', env: { ...process.env } })).toBe(0);
    expect(list).not.toContain(left);
    expect(list).toMatch(/workspace "Studio" left its team/);
    expect(list).not.toMatch(/is not a team's/);

    await call(bao, 'team.join', { name: 'Studio', url: team.server().httpUrl, token: rejoinToken, hubUrl: 'http://127.0.0.1:9' });
    await until(async () => { const s = await status(bao); return s.state === 'online' && s.inStep; });
    await until(async () => (await status(lan)).inStep);
    for (const c of [lan, bao]) {
      const rv = await reviewOf(c, left);
      expect(rv?.state).toBe('approved');
      expect(rv?.clientRequest).toMatchObject({ relayedBy: 'Lan', comment: 'Đổi ảnh khác' });
    }
    const row = (await call<{ me: { leftTeam?: boolean }; rows: Array<{ draftId: string; box: string }> }>(bao, 'review.list', {}));
    expect(row.me.leftTeam).toBeUndefined();
    expect(row.rows.find((x) => x.draftId === left)?.box).toBe('waiting_for_me');
  }, 60_000);
});
