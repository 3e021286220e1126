/**
 * w9revoked (walk 9): a revoked laptop's CLI review steps are refused, nothing written. The revocation lived only in
 * the app's in-memory team session, so `postroom review approve ID` on Bảo's data dir after the server revoked him
 * exited 0 and approved locally; after he rejoined with a NEW token, Lan's laptop showed the post approved.
 * Now the session keeps the server's refusal in the library (per workspace), the CLI's one guard for writing
 * commands (and the review steps name theirs) refuses with it, and a hello answered again (the rejoin) clears it.
 * A REAL team server (started once for the file), two laptops as app cores: Lan (editor) and Bảo (approver).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import { runCli } from '../../src-main/cli';
import { cliLaptop, joinOnline, QUICK_STORE, useTeamServer } from './helpers';
import { memberToken } from '../helpers/team-owner';

const team = useTeamServer({ prefix: 'postroom-w9revoked-', teamName: 'Studio', server: QUICK_STORE, untilMs: 15_000 });
const { core, call, until } = team;

const REVOKED = /The team revoked this computer's member token: the library is read-only here/;
type Review = { state: string };
const reviewOf = async (c: Core, id: string): Promise<Review | undefined> => (await call<Record<string, Review>>(c, 'review.get', { draftIds: [id] }))[id];
const status = (c: Core) => call<{ state: string; inStep: boolean }>(c, 'team.status', {});
/** What a review step writes on Bảo's laptop: review steps, approvals, comments, client-preview exports. */
const written = (c: Core) => {
  const n = (sql: string): number => (c.services.library.db.prepare(sql).get() as { n: number }).n;
  return { steps: n('SELECT count(*) AS n FROM reviews'), approvals: n('SELECT count(*) AS n FROM approvals'), exports: n('SELECT count(*) AS n FROM review_exports') };
};
const cli = async (argv: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await runCli([...argv, '--data-dir', join(team.root(), 'bao')], { stdout: (x) => (stdout += x), stderr: (x) => (stderr += x), stdin: async () => '', env: { ...process.env } });
  return { code, stdout, stderr, json: () => JSON.parse(stdout.trim().split('\n').at(-1) || 'null') as { ok: boolean; error?: { code: string; message: string } } };
};

describe("a revoked laptop's CLI review steps", () => {
  let lan: Core;
  let bao: Core;
  let id = '';
  let campaignId = '';

  it('set-up: Lan sends a post for review; Bảo (approver) has it waiting', async () => {
    const lanToken = await memberToken(team.server().store, { name: 'Lan', role: 'editor' });
    const baoToken = await memberToken(team.server().store, { name: 'Bảo', role: 'approver' });
    lan = await core('lan');
    bao = await core('bao');
    await joinOnline(team.server().httpUrl, [[lan, lanToken], [bao, baoToken]]);
    id = (await call<{ id: string }>(lan, 'drafts.create', { draft: { caption: 'Bánh chưng Tết', platforms: ['instagram'] } })).id;
    campaignId = (await call<{ id: string }>(lan, 'campaigns.create', { name: 'Tết' })).id;
    await call(lan, 'campaigns.addDrafts', { id: campaignId, draftIds: [id] });
    await call(lan, 'review.act', { draftId: id, action: 'submit' });
    await until(async () => (await bao.dispatch('review.get', { draftIds: [id] })).ok && (await reviewOf(bao, id))?.state === 'in_review');
  }, 60_000);

  it('revoked: review approve, changes and preview through the CLI are refused with the revocation, nothing written', async () => {
    await team.server().revokeMember('Bảo');
    await until(async () => (await status(bao)).state === 'revoked');
    const before = written(bao);
    const approve = await cli(['review', 'approve', id, '--json']);
    expect(approve.code, approve.stdout + approve.stderr).toBe(1); // before: 0, approved locally
    expect(approve.json().error).toMatchObject({ code: 'revoked', message: expect.stringMatching(REVOKED) });
    const changes = await cli(['review', 'changes', id, '--comment', 'Đổi ảnh']);
    expect(changes.code).toBe(1);
    expect(changes.stderr).toMatch(REVOKED);
    const preview = await cli(['review', 'preview', campaignId, '--out', join(team.root(), 'p.html'), '--json']);
    expect(preview.code).toBe(1);
    expect(preview.json().error?.code).toBe('revoked');
    expect(written(bao)).toEqual(before);
    expect((await reviewOf(bao, id))?.state).toBe('in_review');
  }, 60_000);

  it('an app started again on the revoked laptop refuses at once, from the revocation kept (its session has no token yet)', async () => {
    await bao.close();
    bao = await core('bao');
    const r = await bao.dispatch('review.act', { draftId: id, action: 'approve' });
    expect(r.ok).toBe(false); // before: ok (the new session was not refused yet)
    if (!r.ok) expect(r.error).toMatchObject({ code: 'revoked', message: expect.stringMatching(REVOKED) });
    expect((await reviewOf(bao, id))?.state).toBe('in_review');
  }, 60_000);

  it('rejoined with a new token: Lan sees no approval; the CLI then approves, and Lan sees that one', async () => {
    const again = await memberToken(team.server().store, { name: 'Bảo', role: 'approver' });
    await call(bao, 'team.join', { name: 'Studio', url: team.server().httpUrl, token: again, hubUrl: 'http://127.0.0.1:9' });
    await until(async () => { const s = await status(bao); return s.state === 'online' && s.inStep; });
    await until(async () => (await status(lan)).inStep);
    expect((await reviewOf(lan, id))?.state).toBe('in_review'); // before: approved (the revoked laptop's step reached the team)
    expect((await reviewOf(bao, id))?.state).toBe('in_review');
    const approve = await cli(['review', 'approve', id, '--json']);
    expect(approve.code, approve.stdout + approve.stderr).toBe(0);
    await until(async () => (await reviewOf(lan, id))?.state === 'approved');
  }, 60_000);

  it('a laptop that only runs the CLI: once `team status` heard the revocation, review approve is refused with it, nothing written', async () => {
    const chi = cliLaptop(team.root(), 'chi', await memberToken(team.server().store, { name: 'Chi', role: 'approver' }));
    await chi.ok(['workspace', 'join', 'Studio', '--team', team.server().httpUrl, '--hub', 'http://127.0.0.1:9']);
    const other = (await call<{ id: string }>(lan, 'drafts.create', { draft: { caption: 'Mứt dừa', platforms: ['instagram'] } })).id;
    await call(lan, 'review.act', { draftId: other, action: 'submit' });
    await until(async () => (await status(lan)).inStep);
    await until(async () => {
      await chi.sync();
      return chi.lib((l) => l.db.prepare("SELECT count(*) AS n FROM reviews WHERE draft_id = ? AND action = 'submit'").get(other) as { n: number }).n === 1;
    });
    await team.server().revokeMember('Chi');
    const st = await chi.run(['team', 'status']);
    expect(st.stdout + st.stderr).toMatch(/revoked/);
    const steps = chi.lib((l) => (l.db.prepare('SELECT count(*) AS n FROM reviews').get() as { n: number }).n);
    const r = await chi.run(['review', 'approve', other, '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.json().error).toMatchObject({ code: 'revoked', message: expect.stringMatching(REVOKED) });
    expect(chi.lib((l) => (l.db.prepare('SELECT count(*) AS n FROM reviews').get() as { n: number }).n)).toBe(steps);
  }, 60_000);
});
