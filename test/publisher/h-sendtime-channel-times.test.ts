/**
 * h-sendtime (walk 40b): in a team (approval not required), a post sent to Instagram + X now; the Hub's X refused it;
 * `retry JOB --at T2` sent X for T2. The post's state took one time for both channels: Compose said "The Hub holds this
 * post for T2" beside Instagram published at T1, teammates' by-lines said T1 for the post. Now the core's post state
 * says each channel's time, from the job deciding it (`times`), on this laptop and a teammate's alike, and the CLI's words
 * say both. Failed before: `times` undefined.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { draftPostState, draftSends, listJobs, postState, postStateText, type Job } from '../../src-main/publisher';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { twoLaptops } from './team-fixture';

let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startSandbox({ faults: 'none', seed: 4140 });
  sandbox.control.setProcessingMs(0);
});
afterAll(async () => {
  await sandbox.close();
});

const ZONE = 'Asia/Ho_Chi_Minh';

describe('a post whose refused channel was retried at a new time', () => {
  it('says each channel at the time of its own send, here and on a teammate’s laptop', async () => {
    const x = await twoLaptops(sandbox, 1);
    try {
      const port = x.team.port.bind(x.team);
      x.team.port = (m) => ({ ...port(m), approval: () => null });
      const id = x.draftIds[0]!;
      sandbox.control.setFaults({ channel_refusal: 1, refusing_channels: ['x'] });
      const p = x.a.publisher();
      const job = (await p.publish({ draftIds: [id] }, { wait: true })).jobs[0]!;
      sandbox.control.setFaults('none');
      expect(job.outcomes?.map((o) => [o.channel, o.success])).toEqual([['instagram', true], ['x', false]]);
      const t2 = DateTime.now().setZone(ZONE).plus({ hours: 3 }).startOf('minute').toFormat("yyyy-MM-dd'T'HH:mm");
      const retry = await p.retryFailedChannels(job.id, { when: { scheduledAt: t2, timezone: ZONE }, wait: true });
      expect(retry.hubStatus).toBe('scheduled');
      x.team.share(x.a);
      const sent = listJobs(x.a.lib.db, { draftId: id }).find((j) => j.id === job.id)!;
      const t1 = sent.sentAt ?? sent.createdAt;
      const expected = [
        { channels: ['instagram'], state: 'published', scheduledAt: null, timezone: null },
        { channels: ['x'], state: 'scheduled', scheduledAt: t2, timezone: ZONE },
      ];

      const mine = draftPostState(x.a.lib.db, id, x.team.port(x.a.member));
      expect(mine.state).toBe('scheduled');
      expect(mine.times?.map(({ sentAt: _s, ...rest }) => rest)).toEqual(expected);
      expect(mine.times?.[0]!.sentAt).toBe(t1);
      // The draft's one send (the call and its retry) says the same times: Compose's sends read it.
      expect(draftSends(x.a.lib.db, id, x.team.port(x.a.member))[0]!.post.times).toEqual(mine.times);

      const theirs = draftPostState(x.b.lib.db, id, x.team.port(x.b.member));
      expect(theirs.by?.name).toBe('An');
      expect(theirs.times?.map(({ sentAt: _s, ...rest }) => rest)).toEqual(expected);

      const text = postStateText(mine);
      // One clock for the line (walk 45b): Instagram's send on the clock of X's zone (Ho Chi Minh City, UTC+7 all year).
      expect(text).toContain(`instagram published ${new Date(t1 + 7 * 3_600_000).toISOString().slice(0, 16)} in Asia/Ho_Chi_Minh`);
      expect(text).toContain(`x scheduled for ${t2} in `);
      expect(text.startsWith('scheduled: ')).toBe(true);
    } finally {
      await x.close();
    }
  }, 60_000);
});

describe('channels that go at one time', () => {
  const job = (id: string, o: Partial<Job>): Job => ({ id, state: 'done', hubStatus: 'completed', platforms: ['instagram'], fields: {}, outcomes: null, lastError: null, nextAt: null, createdAt: 1, scheduledAt: null, sentAt: 1, ...o }) as Job;
  it('have no times: a retry at once goes as the post did', () => {
    const first = job('a', { platforms: ['instagram', 'x'], outcomes: [{ channel: 'instagram', success: true, url: 'u', code: null, message: null, vietnamese: null }, { channel: 'x', success: false, url: null, code: 'c', message: 'm', vietnamese: null }] });
    const again = job('b', { platforms: ['x'], createdAt: 5, sentAt: 5, outcomes: [{ channel: 'x', success: true, url: 'u', code: null, message: null, vietnamese: null }] });
    expect(postState([first, again]).times).toBeUndefined();
    const later = { ...again, fields: { scheduled_at: '2027-01-02T10:00', timezone: 'UTC' } };
    expect(postState([first, later]).times?.map((t) => [t.channels, t.state, t.sentAt, t.scheduledAt])).toEqual([[['instagram'], 'published', 1, null], [['x'], 'published', 5, '2027-01-02T10:00']]);
  });
});
