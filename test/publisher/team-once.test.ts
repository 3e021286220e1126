/**
 * Exactly once across a team (issue 34, items 4 and 5), with the REAL sandbox Hub over HTTP: two
 * publishers on two library files ("laptops") on one sandbox account, the team an in-memory port
 * (team-fixture.ts). The sandbox's own records say how many posts there are.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { campaignPlans } from '../../src-main/library';
import { runDryRun } from '../../src-main/campaigns/planner';
import { CampaignSender } from '../../src-main/campaigns';
import { approvalKey, batchItems, derivedKey, draftPostState, PublisherError, type Job } from '../../src-main/publisher';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { twoLaptops, type TwoLaptops } from './team-fixture';

let sandbox: SandboxHandle;
let t: (TwoLaptops & { draftIds: string[] }) | undefined;

beforeAll(async () => {
  sandbox = await startSandbox({ faults: 'none', seed: 11 });
  sandbox.control.setProcessingMs(0);
});
afterAll(async () => {
  await sandbox.close();
});
/** No faults, and posts final at once (a fault config sets its own processing time). */
const calm = (): void => {
  sandbox.control.setFaults('none');
  sandbox.control.setProcessingMs(0);
};

afterEach(async () => {
  calm();
  await t?.close();
  t = undefined;
});

const draftOf = (x: TwoLaptops, id: string) => x.a.lib.drafts.getDraft(x.a.lib.db, id);
const answers = (p: { events(id: string): Array<{ type: string; detail: unknown }> }, job: Job) => p.events(job.id).filter((e) => e.type === 'answer').map((e) => JSON.stringify(e.detail));

