/**
 * w16twice (walk 15, finding 2): the client's page in Chromium for a post the Hub holds twice (sent again as a
 * new post: the older text on 15 January, the new one on 16 January): the list of what the Hub holds is seen,
 * both times and texts, in English and Vietnamese, light and dark (screenshots w16twice-preview-*).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drafts, type WritableDB } from '../../src-main/library';
import { DEFAULT_REVIEW_SETTINGS, exportClientPreview, type ReviewMember } from '../../src-main/team';
import { tempLibrary } from '../library/helpers';
import { writeJournal } from '../publisher/outcome-journal';
import { launchBrowser, screenshot, type Browser } from './ui-browser';

const lan: ReviewMember = { name: 'Lan', role: 'editor', settings: DEFAULT_REVIEW_SETTINGS, solo: false };
const OLD = 'Tết này uống gì? Cà phê muối giảm 20%.';
const NEW = 'Tết này uống gì? Cà phê muối giảm 30%, chỉ đến mùng 3.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a post the Hub holds twice, on the client’s page in Chromium', () => {
  it('lists both Hub posts, each with its time and text', async () => {
    const { lib, dir } = tempLibrary();
    const db = lib.db as WritableDB;
    const d = drafts.create(db, { caption: NEW, platforms: ['facebook', 'instagram'], scheduled_at: '2027-01-16T08:00', timezone: 'UTC' });
    writeJournal(db, [
      { caption: OLD, scheduledAt: '2027-01-15T08:00', at: Date.parse('2026-11-27T09:00:00Z') },
      { caption: NEW, scheduledAt: '2027-01-16T08:00', at: Date.parse('2026-11-27T10:00:00Z') },
    ].map((p) => ({ ...p, draftId: d.id, workspaceId: d.workspaceId, profileId: 'prof_caphe', platforms: ['facebook', 'instagram'], timezone: 'UTC', patch: { state: 'awaiting' as const, hubStatus: 'scheduled' } })));
    const { page } = browser;
    for (const lang of ['en', 'vi'] as const) {
      const { html } = await exportClientPreview(db, { draftIds: [d.id], zone: 'Asia/Ho_Chi_Minh', lang, member: lan });
      const file = join(dir, `preview-${lang}.html`);
      writeFileSync(file, html);
      await page.goto(`file://${file}`);
      const held = page.locator(`article[data-draft-id="${d.id}"] .held`);
      await expect.poll(() => held.locator('li').count()).toBe(2);
      expect(await held.isVisible()).toBe(true);
      expect((await held.locator('li .caption').allTextContents())).toEqual([OLD, NEW]);
      expect(await held.locator('li strong').allTextContents()).toEqual(lang === 'en'
        ? ['Scheduled Friday, 15 January 2027 at 15:00', 'Scheduled Saturday, 16 January 2027 at 15:00']
        : [expect.stringMatching(/^Đã lên lịch lúc 15:00 .*15 tháng 1, 2027$/), expect.stringMatching(/^Đã lên lịch lúc 15:00 .*16 tháng 1, 2027$/)]);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await screenshot(page, `w16twice-preview-${lang}-${scheme}`);
      }
      await page.emulateMedia({ colorScheme: 'light' });
    }
  });
});
