/// <reference lib="dom" />
/**
 * w31words (w30outbox's left-outs), in Chromium against the web host, its workspace on a REAL sandbox Hub this file runs
 * (its brands renamed long in the Hub's own database):
 * 1. The Outbox's summary table cut long brand names with "…" ("Áo Dài Hội An — Chi nhánh Đà Nẵng"): each is shown
 *    whole (wrapped), and is its row header's title; no brand cell is cut sideways.
 * 2. The Table's state badges wrapped to two lines ("Refused by the channel", "Trong hàng chờ của Hub"): each badge is
 *    on one line, and no cell or heading of the Table is cut sideways — at 1,280 and 1,600 px, in en and vi.
 * 3. The Hub's own English showed as ours in Vietnamese ("Hub: The publish took longer than the Hub waits…"): the unknown
 *    row says our words for upstream_timeout in the person's language and quotes the Hub's message as the Hub's (vi: its
 *    English), whole in the cell's title.
 * 4. Compose's upload budget in the one byte-size rule (src-shared/size-words.ts): "of 4.5 MB", vi "4,5 MB", as the Hub
 *    states its cap; a photo's sizes in kB/MB of 1,000.
 * Shots light/dark × en/vi at 1,280 and 1,600 px (Compose's photos at 1,280) to test-results/screens/w31words/.
 * Needs the keychain (the Hub key is kept there): run under scripts/with-keyring.sh.
 */
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { nextYear } from '../helpers/ahead';
import { callValue, themes, uiSession, useLanguage, deskOn } from './helpers/session';

const AODAI = 'Áo Dài Hội An — Chi nhánh Đà Nẵng';
const CAPHE = 'Cà Phê Sữa Đá Quận 1 — Rang Xay Thủ Công Từ Năm 1998';
const HUB_TIMEOUT = 'The publish took longer than the Hub waits.';

let hub: SandboxHandle;
let hubDir = '';
beforeAll(async () => {
  hubDir = mkdtempSync(join(tmpdir(), 'postroom-w31words-hub-'));
  hub = await startSandbox({ dataDir: hubDir, faults: { processing_ms: 0 }, seed: 3101 });
  const db = new Database(join(hubDir, 'sandbox.sqlite'));
  try {
    db.prepare('UPDATE profiles SET name = ? WHERE id = ?').run(AODAI, 'prof_aodai');
    db.prepare('UPDATE profiles SET name = ? WHERE id = ?').run(CAPHE, 'prof_caphe');
  } finally {
    db.close();
  }
}, 60_000);
afterAll(async () => {
  await hub?.close();
  if (hubDir) rmSync(hubDir, { recursive: true, force: true });
});
const s = uiSession({ name: 'ui-w31words' });

const flat = (t: string | null): string => (t ?? '').replace(/\s+/g, ' ').trim();
interface Job { id: string; state: string }
const jobsOf = (page: Page, draftId: string) => callValue<Job[]>(page, 'jobs.list', { draftId });

async function send(page: Page, draft: Record<string, unknown>): Promise<string> {
  const d = await callValue<{ id: string }>(page, 'drafts.create', { draft });
  await callValue(page, 'photos.add', { draftId: d.id, urls: [`https://images.example.com/w31/${d.id}.jpg`] });
  expect((await callValue<{ sent: number }>(page, 'publish.start', { draftIds: [d.id] })).sent).toBe(1);
  return d.id;
}
const settled = (page: Page, id: string, states: string[]) =>
  expect.poll(async () => (await jobsOf(page, id))[0]?.state, { timeout: 60_000 }).toSatisfy((x: string | undefined) => x !== undefined && states.includes(x));

async function openTable(page: Page, rows: number): Promise<void> {
  await page.evaluate(() => localStorage.setItem('postroom.outbox', JSON.stringify({ view: 'table', range: 'all' })));
  await page.goto(`${s.host.origin}/#/outbox`);
  await page.reload();
  await page.waitForSelector('[data-testid="desk-table"] tbody tr');
  await expect.poll(async () => Number((await page.getAttribute('[data-testid="desk-shown"]', 'data-count')) ?? 0), { timeout: 20_000 }).toBe(rows);
}

/** What is wrong with the brand names of the summary and the Table's state badges and cells, in words. */
async function faults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    document.querySelectorAll<HTMLElement>('[data-testid="desk-summary-profile"] tbody th').forEach((th) => {
      const name = (th.textContent ?? '').trim();
      if (th.scrollWidth > th.clientWidth + 1) out.push(`summary brand "${name}" cut sideways: ${th.scrollWidth} > ${th.clientWidth}`);
      if (getComputedStyle(th).textOverflow === 'ellipsis') out.push(`summary brand "${name}" ends in "…"`);
      if (th.title !== name) out.push(`summary brand "${name}" has title "${th.title}"`);
    });
    document.querySelectorAll<HTMLElement>('[data-testid="desk-state"]').forEach((b) => {
      if (b.getClientRects().length !== 1) out.push(`badge "${b.textContent}" on ${b.getClientRects().length} lines`);
      const c = b.closest('td') as HTMLElement;
      if (b.getBoundingClientRect().right > c.getBoundingClientRect().right + 1) out.push(`badge "${b.textContent}" past its cell`);
    });
    const table = document.querySelector('[data-testid="desk-table"]')!;
    const box = table.closest('.vt') as HTMLElement;
    if (box.scrollWidth > box.clientWidth + 1) out.push(`the table scrolls sideways: ${box.scrollWidth} > ${box.clientWidth}`);
    table.querySelectorAll<HTMLElement>('thead th').forEach((h) => {
      if (h.scrollWidth > h.clientWidth + 1) out.push(`header "${h.textContent}" cut: ${h.scrollWidth} > ${h.clientWidth}`);
    });
    table.querySelectorAll('tbody td').forEach((td) => {
      const c = (td.querySelector(':scope > .c') ?? td) as HTMLElement;
      if (c.scrollWidth > c.clientWidth + 1) out.push(`cell cut sideways: "${flat(c.textContent)}"`);
    });
    return out;
    function flat(t: string | null): string {
      return (t ?? '').replace(/\s+/g, ' ').trim();
    }
  });
}