async function until(what: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!what()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('two laptops, one approved post', () => {
  it('(a) both publish at the same instant: the sandbox holds ONE post, both journals end published, one met idempotency_in_progress', async () => {
    t = await twoLaptops(sandbox, 1);
    const id = t.draftIds[0]!;
    const approval = t.team.approve(draftOf(t, id));
    const pa = t.a.publisher();
    const pb = t.b.publisher();
    const before = t.publishCalls();
    // The first call is held at the Hub with its key running, so the second meets it there.
    const release = sandbox.control.holdPublishes();
    const runs = Promise.all([pa.publish({ draftIds: [id] }, { wait: true }), pb.publish({ draftIds: [id] }, { wait: true })]);
    await until(() => t!.publishCalls() >= before + 2);
    release();
    const [ra, rb] = await runs;
    const [ja] = ra.jobs;
    const [jb] = rb.jobs;
    // The same key on both laptops, the approval's, and the same bytes.
    expect(ja!.idempotencyKey).toBe(approvalKey(approval.approvalId, id, 0));
    expect(jb!.idempotencyKey).toBe(ja!.idempotencyKey);
    expect(jb!.bodySha256).toBe(ja!.bodySha256);
    expect(ja!.photos.map((p) => p.filename)).toEqual(['photo-01.jpg']);
    expect([ja!.state, jb!.state]).toEqual(['done', 'done']);
    expect(draftPostState(t.a.lib.db, id).state).toBe('published');
    expect(draftPostState(t.b.lib.db, id).state).toBe('published');
    // The sandbox's own records: one post.
    expect(t.posts()).toHaveLength(1);
    expect(t.posts()[0]!.idempotencyKey).toBe(ja!.idempotencyKey);
    const met = [...answers(pa, ja!), ...answers(pb, jb!)].filter((a) => a.includes('idempotency_in_progress'));
    expect(met.length).toBeGreaterThan(0);
    // Both claimed before their calls, under the one key.
    expect(t.team.claims.map((c) => [c.name, c.key])).toEqual(expect.arrayContaining([['An', ja!.idempotencyKey], ['Lan', ja!.idempotencyKey]]));
    expect(t.team.claims.every((c) => c.approvalId === approval.approvalId && c.part === 0)).toBe(true);
    expect([...t.a.calls, ...t.b.calls].length).toBeGreaterThanOrEqual(2);
    expect([...t.a.calls, ...t.b.calls].every((c) => c.claimed)).toBe(true);
  });

  it('(b) B offline until after A published: B then sends, the Hub replays, still one post; B shows it published by An once shared', async () => {
    t = await twoLaptops(sandbox, 1);
    const id = t.draftIds[0]!;
    t.team.approve(draftOf(t, id));
    t.b.net.offline = true;
    const pb = t.b.publisher({ maxOfflineMs: 200 });
    const away = await pb.publish({ draftIds: [id] }, { wait: true });
    expect(away.interrupted).toBe(true);
    expect(away.jobs[0]!.state).toBe('retrying'); // journaled with its key, waiting for the network
    const ra = await t.a.publisher().publish({ draftIds: [id] }, { wait: true });
    expect(ra.jobs[0]!.state).toBe('done');
    expect(t.posts()).toHaveLength(1);
    t.b.net.offline = false;
    const back = await t.b.publisher().resume({ wait: true });
    const jb = back.jobs.find((j) => j.draftId === id)!;
    expect(jb.idempotencyKey).toBe(ra.jobs[0]!.idempotencyKey);
    expect(jb.state).toBe('done'); // the Hub's replay of A's result
    expect(jb.outcomes).toEqual(ra.jobs[0]!.outcomes);
    expect(t.posts()).toHaveLength(1);
    // Before the team is in step B says published; once A's outcome is shared, published by An.
    const port = t.team.port(t.b.member);
    expect(draftPostState(t.b.lib.db, id, port).state).toBe('published');
    t.team.share(t.a);
    const s = draftPostState(t.b.lib.db, id, port);
    expect(s.state).toBe('published');
    expect(s.by?.name).toBe('An');
  });

  it('the local guard: a post the team shows published by An is not sent by Lan, and says by whom', async () => {
    t = await twoLaptops(sandbox, 1);
    const id = t.draftIds[0]!;
    t.team.approve(draftOf(t, id));
    await t.a.publisher().publish({ draftIds: [id] }, { wait: true });
    t.team.share(t.a);
    const calls = t.publishCalls();
    const rb = await t.b.publisher().publish({ draftIds: [id] }, { wait: true });
    expect(rb.jobs).toHaveLength(0);
    expect(rb.skipped[0]!.problems[0]).toMatchObject({ code: 'sent_by_team', who: 'An' });
    expect(rb.skipped[0]!.problems[0]!.message).toMatch(/already published .* \(An's computer sent it at \d{4}-/); // w27cli: whose computer, and when
    expect(t.publishCalls()).toBe(calls);
    expect(t.posts()).toHaveLength(1);
  });
});

describe('approval before publishing', () => {
  it('(c) an unapproved post is refused by publish and by campaign send (the dry run shows it held), nothing reaches the Hub', async () => {
    t = await twoLaptops(sandbox, 3);
    const [waiting, changes, approved] = t.draftIds as [string, string, string];
    t.team.approvals.set(changes, { waiting: 'changes_requested', who: 'Lan' });
    t.team.approvals.set(waiting, { waiting: 'approval', who: 'Lan' });
    const lib = t.a.lib;
    const calls = t.publishCalls();
    const r = await t.a.publisher().publish({ draftIds: [waiting, changes] }, { wait: true });
    expect(r.jobs).toHaveLength(0);
    const why = new Map(r.skipped.map((s) => [s.draftId, s.problems[0]!]));
    expect(why.get(waiting)).toMatchObject({ code: 'waiting_approval', who: 'Lan' });
    expect(why.get(changes)).toMatchObject({ code: 'changes_requested', who: 'Lan', message: expect.stringMatching(/^changes requested by Lan/) });
    expect(batchItems(lib.db, r.batchIds[0]!).map((i) => i.state)).toEqual(['skipped', 'skipped']);
    expect(t.publishCalls()).toBe(calls);

    // A campaign: the dry run holds back the two, Send sends only the approved one.
    t.team.approve(draftOf(t, approved));
    const c = lib.campaigns.create(lib.db, { name: 'launch' });
    lib.campaigns.addDrafts(lib.db, c.id, [waiting, changes, approved]);
    const ws = lib.workspaces.getCurrent(lib.db).id;
    const port = t.team.port(t.a.member);
    const dry = runDryRun({ library: lib, workspaceId: ws, now: () => Date.now(), pins: () => null, team: port }, c.id);
    expect(dry.summary.held).toBe(2);
    expect(dry.rows.filter((x) => x.held).map((x) => x.problems[0]!.code).sort()).toEqual(['changes_requested', 'changes_requested', 'waiting_approval', 'waiting_approval']);
    const p = t.a.publisher();
    const sender = new CampaignSender({ library: lib, publisher: async () => p, team: () => port });
    // The dry run is the send: a post approved after it changes the plan, and Send refuses to go on it.
    const before = t.team.approvals.get(waiting)!;
    t.team.approve(draftOf(t, waiting));
    await expect(sender.send(c.id, { fingerprint: dry.fingerprint })).rejects.toMatchObject({ code: 'plan_changed' });
    expect(t.publishCalls()).toBe(calls);
    t.team.approvals.set(waiting, before);
    await sender.send(c.id, { fingerprint: dry.fingerprint });
    await sender.idle(c.id);
    expect(t.posts().map((x) => x.caption)).toEqual([draftOf(t, approved).caption]);
    expect(campaignPlans.sends(lib.db, c.id).filter((s) => s.outcome === 'skipped').map((s) => s.draftId).sort()).toEqual([waiting, changes].sort());
    expect(t.publishCalls()).toBe(calls + 1);
  });

  it('(d) approved, then edited: refused as waiting for review; nothing sent', async () => {
    t = await twoLaptops(sandbox, 1);
    const id = t.draftIds[0]!;
    t.team.approve(draftOf(t, id));
    t.a.lib.drafts.update(t.a.lib.db, id, { caption: `${t.tag} edited after approval` });
    const calls = t.publishCalls();
    const r = await t.a.publisher().publish({ draftIds: [id] }, { wait: true });
    expect(r.jobs).toHaveLength(0);
    expect(r.skipped[0]!.problems[0]).toMatchObject({ code: 'waiting_review', message: expect.stringMatching(/edited after it was approved/) });
    expect(t.publishCalls()).toBe(calls);
  });

  it('(e) "send again as new" without a new approval is refused; with one, a new key and a second post', async () => {
    t = await twoLaptops(sandbox, 1);
    const id = t.draftIds[0]!;
    t.team.approve(draftOf(t, id));
    const p = t.a.publisher();
    const first = await p.publish({ draftIds: [id] }, { wait: true });
    const again = await p.publish({ draftIds: [id], again: true }, { wait: true });
    expect(again.jobs).toHaveLength(0);
    expect(again.skipped[0]!.problems[0]).toMatchObject({ code: 'resend_needs_approval' });
    // On the other laptop too (it never sent it, but the team shows it sent).
    t.team.share(t.a);
    const elsewhere = await t.b.publisher().publish({ draftIds: [id], again: true }, { wait: true });
    expect(elsewhere.skipped[0]!.problems[0]).toMatchObject({ code: 'resend_needs_approval' });
    expect(t.posts()).toHaveLength(1);
    const second = t.team.approve(draftOf(t, id));
    const resent = await p.publish({ draftIds: [id], again: true }, { wait: true });
    expect(resent.jobs).toHaveLength(1);
    expect(resent.jobs[0]!.idempotencyKey).toBe(approvalKey(second.approvalId, id, 0));
    expect(resent.jobs[0]!.idempotencyKey).not.toBe(first.jobs[0]!.idempotencyKey);
    expect(t.posts()).toHaveLength(2);
  });

  it('(f) upstream_timeout on A: B sends the same key and gets the timeout replayed (key closed); one unknown for the team; resend needs a new approval', async () => {
    t = await twoLaptops(sandbox, 1);
    const id = t.draftIds[0]!;
    t.team.approve(draftOf(t, id));
    // The timeout of a post the channel never took: a resend asks the Hub by the key first, and this one it finds not.
    sandbox.control.setFaults({ upstream_timeout_lost: 1 });
    sandbox.control.setProcessingMs(0);
    const pa = t.a.publisher();
    const ra = await pa.publish({ draftIds: [id] }, { wait: true });
    expect(ra.jobs[0]!.state).toBe('unknown');
    expect(ra.jobs[0]!.lastError?.code).toBe('upstream_timeout');
    calm();
    const pb = t.b.publisher();
    const rb = await pb.publish({ draftIds: [id] }, { wait: true });
    expect(rb.jobs[0]!.idempotencyKey).toBe(ra.jobs[0]!.idempotencyKey);
    expect(rb.jobs[0]!.state).toBe('unknown');
    expect(rb.jobs[0]!.lastError?.code).toBe('upstream_timeout');
    expect(t.posts()).toHaveLength(0); // the timed-out post the channel never took; B's call replayed the timeout
    // Shared: both laptops show the one unknown outcome, An's.
    t.team.share(t.a);
    const s = draftPostState(t.b.lib.db, id, t.team.port(t.b.member));
    expect(s.state).toBe('unknown');
    expect(s.by?.name).toBe('An');
    // "Send again as new" is a reviewed decision.
    const err = await pb.resendUnknown(rb.jobs[0]!.id).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PublisherError);
    expect((err as PublisherError).details).toMatchObject({ problems: [{ code: 'resend_needs_approval' }] });
    expect(t.posts()).toHaveLength(0);
    const second = t.team.approve(draftOf(t, id));
    const child = await pb.resendUnknown(rb.jobs[0]!.id);
    expect(child.idempotencyKey).toBe(approvalKey(second.approvalId, id, 0));
    expect(['awaiting', 'done']).toContain(child.state); // accepted by the Hub: the post, once
    expect(t.posts()).toHaveLength(1);
  });

  it('(g) a retry of refused channels is a new post with a new key, derived: the same on both laptops, so their two retries are one post', async () => {
    t = await twoLaptops(sandbox, 1);
    const id = t.draftIds[0]!;
    const approval = t.team.approve(draftOf(t, id));
    sandbox.control.setFaults({ channel_refusal: 1 });
    sandbox.control.setProcessingMs(0);
    const pa = t.a.publisher();
    const pb = t.b.publisher();
    const ja = (await pa.publish({ draftIds: [id] }, { wait: true })).jobs[0]!;
    const jb = (await pb.publish({ draftIds: [id] }, { wait: true })).jobs[0]!; // the Hub's replay of A's answer
    expect(ja.outcomes?.every((o) => !o.success)).toBe(true);
    expect(jb.outcomes).toEqual(ja.outcomes);
    calm();
    const ra = await pa.retryFailedChannels(ja.id, { wait: true });
    const rb = await pb.retryFailedChannels(jb.id, { wait: true });
    const key = derivedKey(approvalKey(approval.approvalId, id, 0), 'retry_channels:instagram,x');
    expect([ra.idempotencyKey, rb.idempotencyKey]).toEqual([key, key]);
    expect(ra.bodySha256).toBe(rb.bodySha256);
    expect(t.posts().map((p) => p.idempotencyKey)).toEqual([ja.idempotencyKey, key]);
  });
});
