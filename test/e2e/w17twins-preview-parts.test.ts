/**
 * w17twins (walk 16): the client's page in Chromium for a post sent once whose Instagram had its own caption, edited
 * since: the Hub holds it as TWO posts, one per text (w19twohub, walk 17: as every laptop's Compose counts them), each
 * with its channel and text, in English light and Vietnamese dark (screenshots w17twins-preview-*).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drafts, publishBatches, type WritableDB } from '../../src-main/library';
import { DEFAULT_REVIEW_SETTINGS, exportClientPreview, type ReviewMember } from '../../src-main/team';
import { tempLibrary } from '../library/helpers';
import { writeJournal } from '../publisher/outcome-journal';
import { launchBrowser, screenshot, type Browser } from './ui-browser';

const lan: ReviewMember = { name: 'Lan', role: 'editor', settings: DEFAULT_REVIEW_SETTINGS, solo: false };
const MAIN = 'Tết này uống gì? Cà phê muối giảm 20%.';
const IG = 'Cà phê muối ☕ giảm 20% #tet';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a send with a channel’s own text, on the client’s page in Chromium', () => {
  it('two Hub posts, each with its channel and text', async () => {
    const { lib, dir } = tempLibrary();
    const db = lib.db as WritableDB;
    const d = drafts.create(db, { caption: MAIN, captions: { instagram: { caption: IG } }, platforms: ['facebook', 'instagram'], scheduled_at: '2027-01-15T08:00', timezone: 'UTC' });
    publishBatches.createBatch(db, { id: 'b1', workspaceId: d.workspaceId, kind: 'drafts', draftIds: [d.id] }, { now: 1, durable: 'full' });
    const one = { draftId: d.id, workspaceId: d.workspaceId, batchId: 'b1', profileId: 'prof_caphe', scheduledAt: '2027-01-15T08:00', timezone: 'UTC', at: Date.parse('2026-11-27T09:00:00Z'), patch: { state: 'awaiting' as const, hubStatus: 'scheduled' } };
    writeJournal(db, [{ ...one, platforms: ['facebook'], caption: MAIN }, { ...one, platforms: ['instagram'], caption: IG }]);
    drafts.update(db, d.id, { caption: 'Tết này uống gì? Cà phê muối giảm 30%, chỉ đến mùng 3.' });
    const { page } = browser;
    for (const [lang, scheme] of [['en', 'light'], ['vi', 'dark']] as const) {
      const { html } = await exportClientPreview(db, { draftIds: [d.id], zone: 'Asia/Ho_Chi_Minh', lang, member: lan });
      const file = join(dir, `preview-${lang}.html`);
      writeFileSync(file, html);
      await page.goto(`file://${file}`);
      const held = page.locator(`article[data-draft-id="${d.id}"] .held`);
      await expect.poll(() => held.locator('li').count()).toBe(2);
      expect(await held.isVisible()).toBe(true);
      expect(await held.locator('li').allTextContents()).toEqual([expect.stringMatching(new RegExp(`· Facebook${MAIN.replace(/[?%]/g, '.')}$`)), expect.stringMatching(new RegExp(`· Instagram${IG.replace(/[?%#☕]/g, '.')}$`))]);
      await page.emulateMedia({ colorScheme: scheme });
      await held.scrollIntoViewIfNeeded();
      await screenshot(page, `w17twins-preview-${lang}-${scheme}`);
    }
  });
});
