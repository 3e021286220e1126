/**
 * The truth table over the bridge, on both transports: every job carries its verdicts; a retry of a
 * post whose time has passed is refused until it says when, then goes now or at a new time; "Ask
 * the Hub" resolves an unknown outcome on a post held for later; posts.actions gives a draft's verdicts.
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobDto } from '../../src-main/bridge/contract';
import { httpClient, ipcClient, ok, type TestClient } from './transports';

const ZONE = 'Asia/Ho_Chi_Minh';
const wallIn = (ms: number): string => DateTime.fromMillis(Date.now() + ms, { zone: ZONE }).toFormat("yyyy-MM-dd'T'HH:mm:ss");

async function settled(c: TestClient, id: string, done: (j: JobDto) => boolean): Promise<JobDto> {
  // 60 s by the clock, not by a count of reads: on a loaded machine (two cores, eight workers and a CI run) a read
  // itself can take a second, and 300 reads once ran out before the retry settled.
  for (const end = Date.now() + 60_000; Date.now() < end;) {
    const j = ok(await c.invoke('jobs.get', { id }));
    if (done(j)) return j;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job ${id} never settled`);
}

async function sent(c: TestClient, draft: { caption: string; scheduled_at: string; timezone: string }): Promise<{ draftId: string; job: JobDto }> {
  const d = ok(await c.invoke('drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], ...draft } }));
  ok(await c.invoke('photos.add', { draftId: d.id, urls: ['https://images.example.com/truth.jpg'] }));
  ok(await c.invoke('publish.start', { draftIds: [d.id] }));
  for (let i = 0; i < 100; i++) {
    const jobs = ok(await c.invoke('jobs.list', { draftId: d.id }));
    if (jobs[0]) return { draftId: d.id, job: jobs[0] };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no job');
}

for (const make of [httpClient, ipcClient]) {
  describe(`truth across states and actions over ${make === httpClient ? 'http' : 'ipc'}`, () => {
    let c: TestClient;
    beforeAll(async () => {
      c = await make();
      ok(await c.invoke('profiles.refresh', {}));
    }, 60_000);
    afterAll(async () => c?.close());

    it('a refused post past its time: its verdict asks when; without one the retry is refused, with one it goes', async () => {
      const sandbox = c.core.services.sandbox!.control;
      sandbox.setFaults({ channel_refusal: 1, processing_ms: 0 });
      const { job, draftId } = await sent(c, { caption: 'Past its time', scheduled_at: wallIn(1_200), timezone: ZONE });
      const refused = await settled(c, job.id, (j) => j.state === 'done');
      // The list reads the verdicts at the same moment's clock as one job does (not at the epoch).
      expect(ok(await c.invoke('jobs.list', { draftId }))[0]!.actions).toEqual(refused.actions);
      sandbox.setFaults({ processing_ms: 0 });
      expect(refused.post.state).toBe('channels_refused');
      expect(refused.actions.row).toBe('channels_refused');
      expect(refused.actions.verdicts.retry_refused).toEqual({ do: 'ask', ask: 'when' });
      const bare = await c.invoke('jobs.retryFailed', { id: job.id });
      expect(bare.ok ? 'sent' : bare.error.code).toBe('when_needed');
      const bad = await c.invoke('jobs.retryFailed', { id: job.id, when: { scheduledAt: 'tomorrow', timezone: ZONE } } as never);
      expect(bad.ok ? 'sent' : bad.error.code).toBe('invalid_input');
      const later = wallIn(7_200_000).slice(0, 16);
      const retry = ok(await c.invoke('jobs.retryFailed', { id: job.id, when: { scheduledAt: later, timezone: ZONE } }));
      expect([retry.scheduledAt, retry.timezone]).toEqual([later, ZONE]);
      const parent = ok(await c.invoke('jobs.get', { id: job.id }));
      expect(parent.supersededBy).toBe(retry.id);
      expect(parent.actions.verdicts.retry_refused).toEqual({ do: 'refused', reason: 'followed_up' });
    }, 120_000); // it waits for the post's own time to pass and for the Hub's refusal: over 30 s once with two files at a time on a busy machine

    it('an unknown outcome on a post for later: ask the Hub, which says it holds it; it is not offered "live" or "send again" before', async () => {
      const sandbox = c.core.services.sandbox!.control;
      sandbox.setFaults({ upstream_timeout: 1, processing_ms: 0 });
      const at = wallIn(5 * 3_600_000);
      const { job, draftId } = await sent(c, { caption: 'Held for later', scheduled_at: at, timezone: ZONE });
      const unknown = await settled(c, job.id, (j) => j.state === 'unknown');
      sandbox.setFaults({ processing_ms: 0 });
      expect(unknown.actions.row).toBe('unknown_ahead');
      expect(unknown.actions.changesAt).toBe(DateTime.fromISO(at, { zone: ZONE }).toUTC().toISO());
      expect(unknown.actions.verdicts).toMatchObject({ ask_hub: { do: 'allowed' }, mark_live: { do: 'refused', reason: 'not_due' }, send_again: { do: 'refused', reason: 'not_due' } });
      const live = await c.invoke('jobs.markLive', { id: job.id, confirm: true });
      expect(live.ok ? 'marked' : live.error.code).toBe('invalid_state');
      const asked = ok(await c.invoke('jobs.askHub', { id: job.id }));
      expect(asked).toMatchObject({ state: 'awaiting', hubStatus: 'scheduled', post: { state: 'scheduled', scheduledAt: at, timezone: ZONE } });
      expect(asked.actions.row).toBe('scheduled_ahead');
      const byDraft = ok(await c.invoke('posts.actions', { draftIds: [draftId] }));
      expect(byDraft[draftId]!.verdicts.drag).toEqual({ do: 'refused', reason: 'hub_holds' });
      expect(byDraft[draftId]!.verdicts.edit_time).toEqual({ do: 'ask', ask: 'held_time' });
    });
  });
}
