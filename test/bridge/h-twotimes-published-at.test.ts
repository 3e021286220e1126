/**
 * h-twotimes (walk 45a, 3): Marc published "Flash sale" (its channels listed Instagram first): Facebook published, the Hub
 * refused Instagram; a minute later Marc retried Instagram and it published. Hạnh's Library and Compose said "Published
 * by Marc · 20:36" (the retry's time) where Marc's own Compose and Hạnh's `drafts list` said 13:35: the post state's `by`
 * was its FIRST CHANNEL's deciding job's sender and time (post-state.ts), and Instagram, listed first, was decided by the
 * retry. Now a teammate's post is dated by its first call, as this computer's own (`mine`, draft-states.ts withMine) and
 * its sends (post-sends.ts) are: every laptop, screen and the CLI say one publish time.
 * A sandbox Hub and two laptops of one team (team-fixture.ts). Failed before: Hạnh's `by.at` was the retry's time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftPostState, draftSends, listJobs } from '../../src-main/publisher';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { libraryHandlers } from '../../src-main/bridge/handlers/library';
import { draftsListSends } from '../../src-main/bridge/page-sends';
import type { EventHub } from '../../src-main/bridge/events';
import { twoLaptops, type Laptop, type TwoLaptops } from '../publisher/team-fixture';

let sandbox: SandboxHandle;
let x: TwoLaptops & { draftIds: string[] };
let id = '';
let firstAt = 0;
let retryAt = 0;
beforeAll(async () => {
  sandbox = await startSandbox({ faults: 'none', seed: 4531 });
  sandbox.control.setProcessingMs(0);
  x = await twoLaptops(sandbox, 1);
  x.a.member.name = 'Marc';
  x.b.member.name = 'Hạnh';
  id = x.draftIds[0]!;
  x.team.approve(x.a.lib.drafts.getDraft(x.a.lib.db, id));
  // The draft's channels are ['instagram', 'x']: the refused one is listed first, as Flash sale's were.
  sandbox.control.setFaults({ channel_refusal: 1, refusing_channels: ['instagram'] });
  const p = x.a.publisher();
  const job = (await p.publish({ draftIds: [id] }, { wait: true })).jobs[0]!;
  sandbox.control.setFaults('none');
  await new Promise((r) => setTimeout(r, 1_100));
  const retry = await p.retryFailedChannels(job.id, { wait: true });
  expect(retry.state).toBe('done');
  x.team.share(x.a);
  const jobs = listJobs(x.a.lib.db, { draftId: id });
  firstAt = jobs.find((j) => j.id === job.id)!.sentAt ?? 0;
  retryAt = jobs.find((j) => j.id === retry.id)!.sentAt ?? 0;
  expect(retryAt - firstAt).toBeGreaterThan(1_000);
}, 60_000);
afterAll(async () => {
  await x?.close();
  await sandbox?.close();
});

/**
 * A teammate's time of the send is the team's outcome's: the sender's claim, made just before the call (a millisecond or
 * so before the journal's sentAt, as the team server's binding shares it too). The first call's, never the retry's (over
 * a second later).
 */
function expectFirstCall(at: number | undefined): void {
  expect(at).toBeDefined();
  expect(Math.abs(at! - firstAt)).toBeLessThan(500);
}

/** The Library's `drafts.list` row of a laptop, its sends read as the app reads them (page-sends.ts). */
function rowOf(l: Laptop) {
  const port = x.team.port(l.member);
  const services = { library: l.lib, teamPort: () => port, currentWorkspace: () => 'w' } as never;
  const h = libraryHandlers({ library: l.lib, events: { emit() {} } as unknown as EventHub, dataDir: l.dir, ...draftsListSends(services) });
  return h['drafts.list']({}).items.find((d) => d.id === id)!;
}

describe('a post published, then its refused first-listed channel retried: one publish time on every laptop', () => {
  it("Marc's own reading dates it by the first call (as before)", () => {
    const st = draftPostState(x.a.lib.db, id, x.team.port(x.a.member));
    expect(st.state).toBe('published');
    expect(st.mine?.at).toBe(firstAt);
  });

  it("Hạnh's Compose (the post state) and Library row say the first call's time, never the retry's (was: the retry's)", () => {
    const port = x.team.port(x.b.member);
    const st = draftPostState(x.b.lib.db, id, port);
    expect(st.state).toBe('published');
    expect(st.by?.name).toBe('Marc');
    expectFirstCall(st.by?.at);
    const row = rowOf(x.b);
    expect(row.sentBy?.name).toBe('Marc');
    expectFirstCall(row.sentBy?.at);
    // Her `drafts list` reads the sends (a send dated by its first call): the same time. (This in-memory team shares no
    // RETRY_OF field, so the retry reads as a send of its own here; the team server's binding groups it with its send.)
    const sends = draftSends(x.b.lib.db, id, port);
    expectFirstCall(sends[0]!.post.by?.at);
  });
});
