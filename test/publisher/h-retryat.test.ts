/**
 * h-retryat (walk 40b; actions.ts rule 8): in a team that requires approval, an approval is of the post's words AND its
 * time, so a retry of its refused channels goes at the approved time (now, once it has passed) and never at another:
 * `retryFailedChannels` at another time is refused as `approved_time`, naming who may approve a new time, and nothing
 * reaches the Hub. Before, `postroom retry ID --at T` sent the channels at T. Outside such a team nothing changes.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { PublisherError, type Job, type Publisher, type PublishDraft } from '../../src-main/publisher';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { revisionOf, twoLaptops, type TwoLaptops } from './team-fixture';

let sandbox: SandboxHandle;
let t: (TwoLaptops & { draftIds: string[] }) | undefined;

beforeAll(async () => {
  sandbox = await startSandbox({ faults: 'none', seed: 40 });
  sandbox.control.setProcessingMs(0);
});
afterAll(async () => {
  await sandbox.close();
});
afterEach(async () => {
  sandbox.control.setFaults('none');
  sandbox.control.setProcessingMs(0);
  await t?.close();
  t = undefined;
});

const ZONE = 'Asia/Ho_Chi_Minh';
/** A wall-clock time in ZONE, `hours` from now, to the minute. */
const wall = (hours: number): string => DateTime.now().setZone(ZONE).plus({ hours }).startOf('minute').toFormat("yyyy-MM-dd'T'HH:mm");

/** A team laptop (An) whose draft went out now and whose every channel refused; `approval`: whether the team requires it. */
async function refusedSend(approval: boolean, approvers: { who: string } | { nobody: string } = { who: 'Bảo or Chi' }): Promise<{ x: TwoLaptops & { draftIds: string[] }; p: Publisher; job: Job; id: string }> {
  const x = await twoLaptops(sandbox, 1);
  const port = x.team.port.bind(x.team);
  // As the app's port (team/publish-port.ts): what an approval approves is the STORED draft's revision, whatever time a
  // retry was asked for (so before, a retry at another time passed the approval check and went out at it).
  const stored = (d: PublishDraft): PublishDraft => x.a.lib.drafts.getDraft(x.a.lib.db, d.id) as unknown as PublishDraft;
  x.team.port = (m) => ({ ...port(m), contentRevision: (d) => revisionOf(stored(d)), approversOfChange: () => approvers, ...(approval ? {} : { approval: () => null }) });
  const id = x.draftIds[0]!;
  if (approval) x.team.approve(x.a.lib.drafts.getDraft(x.a.lib.db, id));
  sandbox.control.setFaults({ channel_refusal: 1 });
  const p = x.a.publisher();
  const job = (await p.publish({ draftIds: [id] }, { wait: true })).jobs[0]!;
  expect(job.outcomes?.every((o) => !o.success)).toBe(true);
  sandbox.control.setFaults('none');
  return { x, p, job, id };
}

/** The draft's time changed (and, in a team, approved again with it): what an approved time ahead or passed is. */
function approveAt(x: TwoLaptops, id: string, at: string): void {
  x.a.lib.drafts.update(x.a.lib.db, id, { scheduled_at: at, timezone: ZONE });
  x.team.approve(x.a.lib.drafts.getDraft(x.a.lib.db, id));
}

const refusal = async (go: Promise<unknown>): Promise<PublisherError> => {
  const e = await go.then(() => null, (err: unknown) => err);
  expect(e).toBeInstanceOf(PublisherError);
  return e as PublisherError;
};

