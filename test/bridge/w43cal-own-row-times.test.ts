/**
 * w43cal (walk 43a): in a team that does not require approval, this computer sent a post to Instagram + X; the Hub refused
 * X; `retry JOB --at T2` scheduled X for T2. The sender's own Library row said "Scheduled · instagram, x · scheduled for
 * T2" — Instagram had published at T1. Now `drafts.list` carries the core's per-channel times (post-state `times`,
 * bylines.ts ownTimesOf) for this computer's send as it did for a teammate's, and the row's words (lib/postState.ts
 * channelTimesLine) say each channel's time. Failed before: the row had no `sentTimes` (ownTimesOf did not exist).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { readDrafts } from '../../src-main/publisher';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { libraryHandlers } from '../../src-main/bridge/handlers/library';
import { ownTimesOf, sentByOf } from '../../src-main/bridge/bylines';
import type { EventHub } from '../../src-main/bridge/events';
import { channelTimesLine } from '../../src-renderer/src/lib/postState';
import { twoLaptops, type Laptop, type TwoLaptops } from '../publisher/team-fixture';
import { loadWords, tr } from '../renderer/helpers';

let sandbox: SandboxHandle;
beforeAll(async () => {
  await loadWords();
  sandbox = await startSandbox({ faults: 'none', seed: 4343 });
  sandbox.control.setProcessingMs(0);
});
afterAll(async () => {
  await sandbox.close();
});

const ZONE = 'Europe/Berlin';

/** The Library's `drafts.list` of a laptop, its sends read as the app reads them (page-sends.ts). */
function listOf(x: TwoLaptops, l: Laptop) {
  const port = x.team.port(l.member);
  const h = libraryHandlers({
    library: l.lib, events: { emit() {} } as unknown as EventHub, dataDir: l.dir,
    sends: (ids, sentIds) => {
      const reads = readDrafts(l.lib.db, ids, port);
      const services = { library: l.lib, teamPort: () => port, currentWorkspace: () => 'w' } as never;
      return { by: sentByOf(services, ids, reads), edited: new Map(), times: ownTimesOf(l.lib.db, sentIds, reads) };
    },
  });
  return h['drafts.list']({});
}

describe('the sender’s own Library row of a post whose refused channel was retried at a new time', () => {
  it('carries each channel’s time, and says each, on this laptop and a teammate’s', async () => {
    const x = await twoLaptops(sandbox, 1);
    try {
      const port = x.team.port.bind(x.team);
      x.team.port = (m) => ({ ...port(m), approval: () => null });
      const id = x.draftIds[0]!;
      sandbox.control.setFaults({ channel_refusal: 1, refusing_channels: ['x'] });
      const p = x.a.publisher();
      const job = (await p.publish({ draftIds: [id] }, { wait: true })).jobs[0]!;
      sandbox.control.setFaults('none');
      const t2 = DateTime.now().setZone(ZONE).plus({ days: 6 }).startOf('minute').toFormat("yyyy-MM-dd'T'HH:mm");
      expect((await p.retryFailedChannels(job.id, { when: { scheduledAt: t2, timezone: ZONE }, wait: true })).hubStatus).toBe('scheduled');
      x.team.share(x.a);

      const mine = listOf(x, x.a).items.find((d) => d.id === id)!;
      expect(mine.sentBy ?? null).toBeNull();
      expect(mine.sentTimes?.map((t) => [t.channels, t.state, t.scheduledAt])).toEqual([[['instagram'], 'published', null], [['x'], 'scheduled', t2]]);
      const when = (): string => 'T1';
      expect(channelTimesLine(mine.sentTimes, tr('en'), when, (c) => c, 'en')).toMatch(/^instagram published .+ \(Europe\/Berlin\) · x scheduled for .+ \(Europe\/Berlin\)$/);
      expect(channelTimesLine(mine.sentTimes, tr('vi'), when, (c) => c, 'vi')).toMatch(/^instagram .+ \(Europe\/Berlin\) · x .+\(Europe\/Berlin\)$/);

      // The teammate's row says the same times (with who sent it), as before.
      const theirs = listOf(x, x.b).items.find((d) => d.id === id)!;
      expect(theirs.sentBy?.name).toBe('An');
      expect(theirs.sentTimes?.map((t) => [t.channels, t.state, t.scheduledAt])).toEqual(mine.sentTimes?.map((t) => [t.channels, t.state, t.scheduledAt]));
    } finally {
      await x.close();
    }
  }, 60_000);
});
