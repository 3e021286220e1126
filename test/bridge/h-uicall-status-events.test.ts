/**
 * h-uicall (session 30): each 'campaign' event of a send carried every unsent post's reason (`now.notSentWhy`), the same
 * list again after every chunk: 32.5 MB of events for a 2,000-post send (campaign-ui bench). An event now carries the list
 * only when it changed since the campaign's last event, with its key always (bridge status-events.ts); a window keeps the
 * list it holds under that key (campaign.svelte.ts withReasons). Over the real web host and its sandbox Hub: 45 posts
 * that go and 3 held back for a problem (no photo), sent with no dry run.
 */
import { describe, expect, it } from 'vitest';
import type { CampaignStatusDto } from '../../src-main/bridge/contract';
import { campaigns, drafts } from '../../src-main/library';
import { withReasons } from '../../src-renderer/src/lib/campaign.svelte';
import { campaignCsv50 } from '../campaigns/fixtures';
import { httpClientsClosedAfterEach, ok } from './transports';
import { nextClockChange } from '../helpers/ahead';

const SPRING = nextClockChange('Europe/Berlin', 'forward');
const { client } = httpClientsClosedAfterEach();

describe("a send's campaign events", () => {
  it('carry the reasons only when they changed, and a window still holds each unsent post\'s reason after the send', async () => {
    const c = await client();
    ok(await c.invoke('profiles.refresh', {}));
    const camp = ok(await c.invoke('campaigns.create', { name: 'Lumen spring' }));
    ok(await c.invoke('campaigns.import', { id: camp.id, name: 'lumen.csv', text: campaignCsv50(), defaults: { profile_id: 'prof_lumen', platforms: ['instagram'] }, partial: true }));
    const db = c.core.services.library.db;
    const held = [1, 2, 3].map((k) => drafts.create(db, { profile_id: 'prof_lumen', platforms: ['instagram'], caption: `h-uicall no photo ${k}` }).id);
    campaigns.addDrafts(db, camp.id, held);
    ok(await c.invoke('campaigns.applyPlan', { id: camp.id, plan: { mode: 'queue_slots', delivery: 'schedule', start: `${SPRING.day(-6)}T00:00`, minGapMinutes: 30 } }));

    // The window opens on the campaign: its status read, then every event as it comes.
    const opened = ok(await c.invoke('campaigns.status', { id: camp.id }));
    expect(opened.now.notSentWhy).toHaveLength(48);
    const events: CampaignStatusDto[] = [];
    c.on('campaign', (s) => events.push(s));
    await new Promise((r) => setTimeout(r, 200));
    ok(await c.invoke('campaigns.send', { id: camp.id }));
    await expect.poll(() => events.at(-1)?.sendState, { timeout: 30_000 }).toBe('done');
    const done = ok(await c.invoke('campaigns.status', { id: camp.id }));
    expect(done).toMatchObject({ sendState: 'done', handed: 45, skipped: 3 });

    const mine = events.filter((e) => e.campaignId === camp.id);
    expect(mine.length).toBeGreaterThan(3);
    // Every event names its list; no event repeats the list the one before it carried (before: each carried all 48 reasons).
    mine.slice(1).forEach((e, i) => {
      const before = mine[i]!;
      if (e.now.notSentWhy !== undefined && before.now.notSentWhy !== undefined) expect(JSON.stringify(e.now.notSentWhy)).not.toBe(JSON.stringify(before.now.notSentWhy));
      if (e.now.notSentWhyKey === before.now.notSentWhyKey) expect(e.now.notSentWhy).toBeUndefined();
    });
    expect(mine.every((e) => typeof e.now.notSentWhyKey === 'string')).toBe(true);
    const carried = mine.filter((e) => e.now.notSentWhy !== undefined).length;
    expect(carried).toBeLessThan(mine.length);

    // The window's status after the send (its read, then the events laid over it): each post held back with its reason,
    // as the core's status says it (the Posts tab's rows read this list).
    let shown: CampaignStatusDto = opened;
    let readAgain = 0;
    for (const e of mine) shown = withReasons(e, shown, () => readAgain++);
    expect(readAgain).toBe(0);
    expect(shown.now.notSentWhy).toEqual(done.now.notSentWhy);
    expect(shown.now.notSentWhy?.map((w) => [w.draftId, w.why, w.lastSend])).toEqual(held.map((id) => [id, 'problems', true]));
    expect(shown.now.notSentWhy?.[0]).toMatchObject({ codes: ['no_photos'] });
  }, 60_000);
});

describe("a window's reasons under an event without its list (campaign.svelte.ts withReasons)", () => {
  const status = (key: string, list?: CampaignStatusDto['now']['notSentWhy']): CampaignStatusDto =>
    ({ campaignId: 'c1', now: { notSentWhyKey: key, ...(list ? { notSentWhy: list } : {}) } }) as unknown as CampaignStatusDto;
  const a = [{ draftId: 'd1', why: 'ready' as const }];
  it('keeps the list it holds under the same key, and reads nothing again', () => {
    let again = 0;
    expect(withReasons(status('k1'), status('k1', a), () => again++).now.notSentWhy).toEqual(a);
    expect(again).toBe(0);
  });
  it('holds another key (read between two events): shows no list and reads the status again', () => {
    let again = 0;
    expect(withReasons(status('k2'), status('k1', a), () => again++).now.notSentWhy).toBeUndefined();
    expect(withReasons(status('k2'), null, () => again++).now.notSentWhy).toBeUndefined();
    expect(again).toBe(2);
  });
  it('an event with its list is taken as it is', () => {
    const b = [{ draftId: 'd2', why: 'unchecked' as const }];
    expect(withReasons(status('k2', b), status('k1', a), () => { throw new Error('no read'); }).now.notSentWhy).toEqual(b);
  });
});
