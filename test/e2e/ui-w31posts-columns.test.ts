/// <reference lib="dom" />
/**
 * Walk 31, 11: the campaign's Posts tab at 1,400 px cut its one-line words: "Refused by every chan…" (State) and "at once,
 * when s…" (Time). The state's and the time's columns are as wide as the rows' widest words (lib/columnWidth.ts); the
 * caption takes what is left. A post sent at once whose photo no channel could download (refused by every channel) and
 * one not sent; at 1,280 and 1,400 px, en and vi; shots light/dark.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callValue, themes, uiSession, useLanguage, waitOnline } from './helpers/session';

const s = uiSession({
  name: 'ui-w31posts-columns',
  // The Hub answers at once (its default takes seconds to process a post).
  host: (dir) => ({ sandboxFaults: join(dir, 'now.json') }),
  prepare: (dir) => writeFileSync(join(dir, 'now.json'), JSON.stringify({ processing_ms: 0 })),
});

/** The State and Time cells whose words run past their cell (cut with "…"), in words. */
const cut = (page: Page) => page.evaluate(() => {
  const out: string[] = [];
  document.querySelectorAll<HTMLElement>('[data-testid="campaign-posts"] tbody tr').forEach((tr) => {
    const time = tr.querySelector<HTMLElement>('td.time');
    if (time && time.scrollWidth > time.clientWidth + 1) out.push(`time "${time.textContent?.trim()}": ${time.scrollWidth} > ${time.clientWidth}`);
    const state = tr.querySelector<HTMLElement>('.state');
    const cell = state?.closest('td');
    if (state && cell && state.getBoundingClientRect().right > cell.getBoundingClientRect().right + 1) out.push(`state "${state.textContent?.trim()}" past its cell`);
  });
  return out;
});

describe("the campaign's Posts tab: a state and a time in words read whole (walk 31, 11)", () => {
  it('at 1,280 and 1,400 px in en and vi', async () => {
    const { page } = s.browser;
    await page.goto(s.host.url);
    await waitOnline(page);
    const made: string[] = [];
    for (const [cap, photo] of [['Áo dài mùa cưới — ảnh không tải được', 'https://photos.lumen.invalid/aodai.jpg'], ['Bánh mì buổi sáng', 'https://images.example.com/w31/banhmi.jpg']] as const) {
      const d = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram', 'threads'], caption: cap } });
      await callValue(page, 'photos.add', { draftId: d.id, urls: [photo] });
      made.push(d.id);
    }
    const camp = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Tháng 12 — w31posts' });
    await callValue(page, 'campaigns.addDrafts', { id: camp.id, draftIds: made });
    await callValue(page, 'publish.start', { draftIds: [made[0]] });
    const row = (id: string) => page.locator(`[data-testid="campaign-posts"] tr[data-post-id="${id}"]`);
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      for (const width of [1280, 1400]) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, camp.id);
        await page.click('[data-tab="posts"]');
        await expect.poll(() => row(made[0]!).locator('.state').getAttribute('data-state', { timeout: 1000 }).catch(() => null), { timeout: 30_000 }).toBe('channels_refused');
        // Sent from here: said once the campaign's status has landed (it may come after the posts).
        await expect.poll(async () => (await row(made[0]!).locator('td.time').textContent())?.trim(), { timeout: 20_000 }).toBe(lang === 'en' ? 'at once, when sent' : 'ngay khi gửi');
        await expect.poll(() => cut(page), { message: `${lang} at ${width} px`, timeout: 10_000 }).toEqual([]);
        await themes(page, `w31posts/posts-${width}`, lang, { closeToasts: true });
      }
    }
    await useLanguage(page, 'en');
  }, 180_000);
});
