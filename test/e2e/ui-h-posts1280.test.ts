/// <reference lib="dom" />
/**
 * h-posts1280 (walk 32): at a 1,280 px window the campaign's Posts tab scrolled sideways, so its State column began
 * cut (a person scrolled to read a post's state), and the Send column's header had no width (its words, the line under
 * each row, had no header over them). Measured here at 1,280 and 1,400 px (and 1,024, where the table may scroll), en
 * and vi, the sidebar open: the table box does not scroll sideways, each header's box sits over its column's cells (the
 * Send header over the line of Send words), the State and Time cells and the headers read whole (nothing past its box),
 * and the caption takes what is left, cut with its whole words on hover. Posts: one sent at once whose every channel
 * refused it, one not sent, two timed in two zones (each row names its zone), one with a long caption; shots light/dark.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { nextYear } from '../helpers/ahead';
import { callValue, themes, uiSession, useLanguage, waitOnline } from './helpers/session';

const s = uiSession({
  name: 'ui-h-posts1280',
  // The Hub answers at once (its default takes seconds to process a post).
  host: (dir) => ({ sandboxFaults: join(dir, 'now.json') }),
  prepare: (dir) => writeFileSync(join(dir, 'now.json'), JSON.stringify({ processing_ms: 0 })),
});

/** What is wrong with the Posts table's layout on screen, in words (none: []); `sideways` says whether it may scroll. */
const wrongs = (page: Page, sideways: boolean) => page.evaluate((mayScroll) => {
  const out: string[] = [];
  const table = document.querySelector<HTMLTableElement>('[data-testid="campaign-posts"]');
  const box = table?.closest<HTMLElement>('.vt');
  if (!table || !box) return ['no table'];
  if (!mayScroll && box.scrollWidth > box.clientWidth + 1) out.push(`scrolls sideways: ${box.scrollWidth} > ${box.clientWidth}`);
  const boxRight = box.getBoundingClientRect().left + box.clientWidth;
  const heads = [...table.querySelectorAll<HTMLElement>('thead th')];
  const rows = [...table.querySelectorAll<HTMLTableRowElement>('tbody tr')];
  if (rows.length === 0) return ['no rows'];
  const name = (th: HTMLElement) => th.textContent?.trim() || th.className || '?';
  heads.forEach((th, i) => {
    const h = th.getBoundingClientRect();
    if (th.classList.contains('send-head')) return; // the Send words' header is the line under the headers, read below
    if (h.width < 1) out.push(`header ${i} "${name(th)}" has no width`);
    if (th.scrollWidth > th.clientWidth + 1) out.push(`header "${name(th)}" cut: ${th.scrollWidth} > ${th.clientWidth}`);
    if (!mayScroll && h.right > boxRight + 1) out.push(`header "${name(th)}" past the box: ${Math.round(h.right)} > ${Math.round(boxRight)}`);
    for (const tr of rows) {
      const td = tr.cells[i];
      if (!td) continue;
      const d = td.getBoundingClientRect();
      if (Math.abs(d.left - h.left) > 1 || Math.abs(d.right - h.right) > 1) out.push(`header "${name(th)}" [${Math.round(h.left)}, ${Math.round(h.right)}] not over row ${tr.dataset.postId}'s cell [${Math.round(d.left)}, ${Math.round(d.right)}]`);
    }
  });
  // The Send words: a line under each row from the post's column on; their header a line under the headers, as far in.
  const sendHead = table.querySelector<HTMLElement>('[data-testid="posts-send-head"]');
  const sh = sendHead?.getBoundingClientRect();
  if (!sendHead || !sh || sh.width < 1 || sh.height < 1) out.push('the Send words have no header on screen');
  for (const tr of rows) {
    const words = tr.querySelector<HTMLElement>('td.send > span');
    if (!words) continue;
    const r = words.getBoundingClientRect();
    const textLeft = r.left + parseFloat(getComputedStyle(words).paddingLeft);
    if (sh && sendHead && (Math.abs(sh.left - textLeft) > 1 || sh.right > r.right + 1)) out.push(`Send header [${Math.round(sh.left)}, ${Math.round(sh.right)}] not over row ${tr.dataset.postId}'s Send words from ${Math.round(textLeft)} to ${Math.round(r.right)}`);
    if (sh && sendHead && sh.top < (heads[0]?.getBoundingClientRect().top ?? 0)) out.push('Send header above the header row');
  }
  // The State and Time cells read whole, on screen.
  for (const tr of rows) {
    const time = tr.querySelector<HTMLElement>('td.time');
    const state = tr.cells[7];
    for (const [what, cell] of [['time', time], ['state', state]] as const) {
      if (!cell) continue;
      if (cell.scrollWidth > cell.clientWidth + 1) out.push(`${what} "${cell.textContent?.trim()}" cut: ${cell.scrollWidth} > ${cell.clientWidth}`);
      if (!mayScroll && cell.getBoundingClientRect().right > boxRight + 1) out.push(`${what} "${cell.textContent?.trim()}" past the box's right`);
    }
    const badge = state?.firstElementChild;
    if (badge && state && badge.getBoundingClientRect().right > state.getBoundingClientRect().right + 1) out.push(`state "${badge.textContent?.trim()}" past its cell`);
  }
  return out;
}, sideways);

