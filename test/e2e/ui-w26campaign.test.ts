/// <reference lib="dom" />
/**
 * w26campaign: the campaign's screens say one truth, in Chromium through the web host, against the sandbox Hub.
 * - 1: the Posts tab's banner and the Dry run read one derivation of collisions (campaigns collisions.ts): a post the Hub
 *   holds (scheduled there) is a collision on both, a post of the campaign too close is one on both, and a draft never sent
 *   at the same time is named apart, as a draft, on both (the walk's Posts tab called it "scheduled or sent" while the dry
 *   run said 0 collisions).
 * - 2: a post never sent never reads "not checked since the send".
 * - 3: the Send tab's legend says "3 scheduled at the Hub", and counts what the Posts tab shows as scheduled.
 * Screenshots (light and dark, English and Vietnamese): test-results/screens/w26campaign/.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callValue, themes, uiSession, useLanguage, waitOnline } from './helpers/session';
import { nextYear } from '../helpers/ahead';

const Y = nextYear();
const s = uiSession({ name: 'ui-w26campaign' });
type Draft = { id: string; state: string };
const text = async (page: Page, sel: string): Promise<string> => ((await page.textContent(sel)) ?? '').replace(/\s+/g, ' ').trim();
const texts = (page: Page, sel: string): Promise<string[]> => page.$$eval(sel, (els) => els.map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim()));
const open = async (page: Page, id: string, tab: string): Promise<void> => {
  await page.evaluate((c) => (location.hash = `#/campaigns/${c}`), id);
  await page.waitForSelector('[data-testid="campaign-view"]');
  await page.click(`[data-tab="${tab}"]`);
};

describe('w26campaign: the campaign screen says one truth', () => {
  it('collisions, a post never sent, and the Send legend, each as the core derives it', async () => {
    const { page, errors } = s.browser;
    await page.goto(s.host.url);
    await waitOnline(page);
    await callValue(page, 'profiles.refresh', {});
    await useLanguage(page, 'en');
    const post = async (caption: string, when: string): Promise<Draft> => {
      const d = await callValue<Draft>(page, 'drafts.create', { draft: { profile_id: 'prof_caphe', platforms: ['x'], caption, scheduled_at: `${Y}-01-13T${when}`, timezone: 'Europe/Berlin' } });
      await callValue(page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/caphe/w26campaign.jpg'] });
      return d;
    };
    const mine = [await post('Plain post Jan', '18:45'), await post('Evening offer', '20:00'), await post('Evening offer, ten minutes on', '20:10')];
    const copy = await post('Plain post Jan — my own copy', '18:45');
    const held = await post('Already at the Hub', '20:00');
    await callValue(page, 'publish.start', { draftIds: [held.id] });
    await expect.poll(async () => (await callValue<Draft>(page, 'drafts.get', { id: held.id })).state, { timeout: 30_000 }).toBe('scheduled');
    const camp = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'January evenings' });
    await callValue(page, 'campaigns.addDrafts', { id: camp.id, draftIds: mine.map((d) => d.id) });

    // Posts tab: two posts collide (post 2 and 3 on the post the Hub holds at 20:00; post 3 also 10 minutes after post 2);
    // post 1 only shares its time with a draft never sent: said apart, as a draft.
    await open(page, camp.id, 'posts');
    await page.waitForSelector('[data-testid="collisions"]');
    expect(await text(page, '[data-testid="collisions"] strong')).toBe("Postroom's check: 2 posts fall at the same time as other posts on the same channel");
    expect(await page.$$eval('[data-testid="collision"]', (els) => els.map((e) => (e as HTMLElement).dataset.with))).toEqual(['hub', 'hub', 'campaign']);
    expect(await texts(page, '[data-testid="collision"]')).toEqual([
      `Post 2 on X at ${Y}-01-13 20:00 Europe/Berlin: “Already at the Hub” is there, at the Hub (Scheduled)`,
      `Post 3 on X at ${Y}-01-13 20:10 Europe/Berlin: “Already at the Hub” is there, at the Hub (Scheduled)`,
      `Post 3 on X at ${Y}-01-13 20:10 Europe/Berlin: 10 minutes after post 2 of this campaign, closer than the campaign's least gap`,
    ]);
    expect(await text(page, '[data-testid="same-time-drafts"] p')).toBe('1 post shares its time with a draft not sent yet: the Hub holds nothing there');
    expect(await texts(page, '[data-testid="same-time-draft"]')).toEqual([`Post 1 on X at ${Y}-01-13 18:45 Europe/Berlin: “Plain post Jan — my own copy” (a draft, not sent)`]);
    expect(await page.getAttribute('[data-testid="same-time-draft"]', 'data-other')).toBe(copy.id);
    // Finding 2: no post here was ever sent: none reads "since the send".
    const sendColumn = await texts(page, '[data-testid="post-send"]');
    expect(sendColumn).toHaveLength(3);
    for (const w of sendColumn) expect(w).not.toContain('since the send');
    await themes(page, 'w26campaign/1-posts-collisions', 'en', { closeToasts: true });

    // The dry run: the same two posts collide (its count, its rows), post 1's draft a warning of its own, never a collision.
    await page.click('[data-tab="dryRun"]');
    await page.click('[data-testid="dry-run"]');
    await page.waitForSelector('[data-testid="dry-run-summary"]');
    expect(await text(page, '[data-testid="dry-run-summary"]')).toMatch(/, 2 collisions, /);
    const problems = (id: string) => page.$$eval(`tr[data-draft="${id}"] [data-problem]`, (els) => els.map((e) => (e as HTMLElement).dataset.problem));
    expect(await problems(mine[0]!.id)).toEqual(['draft_same_time']);
    expect(await problems(mine[1]!.id)).toEqual(['hub_collision']);
    expect(await problems(mine[2]!.id)).toEqual(['hub_collision', 'collision']);
    await themes(page, 'w26campaign/2-dry-run-collisions', 'en', { closeToasts: true });

    await useLanguage(page, 'vi');
    await open(page, camp.id, 'posts');
    await page.waitForSelector('[data-testid="collisions"]');
    expect(await text(page, '[data-testid="collisions"] strong')).toBe('Postroom kiểm tra: 2 bài rơi vào cùng thời điểm với bài khác trên cùng kênh');
    expect(await texts(page, '[data-testid="same-time-draft"]')).toEqual([`Bài 1 trên X lúc ${Y}-01-13 18:45 Europe/Berlin: “Plain post Jan — my own copy” (bản nháp, chưa gửi)`]);
    await themes(page, 'w26campaign/1-posts-collisions', 'vi', { closeToasts: true });
    await page.click('[data-tab="dryRun"]');
    await page.click('[data-testid="dry-run"]');
    await page.waitForSelector('[data-testid="dry-run-summary"]');
    expect(await text(page, '[data-testid="dry-run-summary"]')).toMatch(/, 2 quá sát nhau, /);
    await themes(page, 'w26campaign/2-dry-run-collisions', 'vi', { closeToasts: true });

    // Sent: the Hub holds all three for their time; the legend says who holds them and counts the Posts tab's scheduled rows.
    await useLanguage(page, 'en');
    await callValue(page, 'campaigns.send', { id: camp.id });
    await open(page, camp.id, 'send');
    const legend = () => page.$$eval('[data-testid="batches"] [data-legend="scheduled"]', (els) => els.map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim()));
    await expect.poll(legend, { timeout: 60_000 }).toEqual(['3 scheduled at the Hub']);
    await themes(page, 'w26campaign/3-send-legend', 'en', { closeToasts: true });
    await page.click('[data-tab="posts"]');
    await expect.poll(() => page.$$eval('[data-testid="campaign-posts"] .state', (els) => els.filter((e) => (e as HTMLElement).dataset.state === 'scheduled').length)).toBe(3);
    // Nothing of it is a draft any more: no banner counts it against itself.
    expect(await page.locator('[data-testid="collisions"]').count()).toBe(0);
    await useLanguage(page, 'vi');
    await open(page, camp.id, 'send');
    await expect.poll(legend, { timeout: 30_000 }).toEqual(['3 đã hẹn giờ trên Hub']);
    await themes(page, 'w26campaign/3-send-legend', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
    expect(errors).toEqual([]);
  });
});
