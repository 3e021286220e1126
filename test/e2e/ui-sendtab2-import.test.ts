/// <reference lib="dom" />
/**
 * sendtab2 (issue 34, walk 7, shots 82/83): Library → Import… of a Hootsuite file (no profile, no channels) kept
 * listing "6 problems … nothing was imported" after a profile and channels were chosen, and never named the file's
 * layout. Now the file is checked again with each choice (the core's report, nothing written), said as the campaign
 * Import tab says it ("Checked again with your choices", "Read as a Hootsuite file."); importing stays the person's
 * press. Shots light/dark × en/vi.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DraftPageDto } from '../../src-main/bridge/contract';
import { callValue, themes, uiSession, useLanguage } from './helpers/session';
import { nextYear } from '../helpers/ahead';

/** w23dups: its posts' dates in the year after today's (they were 2027), never past on this real clock. */
const Y = nextYear();

const s = uiSession({ name: 'ui-sendtab2-import' });
const text = async (page: Page, testId: string): Promise<string> => ((await page.textContent(`[data-testid="${testId}"]`).catch(() => '')) ?? '').replace(/\s+/g, ' ').trim();
const hootsuite = (tag: string) => ({ name: 'hootsuite-dec.csv', mimeType: 'text/csv', buffer: Buffer.from(`28/12/${Y} 09:00,Giáng sinh ${tag} 1,https://caphe.example/1\n29/12/${Y} 09:00,Giáng sinh ${tag} 2,https://caphe.example/2\n30/12/${Y} 09:00,Giáng sinh ${tag} 3,https://caphe.example/3\n`) });
const count = async (page: Page, q: string): Promise<number> => (await callValue<DraftPageDto>(page, 'drafts.list', { filter: { query: q } })).items.length;

describe('Library → Import… of a Hootsuite file', () => {
  it('each choice checks the file again: the problems left, then "nothing is imported until you press Import"; the layout is named', async () => {
    const { page, errors } = s.browser;
    await page.setViewportSize({ width: 1360, height: 860 });
    await page.goto(s.host.url);
    for (const lang of ['vi', 'en'] as const) {
      await useLanguage(page, lang);
      const tag = `sendtab2 ${lang}`;
      await page.setInputFiles('[data-testid="import-file"]', hootsuite(tag));
      await page.waitForSelector('[data-testid="library-defaults"]');
      if (lang === 'en') {
        expect(await text(page, 'import-report-title')).toBe('6 problems in hootsuite-dec.csv: nothing was imported.');
        expect(await text(page, 'read-layout')).toContain('Read as a Hootsuite file.');
      }
      await page.selectOption('[data-testid="library-profile"]', 'prof_caphe');
      // Before sendtab2 the report still listed the 6 problems of the first reading here.
      if (lang === 'en') {
        await expect.poll(() => text(page, 'import-report-title'), { timeout: 10_000 }).toBe('3 problems in hootsuite-dec.csv: nothing was imported.');
        expect(await text(page, 'import-rechecked')).toBe('Checked again with your choices.');
        expect(await page.locator('[data-testid="import-report"] li').allInnerTexts()).not.toContainEqual(expect.stringMatching(/Profile: no profile/));
      }
      await page.check('[data-testid="library-defaults"] input[data-channel="instagram"]');
      await expect.poll(() => text(page, 'import-report-title'), { timeout: 10_000 }).toBe(lang === 'en' ? 'Checked again with your choices: nothing is imported until you press Import.' : 'Đã kiểm tra lại theo lựa chọn của bạn: chưa nhập gì cho đến khi bạn bấm Nhập.');
      expect(await page.locator('[data-testid="import-report"] li').count()).toBe(0);
      expect(await text(page, 'read-layout')).not.toBe('');
      expect(await count(page, tag)).toBe(0);
      await themes(page, 'sendtab2/library-import-checked', lang, { closeToasts: true });
      await page.click('[data-testid="library-use-defaults"]');
      await expect.poll(() => count(page, tag), { timeout: 10_000 }).toBe(3);
      // The report stays to say how the dates were read; it no longer speaks of a re-check.
      if (lang === 'en') await expect.poll(() => text(page, 'import-report-title')).toBe('Imported 3 drafts');
      expect(await page.locator('[data-testid="import-rechecked"]').count()).toBe(0);
    }
    expect(errors).toEqual([]);
  });
});
