/**
 * h-athub (walk 44a, 1): a post whose Facebook was published and whose refused Instagram was retried for a later day.
 * On the SENDER's laptop its "at the Hub" fact (draftAtHub, which the review queue, Compose and `review list` read) said
 * "at the Hub since" the RETRY's time and held one time for the post (the retry's), and `publish` said "already
 * scheduled at the Hub for" the retry's time; the teammate's laptop said each channel's time. Now both laptops read the
 * core's `times` (post-state.ts), and "since" is the first send's. Failed before: `since` was the retry's, no `times`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { draftAtHubSends, draftPostState, earlierOutcome, listJobs } from '../../src-main/publisher';
import { atHubEnglish } from '../../src-main/cli/commands/review-athub';
import { atHubJson } from '../../src-main/cli/commands/review-words';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { utcMinute } from '../../src-shared/utc-minute';
import { twoLaptops } from './team-fixture';

let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startSandbox({ faults: 'none', seed: 4401 });
  sandbox.control.setProcessingMs(0);
});
afterAll(async () => {
  await sandbox.close();
});

const ZONE = 'Asia/Ho_Chi_Minh';

describe('a post at the Hub whose refused channel was retried for a later time', () => {
  it('is at the Hub since its first send, each channel at its own time, on the sender’s laptop as on the teammate’s', async () => {
    const x = await twoLaptops(sandbox, 1);
    try {
      const port = x.team.port.bind(x.team);
      x.team.port = (m) => ({ ...port(m), approval: () => null });
      const id = x.draftIds[0]!;
      sandbox.control.setFaults({ channel_refusal: 1, refusing_channels: ['x'], processing_ms: 0 });
      const p = x.a.publisher();
      const job = (await p.publish({ draftIds: [id] }, { wait: true })).jobs[0]!;
      sandbox.control.setFaults('none');
      sandbox.control.setProcessingMs(0);
      expect(job.outcomes?.map((o) => [o.channel, o.success])).toEqual([['instagram', true], ['x', false]]);
      const t2 = DateTime.now().setZone(ZONE).plus({ days: 6 }).startOf('minute').toFormat("yyyy-MM-dd'T'HH:mm");
      const retry = await p.retryFailedChannels(job.id, { when: { scheduledAt: t2, timezone: ZONE }, wait: true });
      expect(retry.hubStatus).toBe('scheduled');
      x.team.share(x.a);
      const jobs = listJobs(x.a.lib.db, { draftId: id });
      const first = jobs.find((j) => j.id === job.id)!;
      const again = jobs.find((j) => j.id !== job.id)!;
      const t1 = first.sentAt ?? first.createdAt;
      expect(again.sentAt ?? again.createdAt).toBeGreaterThan(t1);

      const mine = draftAtHubSends(x.a.lib.db, id, x.team.port(x.a.member))!;
      const theirs = draftAtHubSends(x.b.lib.db, id, x.team.port(x.b.member))!;
      expect(mine.by).toBeNull();
      expect(theirs.by?.name).toBe('An');
      expect(mine.since).toBe(t1);
      expect(mine.times?.map((t) => [t.channels, t.state, t.scheduledAt])).toEqual([[['instagram'], 'published', null], [['x'], 'scheduled', t2]]);
      expect(theirs.times?.map((t) => [t.channels, t.state, t.scheduledAt])).toEqual(mine.times?.map((t) => [t.channels, t.state, t.scheduledAt]));

      // `review list` / `review approve`: since the first send, and each channel's time.
      const said = atHubEnglish(mine, { stale: true, state: 'in_review' }, 'An');
      expect(said).toContain(`at the Hub since ${utcMinute(t1)} (sent by you) (instagram published `);
      expect(said).toContain(`x scheduled for ${t2} in `);
      // `review list --json`: the same times, its `since` the first send's.
      expect(atHubJson(mine)).toMatchObject({ since: new Date(t1).toISOString(), times: [{ channels: ['instagram'], state: 'published' }, { channels: ['x'], state: 'scheduled', scheduledAt: t2, timezone: ZONE }] });
      // `publish`'s hold: never "already scheduled at the Hub for" the retry's time alone.
      const held = earlierOutcome(draftPostState(x.a.lib.db, id, x.team.port(x.a.member)));
      expect(held).toMatch(/^already at the Hub: instagram published .+; x scheduled for /);
    } finally {
      await x.close();
    }
  }, 60_000);
});
