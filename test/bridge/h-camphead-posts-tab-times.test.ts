/**
 * h-camphead (walk 44a, minor): the campaign Posts tab of Flash 3 (Facebook published 17:22, Instagram refused, retried
 * for Dec 5) said one time, "2026-12-05 10:00 · Scheduled", where its Library row and Compose say each channel's. Now
 * `campaigns.get` carries the core's per-channel times (post-state `times`, bylines.ts rowSendsOf: the Library row's
 * reading) for this computer's send and a teammate's alike, and the row says each (lib/postState.ts channelTimesLine).
 * Failed before: the campaign's post had no `sentTimes`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { campaigns } from '../../src-main/library';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { campaignHandlers } from '../../src-main/bridge/handlers/campaigns';
import type { EventHub } from '../../src-main/bridge/events';
import { channelTimesLine } from '../../src-renderer/src/lib/postState';
import { twoLaptops, type Laptop, type TwoLaptops } from '../publisher/team-fixture';
import { loadWords, tr } from '../renderer/helpers';

let sandbox: SandboxHandle;
beforeAll(async () => {
  await loadWords();
  sandbox = await startSandbox({ faults: 'none', seed: 4410 });
  sandbox.control.setProcessingMs(0);
});
afterAll(async () => {
  await sandbox.close();
});

const ZONE = 'Asia/Ho_Chi_Minh';

/** The campaign's `campaigns.get` on a laptop, its sends read as the app reads them. */
function postOf(x: TwoLaptops, l: Laptop, campaignId: string, draftId: string) {
  const port = x.team.port(l.member);
  const services = { library: l.lib, events: { emit() {} } as unknown as EventHub, dataDir: l.dir, teamPort: () => port, currentWorkspace: () => ({ id: 'w' }) } as never;
  return campaignHandlers(services, {} as never)['campaigns.get']({ id: campaignId }).posts.find((p) => p.id === draftId)!;
}

describe('the Posts tab row of a post whose refused channel was retried at a new time', () => {
  it('carries each channel’s time, and says each, on this laptop and a teammate’s', async () => {
    const x = await twoLaptops(sandbox, 1);
    try {
      const port = x.team.port.bind(x.team);
      x.team.port = (m) => ({ ...port(m), approval: () => null });
      const id = x.draftIds[0]!;
      const ids = [x.a, x.b].map((l) => campaigns.create(l.lib.db, { name: 'Flash', draftIds: [id] }).id);
      sandbox.control.setFaults({ channel_refusal: 1, refusing_channels: ['x'] });
      const p = x.a.publisher();
      const job = (await p.publish({ draftIds: [id] }, { wait: true })).jobs[0]!;
      sandbox.control.setFaults('none');
      const t2 = DateTime.now().setZone(ZONE).plus({ days: 6 }).startOf('minute').toFormat("yyyy-MM-dd'T'HH:mm");
      expect((await p.retryFailedChannels(job.id, { when: { scheduledAt: t2, timezone: ZONE }, wait: true })).hubStatus).toBe('scheduled');
      x.team.share(x.a);

      const mine = postOf(x, x.a, ids[0]!, id);
      expect(mine.sentTimes?.map((t) => [t.channels, t.state, t.scheduledAt])).toEqual([[['instagram'], 'published', null], [['x'], 'scheduled', t2]]);
      expect(channelTimesLine(mine.sentTimes, tr('en'), () => 'T1', (c) => c, 'en')).toMatch(/^instagram published .+ · x scheduled for .+\(Asia\/Ho_Chi_Minh\)$/);
      const theirs = postOf(x, x.b, ids[1]!, id);
      expect(theirs.sentBy?.name).toBe('An');
      expect(theirs.sentTimes?.map((t) => [t.channels, t.state, t.scheduledAt])).toEqual(mine.sentTimes?.map((t) => [t.channels, t.state, t.scheduledAt]));
    } finally {
      await x.close();
    }
  }, 60_000);
});
