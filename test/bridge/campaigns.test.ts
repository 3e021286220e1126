/**
 * The campaign workflow through the bridge (HTTP transport, real web host, embedded sandbox Hub):
 * import a 50-post sheet with bad rows, import the valid ones alone, spread over Studio Lumen's
 * queue slots across the spring DST change, dry run, send, and restart mid-send.
 */
import { describe, expect, it } from 'vitest';
import type { CampaignStatusDto, JobDto } from '../../src-main/bridge/contract';
import { BAD_LINES, campaignCsv50 } from '../campaigns/fixtures';
import { dryRunLines, receivedLines } from '../campaigns/send-match';
import { httpClientsClosedAfterEach, ok, tempDataDir, type TestClient } from './transports';
import { nextClockChange } from '../helpers/ahead';

/**
 * w23dups: the plans and posts counted in days from Berlin's next spring clock change (they were dated around
 * 2027-03-28, `SPRING.day(0)`), so they stay ahead of this real clock and the weekdays of the queue slots are kept.
 */
const SPRING = nextClockChange('Europe/Berlin', 'forward');

const { client, open } = httpClientsClosedAfterEach();
async function until(c: TestClient, id: string, done: (s: CampaignStatusDto) => boolean, ms = 20_000): Promise<CampaignStatusDto> {
  const end = Date.now() + ms;
  for (;;) {
    const s = ok(await c.invoke('campaigns.status', { id }));
    if (done(s)) return s;
    if (Date.now() > end) throw new Error(`campaign status never settled: ${JSON.stringify(s)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const PLAN = { mode: 'queue_slots', delivery: 'schedule', start: `${SPRING.day(-6)}T00:00`, minGapMinutes: 30 } as const;

async function imported(c: TestClient) {
  ok(await c.invoke('profiles.refresh', {}));
  const camp = ok(await c.invoke('campaigns.create', { name: 'Lumen spring' }));
  const defaults = { profile_id: 'prof_lumen', platforms: ['instagram'] };
  const check = ok(await c.invoke('campaigns.import', { id: camp.id, name: 'lumen.csv', text: campaignCsv50(), defaults }));
  const r = ok(await c.invoke('campaigns.import', { id: camp.id, name: 'lumen.csv', text: campaignCsv50(), defaults, partial: true }));
  return { camp, check, r };
}

describe('campaigns over the bridge', () => {
  it('imports the valid rows alone, spreads them over queue slots across DST, dry-runs and sends each post once', async () => {
    const c = await client();
    const { camp, check, r } = await imported(c);
    expect(check).toMatchObject({ imported: 0, rows: 50, badRows: 5 });
    expect([...new Set(check.problems.map((p) => p.line))]).toEqual([...BAD_LINES]);
    expect(r).toMatchObject({ imported: 45, badRows: 5 });
    expect(r.resolved).toEqual(expect.arrayContaining([{ field: 'profile_id', name: 'Studio Lumen', id: 'prof_lumen' }, { field: 'pinterest_board_id', name: 'Behind the scenes', id: 'brd_lumen_bts' }]));

    const qs = ok(await c.invoke('campaigns.queueSettings', { profileIds: ['prof_lumen'] }));
    expect(qs[0]).toMatchObject({ timezone: 'Europe/Berlin', fromCache: false });
    const applied = ok(await c.invoke('campaigns.applyPlan', { id: camp.id, plan: PLAN }));
    expect(applied.written).toBe(45);
    expect(applied.items.slice(0, 6).map((i) => i.local)).toEqual([`${SPRING.day(-6)}T09:00`, `${SPRING.day(-6)}T17:30`, `${SPRING.day(-5)}T09:00`, `${SPRING.day(-5)}T17:30`, `${SPRING.day(-4)}T09:00`, `${SPRING.day(-4)}T17:30`]);
    const shifted = applied.items.filter((i) => i.dstShift);
    expect(shifted).toHaveLength(1);
    expect(shifted[0]).toMatchObject({ local: `${SPRING.day(1)}T09:00`, dstShift: { from: '+01:00', to: '+02:00' } });

    const detail = ok(await c.invoke('campaigns.get', { id: camp.id }));
    expect(detail.posts).toHaveLength(45);
    expect(detail.posts[0]).toMatchObject({ scheduled_at: `${SPRING.day(-6)}T09:00`, timezone: 'Europe/Berlin', state: 'draft', send: null });

    const dry = ok(await c.invoke('campaigns.dryRun', { id: camp.id }));
    // w23dryrun (walk 20, 1): rows near a clock change: the one post after it, on its two channels.
    expect(dry.summary).toMatchObject({ posts: 45, errors: 0, collisions: 0, dstShifts: 2 });
    expect(dry.rows.length).toBe(dry.summary.rows);
    const csv = ok(await c.invoke('campaigns.dryRunCsv', { id: camp.id }));
    expect(csv.text.trim().split('\n')).toHaveLength(dry.rows.length + 1);

    const progress: CampaignStatusDto[] = [];
    c.on('campaign', (s) => progress.push(s));
    await new Promise((res) => setTimeout(res, 200));
    ok(await c.invoke('campaigns.send', { id: camp.id }));
    const done = await until(c, camp.id, (s) => s.sendState === 'done');
    expect(done).toMatchObject({ handed: 45, unsent: 0, withdrawn: 0 });
    expect(done.batches.map((b) => b.total)).toEqual([25, 20]);
    expect(progress.some((s) => s.sendState === 'sending')).toBe(true);
    const posts = c.core.services.sandbox?.control.publishedPosts() ?? [];
    const keys = posts.map((p) => p.idempotencyKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(posts).toHaveLength(45);
    // What a send changes, read alone (the screen's cheap reload), says what the whole list says.
    const listed = ok(await c.invoke('campaigns.get', { id: camp.id }));
    const states = ok(await c.invoke('campaigns.postStates', { id: camp.id }));
    expect(states).toEqual({ sendState: 'done', posts: listed.posts.map(({ id, state, send }) => ({ id, state, send })) });
    expect(states.posts.filter((p) => p.send === 'handed' && p.state !== 'draft')).toHaveLength(45);
    // Sending again sends nothing twice.
    ok(await c.invoke('campaigns.send', { id: camp.id }));
    expect((await until(c, camp.id, (s) => s.sendState === 'done')).handed).toBe(45);
    expect(c.core.services.sandbox?.control.publishedPosts()).toHaveLength(45);
  });

  it('takes the audience\'s best hours from Insights as the posting slots, and refuses bad hours leaving the plan as it was', async () => {
    const c = await client();
    const { camp } = await imported(c);
    const a = ok(await c.invoke('insights.audience', { profile_id: 'prof_caphe', platform: 'tiktok' }));
    expect(a.bestHours).toHaveLength(3);
    const zone = a.timezone ?? 'UTC';
    const before = ok(await c.invoke('campaigns.get', { id: camp.id })).plan;
    expect(await c.invoke('campaigns.useBestHours', { id: camp.id, profile_id: 'prof_caphe', platform: 'tiktok', hours: [25] })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(await c.invoke('campaigns.useBestHours', { id: camp.id, profile_id: 'prof_caphe', platform: 'tiktok', hours: [9, 9] })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(await c.invoke('campaigns.useBestHours', { id: camp.id, profile_id: 'prof_caphe', platform: 'tiktok', hours: [9], timezone: 'Mars/Olympus' })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(await c.invoke('campaigns.useBestHours', { id: 'nope', profile_id: 'prof_caphe', platform: 'tiktok', hours: [9] })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(ok(await c.invoke('campaigns.get', { id: camp.id })).plan).toEqual(before);

    const plan = ok(await c.invoke('campaigns.useBestHours', { id: camp.id, profile_id: 'prof_caphe', platform: 'tiktok', hours: a.bestHours, timezone: a.timezone }));
    expect(plan).toMatchObject({ mode: 'best_hours', bestHours: { profileId: 'prof_caphe', platform: 'tiktok', hours: a.bestHours, timezone: zone } });
    expect(ok(await c.invoke('campaigns.get', { id: camp.id })).plan).toEqual(plan);

    // The spreader now takes those hours, every day, in the audience's zone (the stored plan, no plan passed).
    const pv = ok(await c.invoke('campaigns.preview', { id: camp.id, plan: { ...plan, start: `${SPRING.day(34)}T00:00`, minGapMinutes: 0 } }));
    const sorted = [...a.bestHours].sort((x, y) => x - y).map((h) => `${String(h).padStart(2, '0')}:00`);
    expect(pv.items.slice(0, 3).map((i) => i.local)).toEqual(sorted.map((t) => `${SPRING.day(34)}T${t}`));
    expect(pv.items.slice(3, 6).map((i) => i.local)).toEqual(sorted.map((t) => `${SPRING.day(35)}T${t}`));
    expect(pv.items.every((i) => i.problem === null && i.timezone === zone)).toBe(true);
    const stored = ok(await c.invoke('campaigns.preview', { id: camp.id }));
    expect(stored.plan.mode).toBe('best_hours');
  });

  it('shows queued posts on the calendar at the slots the Hub\'s queue is predicted to give them, in campaign order, only those in the range', async () => {
    const c = await client();
    const { camp } = await imported(c);
    ok(await c.invoke('campaigns.queueSettings', { profileIds: ['prof_lumen'] }));
    expect(ok(await c.invoke('campaigns.applyPlan', { id: camp.id, plan: { ...PLAN, delivery: 'queue' } })).written).toBe(45);
    const order = ok(await c.invoke('campaigns.get', { id: camp.id })).posts.map((p) => p.id);
    const now = c.core.services.clock.now();
    const all = ok(await c.invoke('calendar.range', { from: new Date(now).toISOString(), to: new Date(now + 120 * 86_400_000).toISOString() }));
    const queued = all.filter((e) => e.add_to_queue);
    // Lumen's 10 weekly slots (weekdays 09:00 and 17:30, Berlin) after now, one each, in campaign order.
    expect(queued.map((e) => e.id)).toEqual(order.filter((id) => queued.some((e) => e.id === id)));
    expect(queued).toHaveLength(45);
    expect(queued.every((e) => e.predicted_timezone === 'Europe/Berlin' && /T(09:00|17:30)$/.test(e.predicted_at ?? '') && e.scheduled_at === null)).toBe(true);
    const times = queued.map((e) => e.predicted_at ?? '');
    expect([...times].sort()).toEqual(times);
    expect(new Set(times).size).toBe(45);
    // A week's range holds only the posts predicted in it.
    const week = ok(await c.invoke('calendar.range', { from: new Date(now).toISOString(), to: new Date(now + 7 * 86_400_000).toISOString() })).filter((e) => e.add_to_queue);
    expect(week.length).toBeGreaterThanOrEqual(9);
    expect(week.length).toBeLessThanOrEqual(11);
    expect(week.map((e) => e.id)).toEqual(queued.slice(0, week.length).map((e) => e.id));
  });

  it('refuses bad input with a typed error and changes nothing', async () => {
    const c = await client();
    const camp = ok(await c.invoke('campaigns.create', { name: 'X' }));
    expect(await c.raw('campaigns.applyPlan', { id: camp.id, plan: { mode: 'sometimes' } })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(await c.invoke('campaigns.applyPlan', { id: camp.id, plan: { timezone: 'Mars/Olympus' } })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(await c.invoke('campaigns.import', { id: camp.id, name: 'x.xlsx', text: 'a' })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(await c.invoke('campaigns.pause', { id: camp.id })).toMatchObject({ ok: false, error: { code: 'invalid_state' } });
    expect(await c.invoke('campaigns.get', { id: 'nope' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await c.invoke('campaigns.postStates', { id: 'nope' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(ok(await c.invoke('campaigns.get', { id: camp.id }))).toMatchObject({ posts: [], sendState: 'idle', plan: { mode: 'queue_slots' } });
  });

  it('pauses and cancels what is not sent yet', async () => {
    const c = await client();
    const { camp } = await imported(c);
    ok(await c.invoke('campaigns.applyPlan', { id: camp.id, plan: PLAN }));
    ok(await c.invoke('campaigns.send', { id: camp.id }));
    const paused = ok(await c.invoke('campaigns.pause', { id: camp.id }));
    expect(paused.sendState).toBe('paused');
    const cancelled = ok(await c.invoke('campaigns.cancel', { id: camp.id }));
    expect(cancelled.sendState).toBe('cancelled');
    const s = await until(c, camp.id, (x) => x.batches.every((b) => (b.byState.prepared ?? 0) + (b.byState.sending ?? 0) + (b.byState.retrying ?? 0) + b.pending === 0));
    expect(s.handed + s.withdrawn).toBe(45);
    expect(s.withdrawn).toBeGreaterThanOrEqual(20);
    const published = c.core.services.sandbox?.control.publishedPosts() ?? [];
    expect(published.length).toBeLessThanOrEqual(s.handed);
  });

  it('a post skipped for its problems is sent by the next send once fixed, and only it', async () => {
    const c = await client();
    ok(await c.invoke('profiles.refresh', {}));
    const camp = ok(await c.invoke('campaigns.create', { name: 'Fix and resend' }));
    const text = 'profile_id,platforms,caption,photos\nprof_lumen,instagram,With a photo,https://images.example.com/a.jpg\nprof_lumen,instagram,Without a photo,\n';
    const r = ok(await c.invoke('campaigns.import', { id: camp.id, name: 'two.csv', text }));
    expect(r.imported).toBe(2);
    ok(await c.invoke('campaigns.applyPlan', { id: camp.id, plan: { mode: 'interval', timezone: 'Europe/Berlin', start: `${SPRING.day(36)}T09:00`, intervalMinutes: 120 } }));
    ok(await c.invoke('campaigns.send', { id: camp.id }));
    const first = await until(c, camp.id, (s) => s.sendState === 'done' && s.batches.every((b) => b.pending === 0));
    expect(first.batches[0]).toMatchObject({ total: 2, skipped: 1 });
    expect(first).toMatchObject({ handed: 1, skipped: 1, unsent: 0 });
    // Only the skipped post is still to plan.
    expect(ok(await c.invoke('campaigns.preview', { id: camp.id })).items.map((i) => i.id)).toEqual([r.ids[1]]);
    expect(c.core.services.sandbox?.control.publishedPosts()).toHaveLength(1);
    ok(await c.invoke('photos.add', { draftId: r.ids[1] ?? '', urls: ['https://images.example.com/b.jpg'] }));
    ok(await c.invoke('campaigns.send', { id: camp.id }));
    const second = await until(c, camp.id, (s) => s.sendState === 'done' && s.batches.length === 2 && s.batches.every((b) => b.pending === 0));
    expect(second.batches[1]).toMatchObject({ total: 1, skipped: 0 });
    expect(second).toMatchObject({ handed: 2, skipped: 0 });
    const posts = c.core.services.sandbox?.control.publishedPosts() ?? [];
    expect(posts.map((p) => p.caption).sort()).toEqual(['With a photo', 'Without a photo']);
  });

  it('closing the app mid-send and opening it again goes on with the same send, nothing lost, nothing twice', async () => {
    const dir = tempDataDir();
    const first = await client(dir);
    const { camp } = await imported(first);
    ok(await first.invoke('campaigns.applyPlan', { id: camp.id, plan: PLAN }));
    ok(await first.invoke('campaigns.send', { id: camp.id }));
    const before = ok(await first.invoke('campaigns.status', { id: camp.id }));
    expect(before.sendState).toBe('sending');
    expect(before.unsent).toBeGreaterThan(0);
    await first.close();
    open.splice(open.indexOf(first), 1);
    const second = await client(dir);
    // Done handing over, and every batch settled: the batches journaled before the close resume in the publisher on their own.
    const settled = (b: CampaignStatusDto['batches'][number]) => b.pending + (b.byState.prepared ?? 0) + (b.byState.sending ?? 0) + (b.byState.retrying ?? 0) === 0;
    const done = await until(second, camp.id, (s) => s.sendState === 'done' && s.batches.every(settled));
    expect(done).toMatchObject({ handed: 45, unsent: 0 });
    // 'done' is every post handed to the publisher; the batches journaled before the close are
    // sent by the publisher's resume on its own time: count what the Hub got once none is on its way.
    for (let i = 0; i < 200; i++) {
      const jobs = ok(await second.invoke('jobs.list', {}));
      if (jobs.length === 45 && jobs.every((j) => !['prepared', 'sending', 'retrying'].includes(j.state))) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const posts = second.core.services.sandbox?.control.publishedPosts() ?? [];
    expect(new Set(posts.map((p) => p.idempotencyKey)).size).toBe(posts.length);
    expect(posts).toHaveLength(45);
  });

  it('the Outbox names the campaign of each post its send handed over, in the list, in live updates and on retries', async () => {
    const c = await client();
    ok(await c.invoke('profiles.refresh', {}));
    const camp = ok(await c.invoke('campaigns.create', { name: 'Filtered' }));
    const text = 'profile_id,platforms,caption,photos\nStudio Lumen,instagram,One,https://images.example.com/1.jpg\nStudio Lumen,instagram,Two,https://images.example.com/2.jpg\n';
    expect(ok(await c.invoke('campaigns.import', { id: camp.id, name: 'two.csv', text, defaults: { profile_id: 'prof_lumen', platforms: ['instagram'] } })).imported).toBe(2);
    const sandbox = c.core.services.sandbox!.control;
    sandbox.setFaults({ channel_refusal: 1, processing_ms: 0 }); // every channel refuses: something to retry
    const live: JobDto[] = [];
    c.on('job', (j) => live.push(j));
    await new Promise((r) => setTimeout(r, 200));
    ok(await c.invoke('campaigns.send', { id: camp.id }));
    await until(c, camp.id, (s) => s.sendState === 'done');
    const settled = async (n: number) => {
      for (let i = 0; i < 100; i++) {
        const jobs = ok(await c.invoke('jobs.list', {}));
        if (jobs.length === n && jobs.every((j) => j.state === 'done')) return jobs;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('jobs never settled');
    };
    const jobs = await settled(2);
    // Sent by the campaign's Send tab (chunk batches), not by "Publish campaign": still the campaign's.
    expect(jobs.map((j) => j.campaignId)).toEqual([camp.id, camp.id]);
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((j) => j.campaignId === camp.id)).toBe(true); // a live update keeps the job in the filter

    sandbox.setFaults({ processing_ms: 0 });
    const retry = ok(await c.invoke('jobs.retryFailed', { id: jobs[0]!.id }));
    expect(retry.batchId).toBeNull(); // a retry has no batch of its own: its parent's campaign
    expect(retry.campaignId).toBe(camp.id);
    expect((await settled(3)).map((j) => j.campaignId)).toEqual([camp.id, camp.id, camp.id]);

    // Batches a send recorded before the campaign was named on them: found by the send's own record.
    c.core.services.library.db.prepare("UPDATE publish_batches SET options = '{}'").run();
    expect(ok(await c.invoke('jobs.list', {})).map((j) => j.campaignId)).toEqual([camp.id, camp.id, camp.id]);
  });
});

/**
 * Issue 31 part 2: the dry run is the send. A sheet with its own times across Berlin's spring
 * clock change, one post with two channels and one without a photo; the plan never applied (as the
 * person met it: the dry run showed queue slots, Send used the file's times).
 */
function dstSheet(): string {
  const rows = [
    ['instagram', 'Before the change', 'https://images.example.com/lumen/a.jpg', `${SPRING.day(-1)}T09:00`],
    ['instagram|threads', 'On the night of the change', 'https://images.example.com/lumen/b.jpg', `${SPRING.day(0)}T09:00`],
    ['instagram', 'After the change', 'https://images.example.com/lumen/c.jpg', `${SPRING.day(1)}T09:00`],
    ['instagram', 'No photo yet', '', `${SPRING.day(2)}T09:00`],
  ];
  return ['profile_id,platforms,caption,photos,scheduled_at,timezone', ...rows.map((r) => `prof_lumen,${r.join(',')},Europe/Berlin`)].join('\n') + '\n';
}

describe('the dry run is the send (issue 31)', () => {
  it('the status says whether the plan still matches the last dry run and how many posts Send would hand over; the dry run numbers posts as the Posts tab does (fix-send)', async () => {
    const c = await client();
    ok(await c.invoke('profiles.refresh', {}));
    const camp = ok(await c.invoke('campaigns.create', { name: 'Status against the dry run' }));
    ok(await c.invoke('campaigns.import', { id: camp.id, name: 'own.csv', text: dstSheet(), partial: true }));
    expect(ok(await c.invoke('campaigns.status', { id: camp.id })).dryRun).toBeNull();
    ok(await c.invoke('campaigns.dryRun', { id: camp.id }));
    expect(ok(await c.invoke('campaigns.status', { id: camp.id })).dryRun).toMatchObject({ current: true, toSend: 3, held: 1 });
    // The plan applied after the dry run: the status says it is out of date.
    ok(await c.invoke('campaigns.applyPlan', { id: camp.id, plan: { mode: 'interval', delivery: 'schedule', timezone: 'Europe/Berlin', start: `${SPRING.day(5)}T09:00`, intervalMinutes: 1440, minGapMinutes: 30 } }));
    expect(ok(await c.invoke('campaigns.status', { id: camp.id })).dryRun).toMatchObject({ current: false });
    const dry = ok(await c.invoke('campaigns.dryRun', { id: camp.id }));
    ok(await c.invoke('campaigns.send', { id: camp.id, fingerprint: dry.fingerprint }));
    const done = await until(c, camp.id, (st) => st.sendState === 'done' && st.batches.every((b) => b.pending === 0));
    // After the send only the held-back post is left: nothing to hand over.
    expect(done).toMatchObject({ handed: 3, skipped: 1, dryRun: { current: true, toSend: 0, held: 1 } });
    // The dry run of what is left numbers it as the Posts tab does (4th), not by its own order (1st).
    const posts = ok(await c.invoke('campaigns.get', { id: camp.id })).posts;
    const left = ok(await c.invoke('campaigns.dryRun', { id: camp.id }));
    expect(left.rows.map((r) => [r.caption, r.position])).toEqual([['No photo yet', posts.find((p) => p.caption === 'No photo yet')?.position]]);
    expect(left.rows[0]?.position).toBe(4);
  });

  it('the last dry run is kept in the library: after a restart the status says the same (fingerprint, when, what it found, and that the plan changed since), and Send still refuses a changed plan (left31)', async () => {
    const dir = tempDataDir();
    const first = await client(dir);
    ok(await first.invoke('profiles.refresh', {}));
    const camp = ok(await first.invoke('campaigns.create', { name: 'Kept dry run' }));
    ok(await first.invoke('campaigns.import', { id: camp.id, name: 'own.csv', text: dstSheet(), partial: true }));
    const dry = ok(await first.invoke('campaigns.dryRun', { id: camp.id }));
    const seen = ok(await first.invoke('campaigns.status', { id: camp.id })).dryRun;
    expect(seen).toMatchObject({ current: true, toSend: 3, held: 1, fingerprint: dry.fingerprint, found: { posts: dry.summary.posts, rows: dry.summary.rows, errors: dry.summary.errors, warnings: dry.summary.warnings, held: 1 } });
    expect(Date.parse(seen?.at ?? '')).not.toBeNaN();
    await first.close();
    open.splice(open.indexOf(first), 1);
    const second = await client(dir);
    expect(ok(await second.invoke('campaigns.status', { id: camp.id })).dryRun).toEqual(seen);
    // The plan changed after it, in the new run: the status says so, from the kept dry run.
    ok(await second.invoke('campaigns.applyPlan', { id: camp.id, plan: { mode: 'interval', delivery: 'schedule', timezone: 'Europe/Berlin', start: `${SPRING.day(5)}T09:00`, intervalMinutes: 1440, minGapMinutes: 30 } }));
    expect(ok(await second.invoke('campaigns.status', { id: camp.id })).dryRun).toMatchObject({ current: false, fingerprint: dry.fingerprint, at: seen?.at });
    const refused = await second.invoke('campaigns.send', { id: camp.id, fingerprint: seen?.fingerprint ?? '' });
    expect(refused.ok ? null : refused.error.code).toBe('plan_changed');
  });

  it('the requests the sandbox Hub received are the dry run\'s rows, post × channel × time, across a clock change', async () => {
    const c = await client();
    ok(await c.invoke('profiles.refresh', {}));
    const camp = ok(await c.invoke('campaigns.create', { name: 'Own times' }));
    expect(ok(await c.invoke('campaigns.import', { id: camp.id, name: 'own.csv', text: dstSheet(), partial: true })).imported).toBe(4);
    // The Plan tab was only looked at (queue slots, never applied): Send goes at the file's times, and so does the dry run.
    ok(await c.invoke('campaigns.preview', { id: camp.id, plan: PLAN }));
    const dry = ok(await c.invoke('campaigns.dryRun', { id: camp.id }));
    expect(dry.rows.map((r) => [r.position, r.channel, r.delivery, r.local, r.offset, r.held])).toEqual([
      [1, 'instagram', 'schedule', `${SPRING.day(-1)}T09:00`, '+01:00', false],
      [2, 'instagram', 'schedule', `${SPRING.day(0)}T09:00`, '+02:00', false],
      [2, 'threads', 'schedule', `${SPRING.day(0)}T09:00`, '+02:00', false],
      [3, 'instagram', 'schedule', `${SPRING.day(1)}T09:00`, '+02:00', false],
      [4, 'instagram', 'schedule', `${SPRING.day(2)}T09:00`, '+02:00', true],
    ]);
    // w23dryrun (walk 20, 1): rows near a clock change (the post after it has two channels), as the rows show it.
    expect(dry.summary).toMatchObject({ posts: 4, going: 3, held: 1, scheduled: 3, queued: 0, now: 0, dstShifts: dry.rows.filter((r) => r.dstShift !== null || r.wallClock).length });
    expect(dry.summary.dstShifts).toBe(2);
    expect(dry.fingerprint).toMatch(/^sp1-/);

    ok(await c.invoke('campaigns.send', { id: camp.id, fingerprint: dry.fingerprint }));
    const done = await until(c, camp.id, (s) => s.sendState === 'done');
    expect(done).toMatchObject({ handed: 3, skipped: 1 });
    const db = c.core.services.sandbox?.control.db;
    if (!db) throw new Error('the web host runs no sandbox');
    expect(receivedLines(db)).toEqual(dryRunLines(dry.rows));
    expect(receivedLines(db)).toHaveLength(4);
  });

  it('a plan applied across the change keeps 09:00, and Send refuses a dry run the plan changed after, sending nothing', async () => {
    const c = await client();
    ok(await c.invoke('profiles.refresh', {}));
    const camp = ok(await c.invoke('campaigns.create', { name: 'Daily at nine' }));
    ok(await c.invoke('campaigns.import', { id: camp.id, name: 'own.csv', text: dstSheet(), partial: true }));
    const daily = { mode: 'interval', delivery: 'schedule', timezone: 'Europe/Berlin', start: `${SPRING.day(-2)}T09:00`, intervalMinutes: 1440, minGapMinutes: 30 } as const;
    ok(await c.invoke('campaigns.applyPlan', { id: camp.id, plan: daily }));
    const dry = ok(await c.invoke('campaigns.dryRun', { id: camp.id }));
    expect([...new Set(dry.rows.map((r) => r.local))]).toEqual([`${SPRING.day(-2)}T09:00`, `${SPRING.day(-1)}T09:00`, `${SPRING.day(0)}T09:00`, `${SPRING.day(1)}T09:00`]);

    // Six-hour steps, wall clock: 00/06/12/18 on both sides of the change; elapsed time moves them an hour.
    ok(await c.invoke('campaigns.applyPlan', { id: camp.id, plan: { ...daily, start: `${SPRING.day(0)}T00:00`, intervalMinutes: 360 } }));
    const after = ok(await c.invoke('campaigns.dryRun', { id: camp.id }));
    expect([...new Set(after.rows.map((r) => r.local))]).toEqual([`${SPRING.day(0)}T00:00`, `${SPRING.day(0)}T06:00`, `${SPRING.day(0)}T12:00`, `${SPRING.day(0)}T18:00`]);
    const elapsed = ok(await c.invoke('campaigns.preview', { id: camp.id, plan: { ...daily, start: `${SPRING.day(0)}T00:00`, intervalMinutes: 360, intervalClock: 'elapsed' } }));
    expect(elapsed.items.map((i) => i.local)).toEqual([`${SPRING.day(0)}T00:00`, `${SPRING.day(0)}T07:00`, `${SPRING.day(0)}T13:00`, `${SPRING.day(0)}T19:00`]);

    // The plan changed after `dry`: Send says so and sends nothing.
    const refused = await c.invoke('campaigns.send', { id: camp.id, fingerprint: dry.fingerprint });
    expect(refused).toMatchObject({ ok: false, error: { code: 'plan_changed' } });
    expect(ok(await c.invoke('campaigns.status', { id: camp.id }))).toMatchObject({ sendState: 'idle', handed: 0 });
    const db = c.core.services.sandbox?.control.db;
    if (!db) throw new Error('the web host runs no sandbox');
    expect(receivedLines(db)).toEqual([]);
    // A post edited after the dry run changes it too.
    const first = ok(await c.invoke('campaigns.get', { id: camp.id })).posts[0];
    if (!first) throw new Error('no posts');
    ok(await c.invoke('drafts.update', { id: first.id, patch: { caption: 'Edited after the dry run' } }));
    expect(await c.invoke('campaigns.send', { id: camp.id, fingerprint: after.fingerprint })).toMatchObject({ ok: false, error: { code: 'plan_changed' } });

    // A new dry run, then Send: what it shows is what the Hub receives.
    const fresh = ok(await c.invoke('campaigns.dryRun', { id: camp.id }));
    ok(await c.invoke('campaigns.send', { id: camp.id, fingerprint: fresh.fingerprint }));
    await until(c, camp.id, (s) => s.sendState === 'done');
    expect(receivedLines(db)).toEqual(dryRunLines(fresh.rows));
  });
});
