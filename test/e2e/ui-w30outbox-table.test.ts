/// <reference lib="dom" />
/**
 * w30outbox (walk 25, helpers' left-outs), in Chromium against the web host, its workspace on a REAL sandbox Hub this
 * file runs (its brands renamed long in its own database; it goes down for the last row):
 * 1. The Outbox's Table cut its columns with "…" at a 1,400 px window (the state, time and channel words unreadable).
 *    With real rows — long brand names, posts of 4 channels, Vietnamese captions, published, refused by a channel,
 *    unknown, scheduled, and one waiting to reach the Hub — at 1,280, 1,400 and 1,600 px, in en and vi: no cell's text
 *    is cut sideways (scrollWidth ≤ clientWidth of each cell), the table needs no sideways scroll, and every cell but
 *    the caption's and the channel's words holds its text whole on its two lines (those two end in "…", whole in their
 *    title).
 * 2. With the Hub down, the row's time tooltip says "Waiting to reach the Hub (not reachable since …)", as its card —
 *    not "Handed to the Hub at …" — and its words name the network, not the Hub.
 * Shots light/dark × en/vi at 1,280 and 1,400 px to test-results/screens/w30outbox/.
 * Needs the keychain (the Hub key is kept there): run under scripts/with-keyring.sh.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../src-main/sandbox';
import { nextYear } from '../helpers/ahead';
import { callValue, themes, uiSession, useLanguage, deskOn } from './helpers/session';
import { startSandboxToClose } from '../helpers/quiet-port';

let hub: SandboxHandle;
let hubDir = '';
let hubDown = false;
beforeAll(async () => {
  hubDir = mkdtempSync(join(tmpdir(), 'postroom-w30outbox-hub-'));
  hub = await startSandboxToClose({ dataDir: hubDir, faults: { processing_ms: 0 }, seed: 3001 });
  // Long brand names, as a person names a brand (the Hub's profiles carry them).
  const db = new Database(join(hubDir, 'sandbox.sqlite'));
  try {
    db.prepare('UPDATE profiles SET name = ? WHERE id = ?').run('Cà Phê Sữa Đá Quận 1 — Rang Xay Thủ Công', 'prof_caphe');
    db.prepare('UPDATE profiles SET name = ? WHERE id = ?').run('Studio Lumen Photography & Coffee Berlin', 'prof_lumen');
  } finally {
    db.close();
  }
}, 60_000);
afterAll(async () => {
  if (!hubDown) await hub?.close();
  if (hubDir) rmSync(hubDir, { recursive: true, force: true });
});
const s = uiSession({ name: 'ui-w30outbox' });

const flat = (t: string | null): string => (t ?? '').replace(/\s+/g, ' ').trim();
interface Job { id: string; state: string; post: { state: string } }
const jobsOf = (page: Page, draftId: string) => callValue<Job[]>(page, 'jobs.list', { draftId });

async function send(page: Page, draft: Record<string, unknown>): Promise<string> {
  const d = await callValue<{ id: string }>(page, 'drafts.create', { draft });
  await callValue(page, 'photos.add', { draftId: d.id, urls: [`https://images.example.com/w30/${d.id}.jpg`] });
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

/** The cells whose text does not fit: cut sideways (every column), or past their two lines (all but the caption and the words). */
async function cutCells(page: Page): Promise<string[]> {
  return page.$$eval('[data-testid="desk-table"]', (tables) => {
    const out: string[] = [];
    const table = tables[0]!;
    const box = table.closest('.vt') as HTMLElement;
    if (box.scrollWidth > box.clientWidth + 1) out.push(`the table scrolls sideways: ${box.scrollWidth} > ${box.clientWidth}`);
    const heads = [...table.querySelectorAll('thead th')].map((h) => h.textContent?.trim() ?? '');
    table.querySelectorAll('thead th').forEach((h) => {
      const e = h as HTMLElement;
      if (e.scrollWidth > e.clientWidth + 1) out.push(`header "${e.textContent}" cut: ${e.scrollWidth} > ${e.clientWidth}`);
    });
    table.querySelectorAll('tbody tr').forEach((tr, i) => {
      tr.querySelectorAll('td').forEach((td, col) => {
        const c = (td.querySelector(':scope > .c') ?? td) as HTMLElement;
        const text = (c.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (c.scrollWidth > c.clientWidth + 1 || td.scrollWidth > td.clientWidth + 1) out.push(`row ${i} ${heads[col]}: cut sideways "${text}"`);
        // The caption (col 2) and the words (col 5) may run past two lines: "…", whole in their title.
        if (col !== 2 && col !== 5 && c.scrollHeight > c.clientHeight + 1) out.push(`row ${i} ${heads[col]}: past two lines "${text}" (${c.scrollHeight} > ${c.clientHeight})`);
      });
    });
    return out;
  });
}

describe('the Outbox Table read at 1,280–1,600 px, in en and vi (w30outbox)', () => {
  let downJob = '';
  it('every column readable with real rows; the row waiting to reach the Hub says so in its tooltip', async () => {
    const { page } = s.browser;
    await page.goto(s.host.url);
    await deskOn(page, hub, 'Mai desk');

    // Published on 4 channels, long brand, Vietnamese caption.
    const a = await send(page, { profile_id: 'prof_caphe', platforms: ['instagram', 'google_business', 'threads', 'x'], caption: 'Cà phê sữa đá buổi sáng ở Quận 1: rang xay thủ công, thơm nồng, mời cả nhà ghé quán thưởng thức' });
    await settled(page, a, ['done']);
    // Refused by every channel (the channels' own words).
    hub.control.setFaults({ processing_ms: 0, channel_refusal: 1 });
    const b = await send(page, { profile_id: 'prof_lumen', platforms: ['instagram', 'x', 'threads', 'bluesky'], caption: 'Winter portraits in Berlin: book your session before the holidays' });
    await settled(page, b, ['done']);
    // Outcome unknown (the Hub timed out).
    hub.control.setFaults({ processing_ms: 0, upstream_timeout: 1 });
    const c = await send(page, { profile_id: 'prof_aodai', platforms: ['instagram', 'threads'], caption: 'Áo dài Hội An: bộ sưu tập mùa cưới' });
    await settled(page, c, ['unknown']);
    // Scheduled next year in Ho Chi Minh (held by the Hub).
    hub.control.setFaults({ processing_ms: 0 });
    const d = await send(page, { profile_id: 'prof_caphe', platforms: ['instagram', 'threads', 'x', 'google_business'], caption: 'Tết: quán mở cửa từ mùng 2', scheduled_at: `${nextYear()}-01-20T09:00`, timezone: 'Asia/Ho_Chi_Minh' });
    await settled(page, d, ['awaiting']);
    // The Hub down: its calls never reach the Hub.
    await hub.close();
    hubDown = true;
    const e = await send(page, { profile_id: 'prof_lumen', platforms: ['instagram', 'threads'], caption: 'While the Hub is down' });
    await settled(page, e, ['retrying']);
    downJob = (await jobsOf(page, e))[0]!.id;

    const rows = 4 + 4 + 2 + 4 + 2;
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      for (const width of [1280, 1400, 1600]) {
        await page.setViewportSize({ width, height: 900 });
        await openTable(page, rows);
        expect(await cutCells(page), `${lang} at ${width} px`).toEqual([]);
        await page.evaluate(() => document.querySelector('[data-testid="desk-table"]')?.closest('.vt')?.scrollIntoView({ block: 'end' }));
        if (width !== 1600) await themes(page, `w30outbox/table-${width}`, lang, { closeToasts: true });
      }
    }
    await useLanguage(page, 'en');
  }, 240_000);

  it('the Hub down: the row\'s time tooltip and words say what its card says', async () => {
    const { page } = s.browser;
    await page.setViewportSize({ width: 1400, height: 900 });
    await openTable(page, 16);
    const time = page.locator(`[data-testid="desk-table"] td[data-job-id="${downJob}"]`).first();
    await expect.poll(() => time.getAttribute('data-time-kind')).toBe('unreachedSince');
    expect(await time.getAttribute('title')).toMatch(/^Waiting to reach the Hub \(not reachable since .+; will try again\)$/);
    const said = flat(await time.locator('xpath=..').locator('td.said').getAttribute('title'));
    expect(said).toMatch(/^The network: /);
    expect(said).not.toContain('The Hub:');
    await useLanguage(page, 'vi');
    await openTable(page, 16);
    await expect.poll(() => time.getAttribute('title')).toMatch(/^Đang chờ kết nối tới Hub \(không kết nối được từ .+; sẽ thử lại\)$/);
    expect(flat(await time.locator('xpath=..').locator('td.said').getAttribute('title'))).toMatch(/^Mạng: /);
    await useLanguage(page, 'en');
  }, 120_000);
});