describe('a retry of refused channels in a team that requires approval', () => {
  it('sent with no time: a retry at a new time is refused as approved_time, names who may approve it, and sends nothing', async () => {
    const r = await refusedSend(true);
    t = r.x;
    const calls = t.publishCalls();
    expect(r.p.retryVerdict(r.job.id, { scheduledAt: wall(3), timezone: ZONE })).toEqual({ do: 'refused', reason: 'approved_time' });
    const e = await refusal(r.p.retryFailedChannels(r.job.id, { when: { scheduledAt: wall(3), timezone: ZONE } }));
    expect(e.code).toBe('approved_time');
    expect(e.message).toContain('change the time in Compose and send it for review');
    expect(e.message).toContain('if you change it yourself, Bảo or Chi may approve it');
    expect(e.details).toEqual({ approvers: 'Bảo or Chi' });
    expect(t.publishCalls()).toBe(calls);
    expect(r.p.job(r.job.id).supersededBy).toBeNull();
    // Now is the approved time (none): it goes.
    const retry = await r.p.retryFailedChannels(r.job.id, { when: { now: true }, wait: true });
    expect(retry.scheduledAt).toBeNull();
    expect(t.publishCalls()).toBe(calls + 1);
  });

  it('h-ownapprove: who may approve a new time is told by the port apart from its words (a member named "nobody_ops"; nobody at all)', async () => {
    const named = await refusedSend(true, { who: 'nobody_ops or Chi' });
    t = named.x;
    const e = await refusal(named.p.retryFailedChannels(named.job.id, { when: { scheduledAt: wall(3), timezone: ZONE } }));
    expect(e.message).toContain('if you change it yourself, nobody_ops or Chi may approve it');
    expect(e.details).toEqual({ approvers: 'nobody_ops or Chi' });
    await t.close();
    const NOBODY = 'nobody in this team may approve it: an owner may make another member an approver';
    const none = await refusedSend(true, { nobody: NOBODY });
    t = none.x;
    const n = await refusal(none.p.retryFailedChannels(none.job.id, { when: { scheduledAt: wall(3), timezone: ZONE } }));
    expect(n.message).toContain(`if you change it yourself, ${NOBODY}`);
    expect(n.message).not.toContain('may approve it may approve it');
    expect(n.details).toEqual({ approvers: NOBODY });
  });

  it('its approved time ahead: the retry goes at it; now or another time is refused', async () => {
    const r = await refusedSend(true);
    t = r.x;
    const approved = wall(5);
    approveAt(t, r.id, approved);
    expect((await refusal(r.p.retryFailedChannels(r.job.id, { when: { now: true } }))).code).toBe('approved_time');
    expect((await refusal(r.p.retryFailedChannels(r.job.id, { when: { scheduledAt: wall(6), timezone: ZONE } }))).code).toBe('approved_time');
    expect(r.p.retryVerdict(r.job.id, { scheduledAt: approved, timezone: ZONE })).toEqual({ do: 'allowed' });
    const retry = await r.p.retryFailedChannels(r.job.id);
    expect(retry.fields.scheduled_at).toBe(approved);
  });

  it('its approved time passed: the question is when_now; now goes, another time is refused', async () => {
    const r = await refusedSend(true);
    t = r.x;
    approveAt(t, r.id, wall(-2));
    expect(r.p.retryVerdict(r.job.id)).toEqual({ do: 'ask', ask: 'when_now' });
    expect((await refusal(r.p.retryFailedChannels(r.job.id))).code).toBe('when_needed');
    expect((await refusal(r.p.retryFailedChannels(r.job.id, { when: { scheduledAt: wall(2), timezone: ZONE } }))).code).toBe('approved_time');
    const retry = await r.p.retryFailedChannels(r.job.id, { when: { now: true }, wait: true });
    expect(retry.fields.scheduled_at).toBeUndefined();
  });
});

describe('outside a team that requires approval nothing changes', () => {
  it('a retry at a new time goes at it', async () => {
    const r = await refusedSend(false);
    t = r.x;
    const at = wall(3);
    expect(r.p.retryVerdict(r.job.id, { scheduledAt: at, timezone: ZONE })).toEqual({ do: 'allowed' });
    const retry = await r.p.retryFailedChannels(r.job.id, { when: { scheduledAt: at, timezone: ZONE } });
    expect(retry.fields.scheduled_at).toBe(at);
  });
});
