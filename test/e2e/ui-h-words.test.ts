/// <reference lib="dom" />
/**
 * h-words (session 29), in Chromium against the web host and a REAL sandbox Hub this file runs: every message names
 * who said it, in the person's language.
 * 1. Threads' own English refusal ("The user is restricted from posting at this time.") is quoted as Threads' words,
 *    through the Hub — in Vietnamese said to be its English — in the Outbox table, on its card and in Compose.
 * 2. The Hub's own words are quoted as the Hub's in the card's ErrorBox and in its attempt record.
 * 3. Compose's lines for a draft this library does not have (never here; deleted while open, as by a teammate) are
 *    the screen's words in the person's language, not the core's English.
 * Shots light/dark × en/vi to test-results/screens/h-words/. Needs the keychain: run under scripts/with-keyring.sh.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { en } from '../../src-renderer/src/lib/i18n/en';
import { vi } from '../../src-renderer/src/lib/i18n/vi';
import { callValue, themes, uiSession, useLanguage, deskOn } from './helpers/session';

const THREADS = 'The user is restricted from posting at this time.';
const HUB_TIMEOUT = 'The publish took longer than the Hub waits.';
const GONE = { en: en.compose.gone, vi: vi.compose.gone };

let hub: SandboxHandle;
let hubDir = '';
beforeAll(async () => {
  hubDir = mkdtempSync(join(tmpdir(), 'postroom-h-words-hub-'));
  hub = await startSandbox({ dataDir: hubDir, faults: { processing_ms: 0 }, seed: 2901 });
}, 60_000);
afterAll(async () => {
  await hub?.close();
  if (hubDir) rmSync(hubDir, { recursive: true, force: true });
});
const s = uiSession({ name: 'ui-h-words' });

const flat = (t: string | null): string => (t ?? '').replace(/\s+/g, ' ').trim();
interface Job { id: string; state: string; outcomes: Array<{ channel: string; success: boolean | null; code: string | null }> }
const jobsOf = (page: Page, draftId: string) => callValue<Job[]>(page, 'jobs.list', { draftId });

async function send(page: Page, draft: Record<string, unknown>): Promise<string> {
  const d = await callValue<{ id: string }>(page, 'drafts.create', { draft });
  await callValue(page, 'photos.add', { draftId: d.id, urls: [`https://images.example.com/hwords/${d.id}.jpg`] });
  expect((await callValue<{ sent: number }>(page, 'publish.start', { draftIds: [d.id] })).sent).toBe(1);
  return d.id;
}
const settled = async (page: Page, id: string, states: string[]): Promise<Job> => {
  await expect.poll(async () => (await jobsOf(page, id))[0]?.state, { timeout: 60_000 }).toSatisfy((x: string | undefined) => x !== undefined && states.includes(x));
  return (await jobsOf(page, id))[0]!;
};
const threadsSaid = { en: `Threads’ own words (through the Hub): “${THREADS}”`, vi: `Nguyên văn của Threads (tiếng Anh, qua Hub): “${THREADS}”` };
const hubSaid = { en: `The Hub’s own words: “${HUB_TIMEOUT}`, vi: `Nguyên văn của Hub (tiếng Anh): “${HUB_TIMEOUT}` };

describe('who said it, in the person’s language (h-words)', () => {
  let refusedDraft = '';
  let refusedJob = '';
  let unknownJob = '';

  it('the Outbox table and cards quote Threads’ words and the Hub’s as theirs, en and vi', async () => {
    const { page } = s.browser;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(s.host.url);
    await deskOn(page, hub, 'Words desk');

    hub.control.setFaults({ processing_ms: 0, channel_refusal: 1, refusing_channels: ['threads'] });
    refusedDraft = await send(page, { profile_id: 'prof_lumen', platforms: ['threads'], caption: 'Threads refuses this one' });
    const refused = await settled(page, refusedDraft, ['done', 'refused']);
    expect(refused.outcomes).toMatchObject([{ channel: 'threads', success: false, code: '2207050' }]);
    refusedJob = refused.id;
    hub.control.setFaults({ processing_ms: 0, upstream_timeout: 1 });
    const u = await send(page, { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'The Hub waits too long for this one' });
    unknownJob = (await settled(page, u, ['unknown'])).id;
    hub.control.setFaults({ processing_ms: 0 });

    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      // The table: Threads' words quoted as its own, in its cell (whole in the title).
      await page.evaluate(() => localStorage.setItem('postroom.outbox', JSON.stringify({ view: 'table', range: 'all' })));
      await page.goto(`${s.host.origin}/#/outbox`);
      await page.reload();
      const row = page.locator(`[data-testid="desk-table"] tr:has(td[data-job-id="${refusedJob}"][data-channel="threads"]) td.said`);
      await row.waitFor({ timeout: 30_000 });
      // Polled: the channels' names reach the screen after its rows (until then a row names the channel by its key).
      await expect.poll(async () => flat(await row.getAttribute('title')), { timeout: 30_000 }).toBe(`${threadsSaid[lang]} · 2207050`);
      // The cell names Threads short, so its two lines show Threads' words (the whole label is the title's).
      await expect.poll(async () => flat(await row.textContent()), { timeout: 30_000 }).toBe(lang === 'en' ? `Threads: “${THREADS}”` : `Threads (tiếng Anh): “${THREADS}”`);
      await themes(page, 'h-words/outbox-table', lang, { closeToasts: true });

      // The cards: the refusal's words, the unknown post's ErrorBox and its attempt record.
      await page.evaluate(() => localStorage.setItem('postroom.outbox', JSON.stringify({ view: 'cards', range: 'all' })));
      await page.reload();
      const refusal = page.locator(`li.job[data-job-id="${refusedJob}"] [data-testid="channel-refusal"][data-channel="threads"]`);
      await refusal.waitFor({ timeout: 30_000 });
      await expect.poll(async () => flat(await refusal.locator('.said').textContent()), { timeout: 30_000 }).toBe(threadsSaid[lang].replace(/[“”]/g, ''));
      expect(flat(await refusal.locator('[data-testid="refusal-said"]').textContent())).toBe(lang === 'en' ? 'Threads’ own words (through the Hub):' : 'Nguyên văn của Threads (tiếng Anh, qua Hub):');
      await refusal.scrollIntoViewIfNeeded();
      await themes(page, 'h-words/outbox-card-threads', lang, { closeToasts: true });

      const card = page.locator(`li.job[data-job-id="${unknownJob}"]`);
      await card.waitFor({ timeout: 30_000 });
      const box = card.locator('[data-testid="error-box"]');
      await box.locator('summary').click();
      expect(flat(await box.locator('[data-testid="error-words"]').textContent())).toContain(hubSaid[lang]);
      await card.locator('[data-testid="record-toggle"]').click();
      const attempt = card.locator('[data-testid="record-attempt"]').first();
      await attempt.waitFor();
      await attempt.locator('summary').click();
      expect(flat(await attempt.locator('[data-testid="record-attempt-code"]').textContent())).toContain(`502 upstream_timeout: ${hubSaid[lang]}`);
      await card.scrollIntoViewIfNeeded();
      await themes(page, 'h-words/outbox-card-hub', lang, { closeToasts: true });
    }
    await useLanguage(page, 'en');
  }, 240_000);

  it('Compose quotes Threads’ refusal as Threads’ words, en and vi', async () => {
    const { page } = s.browser;
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.goto(`${s.host.origin}/#/compose/${encodeURIComponent(refusedDraft)}`);
      const refusal = page.locator('[data-testid="refusal-threads"] [data-testid="channel-refusal"]');
      await refusal.waitFor({ timeout: 30_000 });
      await expect.poll(async () => flat(await refusal.locator('.said').textContent()), { timeout: 30_000 }).toBe(threadsSaid[lang].replace(/[“”]/g, ''));
      await refusal.scrollIntoViewIfNeeded();
      await themes(page, 'h-words/compose-refusal', lang, { closeToasts: true });
    }
    await useLanguage(page, 'en');
  }, 120_000);

  it('Compose says a draft this library does not have in the person’s words, en and vi', async () => {
    const { page } = s.browser;
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      // A link to a draft that never reached this computer.
      await page.goto(`${s.host.origin}/#/compose/d_nowhere_${lang}`);
      const line = page.locator('[data-testid="compose-load-failed"]');
      await expect.poll(async () => flat(await line.textContent()), { timeout: 30_000 }).toBe(GONE[lang].openMissing);
      await themes(page, 'h-words/compose-missing', lang, { closeToasts: true });

      // A draft deleted while it is open (as by a teammate): the next save says so.
      const d = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['x'], caption: 'Open, then deleted elsewhere' } });
      await page.goto(`${s.host.origin}/#/compose/${encodeURIComponent(d.id)}`);
      await page.waitForSelector('[data-testid="caption"]');
      await callValue(page, 'drafts.delete', { ids: [d.id] });
      await page.fill('[data-testid="caption"]', 'Open, then deleted elsewhere: one more word');
      await page.locator('[data-testid="caption"]').blur();
      const failed = page.locator('[data-testid="save-failed"]');
      await expect.poll(async () => flat(await failed.textContent()), { timeout: 30_000 }).toMatch(new RegExp(`^${GONE[lang].saveDeleted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      expect(await failed.getAttribute('data-code')).toBe('not_found');
      expect(await failed.locator('button').count()).toBe(0); // a retry cannot save to a deleted draft
      await themes(page, 'h-words/compose-deleted', lang, { closeToasts: true });
    }
    await useLanguage(page, 'en');
  }, 120_000);
});