describe('the Outbox summary and Table: whole brand names, one-line badges, the Hub quoted as the Hub (w31words)', () => {
  it('at 1,280 and 1,600 px in en and vi', async () => {
    const { page } = s.browser;
    await page.goto(s.host.url);
    await deskOn(page, hub, 'Mai desk');

    // Published, long brand.
    const a = await send(page, { profile_id: 'prof_caphe', platforms: ['instagram', 'threads'], caption: 'Cà phê sữa đá buổi sáng ở Quận 1' });
    await settled(page, a, ['done']);
    // Refused by the channels.
    hub.control.setFaults({ processing_ms: 0, channel_refusal: 1 });
    const b = await send(page, { profile_id: 'prof_aodai', platforms: ['instagram', 'threads'], caption: 'Áo dài Hội An: bộ sưu tập mùa cưới' });
    await settled(page, b, ['done']);
    // Outcome unknown: the Hub timed out (its own English message).
    hub.control.setFaults({ processing_ms: 0, upstream_timeout: 1 });
    const c = await send(page, { profile_id: 'prof_aodai', platforms: ['instagram'], caption: 'Áo dài cho mùa Tết' });
    await settled(page, c, ['unknown']);
    const unknownJob = (await jobsOf(page, c))[0]!.id;
    // Scheduled next year (held by the Hub).
    hub.control.setFaults({ processing_ms: 0 });
    const d = await send(page, { profile_id: 'prof_caphe', platforms: ['instagram', 'x'], caption: 'Tết: quán mở cửa từ mùng 2', scheduled_at: `${nextYear()}-01-20T09:00`, timezone: 'Asia/Ho_Chi_Minh' });
    await settled(page, d, ['awaiting']);

    const rows = 2 + 2 + 1 + 2;
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      for (const width of [1280, 1600]) {
        await page.setViewportSize({ width, height: 900 });
        await openTable(page, rows);
        await page.waitForSelector(`[data-testid="desk-summary-profile"] tbody tr[data-key="prof_aodai"]`);
        expect(flat(await page.textContent('[data-testid="desk-summary-profile"] tbody tr[data-key="prof_aodai"] th'))).toBe(AODAI);
        // The rows, the catalog's brand names and the columns' widths land in more than one frame (stop 44's CI: a fault
        // seen once, not here in 12 runs at load 3-17): the settled table is the one judged, its faults said if it never settles.
        await expect.poll(() => faults(page), { message: `${lang} at ${width} px`, timeout: 10_000 }).toEqual([]);
        await page.evaluate(() => document.querySelector('[data-testid="desk-summary"]')?.scrollIntoView({ block: 'start' }));
        await themes(page, `w31words/outbox-${width}`, lang, { closeToasts: true });
      }
      // The unknown row: our words for the Hub's code in this language, the Hub's own message quoted as the Hub's.
      const said = flat(await page.locator(`[data-testid="desk-table"] tr:has(td[data-job-id="${unknownJob}"]) td.said`).getAttribute('title'));
      if (lang === 'en') expect(said).toContain(`The Hub: The Hub waited too long. The outcome is unknown: the post MAY be live. The Hub’s own words: “${HUB_TIMEOUT}`);
      else {
        expect(said).toContain(`Hub: Hub chờ quá lâu. Không rõ kết quả: bài CÓ THỂ đã lên. Nguyên văn của Hub (tiếng Anh): “${HUB_TIMEOUT}`);
        expect(said).not.toContain(`Hub: ${HUB_TIMEOUT}`);
      }
    }
    await useLanguage(page, 'en');
  }, 240_000);

  it('Compose says the upload budget and a photo\'s sizes in the Hub\'s units, en and vi', async () => {
    const { page } = s.browser;
    await page.setViewportSize({ width: 1280, height: 900 });
    const d = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_caphe', platforms: ['instagram'], caption: 'Bánh mì buổi sáng' } });
    const png = await sharp({ create: { width: 1600, height: 1600, channels: 3, background: { r: 128, g: 128, b: 128 }, noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
    await callValue(page, 'photos.addBytes', { draftId: d.id, name: 'banh-mi.png', base64: png.toString('base64') });
    await page.goto(`${s.host.origin}/#/compose/${encodeURIComponent(d.id)}`);
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.goto(`${s.host.origin}/#/compose/${encodeURIComponent(d.id)}`);
      const budget = page.locator('[data-testid="budget"]');
      await expect.poll(async () => flat(await budget.textContent()), { timeout: 30_000 }).toMatch(lang === 'en' ? / of 4\.5 MB/ : / 4,5 MB/);
      // The photo's own sizes: decimal units, this language's decimal mark, no binary "KB".
      const sizes = page.locator('[data-testid="photos"] li.photo .muted', { hasText: '→' }).first();
      await expect.poll(async () => flat(await sizes.textContent()), { timeout: 30_000 }).toMatch(lang === 'en' ? /^[\d.]+ (kB|MB) → [\d.]+ (kB|MB)$/ : /^[\d,]+ (kB|MB) → [\d,]+ (kB|MB)$/);
      await page.evaluate(() => document.querySelector('[data-testid="photos"]')?.scrollIntoView());
      await themes(page, 'w31words/compose-photos', lang, { closeToasts: true });
    }
    await useLanguage(page, 'en');
  }, 120_000);
});
