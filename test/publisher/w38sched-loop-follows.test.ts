/**
 * w38sched (walk 38, 1): the app's background loop (Publisher.start) reads a scheduled post's outcome after its time,
 * also when the post became one the Hub holds (an unknown outcome asked about: askHub) while a round of the loop was
 * already running. Such a round followed only the jobs it had read as pollable when it began, and lived on until a
 * later post of its own came due: the card said "Its time has passed: the Hub publishes it now" for minutes while the
 * Hub had published it; `postroom resume --wait` read it at once.
 *
 * On one ManualClock (the sandbox's and the publisher's) and a sleep that ends when that clock passes its end: no real
 * time is waited for, only the Hub's answers over HTTP.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src-main/common';
import { libraryDrafts, Publisher, type Sleep } from '../../src-main/publisher';
import { FAST, world, type World } from './fixture';

let w: World | undefined;
afterEach(async () => {
  await w?.close();
  w = undefined;
});

/** Sleeps that end when the clock is moved past their end (or at once for none), or when aborted. */
function fakeTime(clock: ManualClock): { sleep: Sleep; advanceTo(at: number): void; sleepers(): number } {
  const waits = new Set<{ until: number; done(): void }>();
  const sleep: Sleep = (ms, signal) => new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    if (ms <= 0) return void setImmediate(resolve);
    const w = { until: clock.now() + ms, done: () => { waits.delete(w); signal?.removeEventListener('abort', abort); resolve(); } };
    const abort = (): void => {
      waits.delete(w);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
    waits.add(w);
  });
  return {
    sleep,
    advanceTo(at) {
      clock.set(at);
      for (const x of [...waits]) if (x.until <= at) x.done();
    },
    sleepers: () => waits.size,
  };
}

describe('the background loop and a post asked about while its round runs (w38sched)', () => {
  for (const sentWhen of ['before the round began', 'while the round runs (Compose)'] as const) {
    it(`reads its outcome by its time + grace, though the round began before it was held for its time (sent ${sentWhen})`, async () => {
      const clock = new ManualClock(Date.parse('2026-11-29T01:58:00Z'));
      const time = fakeTime(clock);
      w = await world({ sandbox: { clock } });
      const ws = w.lib.workspaces.getCurrent(w.lib.db).id;
      const p = new Publisher({ db: w.lib.db, hub: w.hub, media: w.media, drafts: libraryDrafts(w.lib, ws), workspaceId: ws, events: w.emitter, clock, sleep: time.sleep, options: { ...FAST, scheduledGraceMs: 10_000, waitHorizonMs: 15 * 60_000 } });

      // A post for 02:10 UTC the Hub holds: the loop's round follows it (due within its wait horizon) and lives until then.
      const later = (await p.publish({ draftIds: [w.draft({ scheduled_at: '2026-11-29T03:10', timezone: 'Europe/Paris' })] })).jobs[0]!;
      expect([later.state, later.hubStatus]).toEqual(['awaiting', 'scheduled']);
      // Trang's post for 03:00 Paris (02:00 UTC): the Hub takes it and answers upstream_timeout (no id to read it by).
      w.sandbox.control.setFaults({ upstream_timeout: 1, processing_ms: 0 });
      const schedule = async (): Promise<string> => {
        const { done } = await p.enqueue({ draftIds: [w!.draft({ scheduled_at: '2026-11-29T03:00', timezone: 'Europe/Paris' })] }, { wait: true });
        const job = (await done).jobs[0]!;
        expect([job.state, job.nextAt]).toEqual(['unknown', null]);
        return job.id;
      };
      const early = sentWhen === 'before the round began' ? await schedule() : null;

      const bg = p.start({ idleMs: 30_000 });
      try {
        // The round is running: its poller sleeps until the later post's time.
        await expect.poll(() => time.sleepers(), { timeout: 5_000, interval: 10 }).toBeGreaterThan(0);
        const trang = early ?? (await schedule());
        // She asks the Hub: it holds the post for its time.
        const asked = await p.askHub(trang);
        expect([asked.state, asked.hubStatus, asked.nextAt]).toEqual(['awaiting', 'scheduled', Date.parse('2026-11-29T02:00:10Z')]);
        // The Hub publishes it at 02:00 (processing 0). Its time + grace + one loop sleep pass, the later post's time does not.
        await new Promise((r) => setImmediate(r));
        time.advanceTo(Date.parse('2026-11-29T02:00:40Z'));
        await expect.poll(() => p.job(trang).state, { timeout: 5_000, interval: 20 }).toBe('done');
        expect(p.job(trang).hubStatus).toBe('completed');
        expect(p.job(later.id).state).toBe('awaiting'); // its own time has not come
      } finally {
        await bg.stop();
      }
    });
  }
});
