/**
 * h-twotimes (walk 45a, 1): Marc sent "Áo dài" for Dec 2 09:00; Hạnh then sent it again as a new post for Dec 3 09:00. The
 * Hub holds two posts. Marc's Library row said "Sent by you · …; Sent by Hạnh · … · scheduled for Dec 2" (his own job's
 * held time, library held-times), Hạnh's "… · hẹn đăng 09:00 3 thg 12" (hers), and Marc's `drafts list` "scheduled for
 * 2026-12-03T09:00" (the post state of the latest job): one time on each, a different one on each laptop. Now each send
 * says its own time (the core's sends, publisher post-sends.ts draftSends: each send's `scheduledAt`; lib/postState.ts
 * sendsLine, and the row's short heldPostsLine "2 posts at the Hub: Dec 2 … by you; Dec 3 … by Hạnh"), the row says no
 * single time beside them (lib/postState.ts sendsSayTime), and `drafts list`'s head says "scheduled as 2 posts at the Hub"
 * over its sends line (publisher headStateText): the same on both laptops.
 * A sandbox Hub and two laptops of one team (team-fixture.ts). Failed before: the sends' lines had no time, and the head
 * and the row each said one send's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftPostState, draftSends, headStateText, postStateText, sendsText } from '../../src-main/publisher';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { libraryHandlers } from '../../src-main/bridge/handlers/library';
import { draftsListSends } from '../../src-main/bridge/page-sends';
import type { EventHub } from '../../src-main/bridge/events';
import { heldPostsLine, sendsLine, sendsSayTime } from '../../src-renderer/src/lib/postState';
import { twoLaptops, type Laptop, type TwoLaptops } from '../publisher/team-fixture';
import { loadWords, tr } from '../renderer/helpers';

const ZONE = 'Asia/Ho_Chi_Minh';
const DEC2 = '2026-12-02T09:00';
const DEC3 = '2026-12-03T09:00';

let sandbox: SandboxHandle;
let x: TwoLaptops & { draftIds: string[] };
let id = '';
beforeAll(async () => {
  await loadWords();
  sandbox = await startSandbox({ faults: 'none', seed: 4511 });
  sandbox.control.setProcessingMs(0);
  x = await twoLaptops(sandbox, 1, { scheduled_at: DEC2, timezone: ZONE });
  x.a.member.name = 'Marc';
  x.b.member.name = 'Hạnh';
  id = x.draftIds[0]!;
  x.team.approve(x.a.lib.drafts.getDraft(x.a.lib.db, id));
  expect((await x.a.publisher().publish({ draftIds: [id] }, { wait: true })).jobs.map((j) => j.hubStatus)).toEqual(['scheduled']);
  x.team.share(x.a);
  // Hạnh: "send as a new post at another time" (Dec 3), approved; the team shares the draft's new time with Marc's laptop.
  for (const l of [x.a, x.b]) l.lib.drafts.update(l.lib.db, id, { scheduled_at: DEC3, timezone: ZONE });
  x.team.approve(x.b.lib.drafts.getDraft(x.b.lib.db, id));
  expect((await x.b.publisher().publish({ draftIds: [id], again: true }, { wait: true })).jobs.map((j) => j.hubStatus)).toEqual(['scheduled']);
  x.team.share(x.b);
}, 60_000);
afterAll(async () => {
  await x?.close();
  await sandbox?.close();
});

/** The Library's `drafts.list` row of a laptop, its sends read as the app reads them (page-sends.ts). */
function rowOf(l: Laptop) {
  const port = x.team.port(l.member);
  const services = { library: l.lib, teamPort: () => port, currentWorkspace: () => 'w' } as never;
  const h = libraryHandlers({ library: l.lib, events: { emit() {} } as unknown as EventHub, dataDir: l.dir, ...draftsListSends(services) });
  return h['drafts.list']({}).items.find((d) => d.id === id)!;
}

const when = (): string => 'T';

describe('a draft sent for Dec 2 by Marc, then as a new post for Dec 3 by Hạnh: each send its own time, on both laptops', () => {
  it("the rows' sends carry each its time, Marc's Dec 2 then Hạnh's Dec 3", () => {
    for (const l of [x.a, x.b]) {
      const row = rowOf(l);
      expect(row.state).toBe('scheduled');
      expect(row.sentSends?.map((s) => [s.post.by?.name ?? 'you', s.post.state, s.post.scheduledAt])).toEqual(
        l === x.a ? [['you', 'scheduled', DEC2], ['Hạnh', 'scheduled', DEC3]] : [['Marc', 'scheduled', DEC2], ['you', 'scheduled', DEC3]],
      );
    }
  });

  it('each send says its own time in the row, and the row says no single time beside them (was: one, a different one per laptop)', () => {
    const a = rowOf(x.a);
    const b = rowOf(x.b);
    expect(sendsLine(a.sentSends, tr('en'), when, { locale: 'en' })).toBe(
      'Sent by you · T · scheduled for Dec 2, 2026, 9:00 AM (Asia/Ho_Chi_Minh); Sent by Hạnh · T · scheduled for Dec 3, 2026, 9:00 AM (Asia/Ho_Chi_Minh)');
    expect(sendsLine(b.sentSends, tr('en'), when, { locale: 'en' })).toBe(
      'Sent by Marc · T · scheduled for Dec 2, 2026, 9:00 AM (Asia/Ho_Chi_Minh); Sent by you · T · scheduled for Dec 3, 2026, 9:00 AM (Asia/Ho_Chi_Minh)');
    expect(sendsLine(b.sentSends, tr('vi'), when, { locale: 'vi' })).toMatch(/Marc.*2 thg 12.*; .*bạn.*3 thg 12/);
    // The row's short line (its one line had room for neither time once both were said whole; the title says them whole).
    expect(heldPostsLine(a.sentSends, tr('en'), 'en')).toBe('2 posts at the Hub: Dec 2, 2026, 9:00 AM by you; Dec 3, 2026, 9:00 AM by Hạnh (Asia/Ho_Chi_Minh)');
    expect(heldPostsLine(b.sentSends, tr('en'), 'en')).toBe('2 posts at the Hub: Dec 2, 2026, 9:00 AM by Marc; Dec 3, 2026, 9:00 AM by you (Asia/Ho_Chi_Minh)');
    expect(heldPostsLine(b.sentSends, tr('vi'), 'vi')).toBe('2 bài trên Hub: 09:00 2 thg 12, 2026 do Marc gửi; 09:00 3 thg 12, 2026 do bạn gửi (Asia/Ho_Chi_Minh)');
    // The row's own "scheduled for" (this laptop's held time: Dec 2 on Marc's, Dec 3 on Hạnh's) is not said beside them.
    expect(sendsSayTime(a.sentSends)).toBe(true);
    expect(sendsSayTime(b.sentSends)).toBe(true);
  });

  it("`drafts list`: the head says two posts at the Hub, never one send's time; the sends line says each (was: 'scheduled for 2026-12-03T09:00' on Marc's)", () => {
    for (const l of [x.a, x.b]) {
      const port = x.team.port(l.member);
      const post = draftPostState(l.lib.db, id, port);
      const sends = draftSends(l.lib.db, id, port);
      expect(headStateText(post, sends, (p) => postStateText(p))).toBe('scheduled as 2 posts at the Hub (each below)');
      expect(sendsText(sends, (p) => postStateText(p))).toMatch(/^sent as 2 posts: by \S+ .*scheduled for 2026-12-02T09:00.*; by \S+ .*scheduled for 2026-12-03T09:00/);
    }
  });
});