/** The caption cell of a row: whether its words are cut, and the words it shows on hover. */
const caption = (page: Page, id: string) => page.evaluate((x) => {
  const td = document.querySelector<HTMLElement>(`[data-testid="campaign-posts"] tr[data-post-id="${x}"] td.caption`);
  return td ? { cut: td.scrollWidth > td.clientWidth, title: td.title } : null;
}, id);

describe("the campaign's Posts tab at 1,280 px: no sideways scroll, headers over their cells, State and Time whole (h-posts1280)", () => {
  it('at 1,024, 1,280 and 1,400 px in en and vi', async () => {
    const { page } = s.browser;
    await page.goto(s.host.url);
    await waitOnline(page);
    const Y = nextYear();
    const long = 'Áo dài mùa cưới — bộ sưu tập mới cho mùa cưới năm nay, may đo theo số đo riêng, giao tận nhà trong ba ngày';
    const drafts: { caption: string; photo?: string; at?: string; zone?: string }[] = [
      { caption: 'Áo dài mùa cưới — ảnh không tải được', photo: 'https://photos.lumen.invalid/aodai.jpg' },
      { caption: 'Bánh mì buổi sáng' },
      { caption: 'Cà phê sữa đá', at: `${Y}-03-10T09:00`, zone: 'Asia/Ho_Chi_Minh' },
      { caption: 'Phở bò Hà Nội', at: `${Y}-03-11T18:30`, zone: 'Europe/Berlin' },
      { caption: long },
    ];
    const made: string[] = [];
    for (const d of drafts) {
      const x = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram', 'threads'], caption: d.caption, ...(d.at ? { scheduled_at: d.at, timezone: d.zone } : {}) } });
      if (d.photo) await callValue(page, 'photos.add', { draftId: x.id, urls: [d.photo] });
      made.push(x.id);
    }
    const camp = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Tháng 3 — h-posts1280' });
    await callValue(page, 'campaigns.addDrafts', { id: camp.id, draftIds: made });
    await callValue(page, 'publish.start', { draftIds: [made[0]] });
    const row = (id: string) => page.locator(`[data-testid="campaign-posts"] tr[data-post-id="${id}"]`);
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      for (const width of [1280, 1400, 1024]) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, camp.id);
        await page.click('[data-tab="posts"]');
        await expect.poll(() => row(made[0]!).locator('.state').getAttribute('data-state', { timeout: 1000 }).catch(() => null), { timeout: 30_000 }).toBe('channels_refused');
        // Sent from here: said once the campaign's status has landed (it may come after the posts).
        await expect.poll(async () => (await row(made[0]!).locator('td.time').textContent())?.trim(), { timeout: 20_000 }).toBe(lang === 'en' ? 'at once, when sent' : 'ngay khi gửi');
        await expect.poll(async () => (await row(made[3]!).locator('td.time').textContent())?.trim(), { timeout: 20_000 }).toBe(`${Y}-03-11 18:30 Europe/Berlin`);
        await expect.poll(() => wrongs(page, width < 1280), { message: `${lang} at ${width} px`, timeout: 10_000 }).toEqual([]);
        // The caption takes what is left: the long one cut, its whole words on hover.
        expect(await caption(page, made[4]!)).toEqual({ cut: true, title: long });
        if (width !== 1024) await themes(page, `h-posts1280/posts-${width}`, lang, { closeToasts: true });
      }
    }
    await useLanguage(page, 'en');
  }, 240_000);
});
