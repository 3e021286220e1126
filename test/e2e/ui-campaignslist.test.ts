/// <reference lib="dom" />
/**
 * campaignslist (issue 34, walk 4): a campaign Lan sent, on Chi's Campaigns LIST, dry run and Posts
 * tab, in real browsers on one real team server and one sandbox Hub (each started once for the file).
 * Lan schedules A for 20 Jan 2027 09:00 (Ho Chi Minh) and B at once, sends, then edits A's draft to
 * 25 Jan. Chi's list said "not sent" (the stored state); the dry run said "as soon as it is sent" or
 * the draft's edited time. Now: the list says "Send: sent · 2 sent by Lan (a teammate)"; the dry run
 * and the Posts tab show A at 20 Jan 09:00 (the Hub's time, Lan's outcome). Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../src-main/sandbox';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';
import { nextYear } from '../helpers/ahead';

const team = browserTeam('postroom-ui-campaignslist-', { seed: 34, faults: 'none' });
let hub: SandboxHandle;
let lan: TeamMember;
let chi: TeamMember;
let campaignId = '';
const ids = { a: '', b: '' };
const ZONE = 'Asia/Ho_Chi_Minh';
/** w23dups: A's days (20 and 25 January) in the year after today's (they were 2027), never past on this real clock. */
const Y = nextYear();

const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));
async function settle<T>(get: () => Promise<T | undefined>, want: T, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (JSON.stringify(await get().catch(() => undefined)) !== JSON.stringify(want)) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${JSON.stringify(want)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
const reviewState = (m: TeamMember, id: string) => callValue<Record<string, { state: string }>>(m.page, 'review.get', { draftIds: [id] }).then((r) => r[id]?.state);
const listState = (page: Page): Promise<string> => page.locator(`[data-campaign-id="${campaignId}"] [data-testid="campaign-list-state"]`).textContent({ timeout: 1000 }).then((t) => (t ?? '').replace(/\s+/g, ' ').trim()).catch(() => '');

beforeAll(async () => {
  ({ hub } = await team.start());
  [lan, chi] = await Promise.all([team.member('Lan', 'editor'), team.member('Chi', 'owner')]);
  for (const m of [lan, chi]) await team.join(m);
  for (const m of [lan, chi]) {
    await callValue(m.page, 'key.set', { key: hub.apiKey });
    await callValue(m.page, 'profiles.refresh', {});
  }
  const post = async (caption: string, at: string | null): Promise<string> => {
    const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption, ...(at ? { scheduled_at: at, timezone: ZONE } : {}) } });
    await callValue(lan.page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/campaignslist.jpg'] });
    await callValue(lan.page, 'review.act', { draftId: d.id, action: 'submit' });
    await settle(() => reviewState(chi, d.id), 'in_review');
    await callValue(chi.page, 'review.act', { draftId: d.id, action: 'approve' });
    await settle(() => reviewState(lan, d.id), 'approved');
    return d.id;
  };
  ids.a = await post('Tết này, cà phê sữa đá — hẹn 20/1', `${Y}-01-20T09:00`);
  ids.b = await post('Menu Tết mới — gửi ngay', null);
  campaignId = (await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Tết 2027 – Cà Phê' })).id;
  await callValue(lan.page, 'campaigns.addDrafts', { id: campaignId, draftIds: [ids.a, ids.b] });
  await callValue(lan.page, 'campaigns.send', { id: campaignId });
  await settle(() => callValue<{ sendState: string }>(lan.page, 'campaigns.status', { id: campaignId }).then((s) => s.sendState), 'done');
  await settle(async () => hub.control.publishedPosts().length >= 1, true);
  // After the send, Lan's draft A says another day; the Hub keeps 20 Jan 09:00.
  await callValue(lan.page, 'drafts.update', { id: ids.a, patch: { scheduled_at: `${Y}-01-25T10:30` } });
  await settle(() => callValue<{ teamSent?: number }>(chi.page, 'campaigns.status', { id: campaignId }).then((s) => s.teamSent), 2);
  await settle(() => callValue<{ posts: Array<{ id: string; draft_scheduled_at?: string | null }> }>(chi.page, 'campaigns.get', { id: campaignId }).then((c) => c.posts.find((p) => p.id === ids.a)?.draft_scheduled_at ?? null), `${Y}-01-25T10:30`);
}, 300_000);

afterAll(() => team.stop());

describe("Chi's laptop, after Lan sent her campaign", () => {
  it('the Campaigns list says sent, 2 sent by Lan (was "not sent"), in English and Vietnamese', async () => {
    const { page } = chi;
    await useLanguage(page, 'en');
    await page.evaluate(() => { location.hash = '#/campaigns'; });
    await expect.poll(() => listState(page), { timeout: 20_000 }).toBe('Send: sent · 2 sent by Lan (a teammate)');
    await closeToasts(page);
    await themes(page, 'campaignslist/list', 'en');
    await useLanguage(page, 'vi');
    await expect.poll(() => listState(page), { timeout: 20_000 }).toBe('Gửi: đã gửi · 2 bài do Lan (thành viên nhóm) gửi');
    await closeToasts(page);
    await themes(page, 'campaignslist/list', 'vi');
    await useLanguage(page, 'en');
  });

  it("the Posts tab lists A at the Hub's time (20 Jan 09:00, Lan's outcome), not the draft's edited 25 Jan", async () => {
    const c = await callValue<{ posts: Array<{ id: string; scheduled_at: string | null; timezone: string | null }> }>(chi.page, 'campaigns.get', { id: campaignId });
    expect(c.posts.find((p) => p.id === ids.a)).toMatchObject({ scheduled_at: `${Y}-01-20T09:00`, timezone: ZONE });
  });

  it("the dry run's Time column: A at 20 Jan 09:00, B when it went out (not 'as soon as it is sent'), no warnings", async () => {
    const { page } = chi;
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, campaignId);
      await page.click('[data-tab="dryRun"]');
      await page.click('[data-testid="dry-run"]');
      await page.waitForSelector('[data-testid="dry-run-table"]');
      await expect.poll(() => page.locator('[data-testid="dry-run-time"]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset['local'] ?? '')), { timeout: 20_000 })
        .toEqual([`${Y}-01-20T09:00`, expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/)]);
      expect(await page.locator('[data-testid="dry-run-problems"] .warning').count()).toBe(0);
      await closeToasts(page);
      await themes(page, 'campaignslist/dry-run', lang);
    }
    await useLanguage(page, 'en');
  });
});
