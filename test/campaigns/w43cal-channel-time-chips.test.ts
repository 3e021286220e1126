/**
 * w43cal (walk 43a): in a team that does not require approval, a post sent now to Instagram + X; the Hub refused X;
 * `retry JOB --at T2` scheduled X for T2 (six days on). The calendar placed the draft once, at T2, naming both channels
 * ("the Hub holds this post for T2"), nothing on the day Instagram published; a teammate's calendar had it nowhere. Now
 * it is a chip on each day a part goes or went (campaigns channel-time-chips.ts, from the core's post-state `times`),
 * each naming its own channels and state, on the sender's laptop and a teammate's. Failed before: channelTimeChips did
 * not exist (the calendar's one entry named instagram and x at T2).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { calendarEntries, channelTimeChips } from '../../src-main/campaigns';
import { teamRows, workspaces } from '../../src-main/library';
import { listJobs } from '../../src-main/publisher';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { twoLaptops, type Laptop, type TwoLaptops } from '../publisher/team-fixture';

let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startSandbox({ faults: 'none', seed: 4344 });
  sandbox.control.setProcessingMs(0);
});
afterAll(async () => {
  await sandbox.close();
});

const ZONE = 'Europe/Berlin';
const DAY = 86_400_000;

function chipsOf(x: TwoLaptops, l: Laptop, from: number, to: number) {
  const ws = workspaces.currentWorkspaceId(l.lib.db);
  const entries = calendarEntries(l.lib.db, ws, from, to, Date.now());
  return channelTimeChips(l.lib.db, ws, entries, from, to, x.team.port(l.member));
}

describe('the calendar of a post whose refused channel was retried at a new time', () => {
  it('has a chip on each day a part goes or went, each with its own channels, here and on a teammate’s laptop', async () => {
    const x = await twoLaptops(sandbox, 1);
    try {
      const port = x.team.port.bind(x.team);
      x.team.port = (m) => ({ ...port(m), approval: () => null });
      const id = x.draftIds[0]!;
      sandbox.control.setFaults({ channel_refusal: 1, refusing_channels: ['x'] });
      const p = x.a.publisher();
      const job = (await p.publish({ draftIds: [id] }, { wait: true })).jobs[0]!;
      sandbox.control.setFaults('none');
      const t2 = DateTime.now().setZone(ZONE).plus({ days: 6 }).startOf('minute');
      const at2 = t2.toFormat("yyyy-MM-dd'T'HH:mm");
      expect((await p.retryFailedChannels(job.id, { when: { scheduledAt: at2, timezone: ZONE }, wait: true })).hubStatus).toBe('scheduled');
      x.team.share(x.a);
      // The team's binding writes An's outcomes into Lan's library (the calendar's queries read them there).
      const ws = workspaces.currentWorkspaceId(x.a.lib.db);
      const jobIds = listJobs(x.a.lib.db, { draftId: id }).map((j) => j.id);
      for (const o of teamRows.readJobs(x.a.lib.db, ws, jobIds, 'An').values()) teamRows.writeOutcome(x.b.lib.db, ws, o);
      const sent = listJobs(x.a.lib.db, { draftId: id }).find((j) => j.id === job.id)!;
      const t1 = sent.sentAt ?? sent.createdAt;
      const from = t1 - 2 * DAY, to = t2.toMillis() + 2 * DAY;

      for (const l of [x.a, x.b]) {
        const { split, chips } = chipsOf(x, l, from, to);
        expect(split.has(id)).toBe(true);
        const mine = chips.filter((c) => c.id === id);
        const by = l === x.a ? null : 'An';
        expect(mine.map((c) => ({ platforms: c.platforms, state: c.state, scheduled_at: c.scheduled_at, by: c.part.by }))).toEqual([
          { platforms: ['instagram'], state: 'published', scheduled_at: null, by },
          { platforms: ['x'], state: 'scheduled', scheduled_at: at2, by },
        ]);
        // Instagram at the instant its call went (a teammate's: when they sent it, their claim), X at T2 in Berlin.
        expect(Math.abs(mine[0]!.at! - t1)).toBeLessThan(1000);
        expect(mine[0]!.sent_at).toBe(new Date(mine[0]!.at!).toISOString());
        expect([mine[1]!.at, mine[1]!.timezone, mine[1]!.sent_at]).toEqual([t2.toMillis(), ZONE, null]);
        // A range holding only the day Instagram went has that part alone; one holding only T2, X alone.
        expect(chipsOf(x, l, t1 - DAY, t1 + DAY).chips.filter((c) => c.id === id).map((c) => c.platforms)).toEqual([['instagram']]);
        expect(chipsOf(x, l, t2.toMillis() - DAY, t2.toMillis() + DAY).chips.filter((c) => c.id === id).map((c) => c.platforms)).toEqual([['x']]);
      }
    } finally {
      await x.close();
    }
  }, 60_000);
});
