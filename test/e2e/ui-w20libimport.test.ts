/// <reference lib="dom" />
/**
 * w20libimport (walk 18, finding 7): Library → Import… of a Hootsuite file (no profile, no channels) says only true
 * lines at each step. Its first words read the times in the zone the field beside them shows (the computer's,
 * Europe/Berlin in this browser; before: "in UTC (no time zone given)" beside a field showing another zone); the
 * line asking to "choose channels" has the Channels place on screen from the first step, saying the profile's
 * channels appear there once one is chosen (before: no chooser until a profile was picked); and after "Import
 * with these choices" the choices are shut, so the same rows cannot be imported twice (before: the button stayed,
 * and pressing it again imported the 3 rows again). The file is test/fixtures/w19import/hootsuite-eu-some.csv,
 * its years moved ahead of today (dated.ts). Shots light/dark × en/vi: test-results/screens/w20libimport/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DraftDto, DraftPageDto } from '../../src-main/bridge/contract';
import { w19Bytes, w19Year } from '../fixtures/w19import/dated';
import { callValue, themes, uiSession, useLanguage } from './helpers/session';

const s = uiSession({ name: 'ui-w20libimport' });
const text = async (page: Page, testId: string): Promise<string> => ((await page.textContent(`[data-testid="${testId}"]`).catch(() => '')) ?? '').replace(/\s+/g, ' ').trim();
const FILE = 'hootsuite-eu-some.csv';
const file = () => ({ name: FILE, mimeType: 'text/csv', buffer: w19Bytes(FILE) });
/** Drafts of this file in the library (its last row's caption, one a row each time it is imported). */
const imported = async (page: Page): Promise<DraftDto[]> => {
  const list = await callValue<DraftPageDto>(page, 'drafts.list', { filter: { query: 'Gift cards, for the last minute' } });
  return Promise.all(list.items.map((d) => callValue<DraftDto>(page, 'drafts.get', { id: d.id })));
};

const WORDS = {
  en: {
    zone: 'Times read: 3 rows in Europe/Berlin (the default time zone).',
    channelsWait: 'Channels: the chosen profile’s channels appear here',
    checked: 'Checked again with your choices: nothing is imported until you press Import.',
    done: 'Imported 3 drafts',
  },
  vi: {
    zone: 'Giờ được đọc: 3 dòng theo múi giờ Europe/Berlin (múi giờ mặc định).',
    channelsWait: 'Kênh: các kênh của hồ sơ đã chọn sẽ hiện ở đây',
    checked: 'Đã kiểm tra lại theo lựa chọn của bạn: chưa nhập gì cho đến khi bạn bấm Nhập.',
    done: 'Đã nhập 3 bản nháp',
  },
} as const;

describe('Library → Import… of a Hootsuite file: every line true at each step', () => {
  it('the zone read is the zone shown, the Channels place is on screen, and the rows import once (en, vi)', async () => {
    const { page, errors } = s.browser;
    await page.setViewportSize({ width: 1360, height: 900 });
    await page.goto(s.host.url); // the token's cookie
    await page.goto(`${s.host.origin}/#/library`);
    for (const lang of ['en', 'vi'] as const) {
      const w = WORDS[lang];
      await useLanguage(page, lang);
      await page.waitForSelector('[data-testid="library-count"]');
      const before = (await imported(page)).length;
      const listed = async () => Number(/\d+/.exec(await text(page, 'library-count'))?.[0]);
      // 1. The file read: nothing imported, the rows' times read in the zone the field shows.
      await page.setInputFiles('[data-testid="import-file"]', file());
      await page.waitForSelector('[data-testid="library-defaults"]');
      expect(await page.inputValue('[data-testid="library-zone"]')).toBe('Europe/Berlin');
      expect(await text(page, 'zone-reading')).toBe(w.zone);
      // The problem lines ask for a profile and for channels: both places are on screen.
      expect(await page.locator('[data-testid="library-profile"]').count()).toBe(1);
      expect(await text(page, 'library-channels')).toBe(w.channelsWait);
      expect(await page.locator('[data-testid="library-use-defaults"]').isDisabled()).toBe(true);
      await themes(page, 'w20libimport/1-read', lang, { closeToasts: true });
      // 2. A profile chosen: its channels in the same place, the zone unchanged.
      await page.selectOption('[data-testid="library-profile"]', 'prof_caphe');
      await page.waitForSelector('[data-testid="library-channels"] input[data-channel="instagram"]');
      await expect.poll(() => text(page, 'zone-reading')).toBe(w.zone);
      await themes(page, 'w20libimport/2-profile', lang, { closeToasts: true });
      // 3. A channel chosen: checked again, nothing written.
      await page.check('[data-testid="library-channels"] input[data-channel="instagram"]');
      await expect.poll(() => text(page, 'import-report-title'), { timeout: 10_000 }).toBe(w.checked);
      expect(await text(page, 'zone-reading')).toBe(w.zone);
      expect((await imported(page)).length).toBe(before);
      await themes(page, 'w20libimport/3-checked', lang, { closeToasts: true });
      // 4. Imported: 3 drafts, each in the zone the report named; the choices shut.
      await page.click('[data-testid="library-use-defaults"]');
      await expect.poll(() => text(page, 'import-report-title'), { timeout: 10_000 }).toBe(w.done);
      await expect.poll(async () => (await imported(page)).length, { timeout: 10_000 }).toBe(before + 1);
      // Pressing "Import with these choices" again, were it still there, must not import the same rows twice.
      const again = page.locator('[data-testid="library-use-defaults"]');
      if ((await again.count()) > 0 && (await again.isEnabled())) {
        await again.click();
        await expect.poll(() => text(page, 'import-report-title'), { timeout: 10_000 }).not.toBe('');
      }
      expect((await imported(page)).length).toBe(before + 1);
      expect(await page.locator('[data-testid="library-defaults"]').count()).toBe(0);
      await expect.poll(listed, { timeout: 10_000 }).toBe(3 * (before + 1)); // the list and its count show the 3 drafts (this file's alone are in the library)
      expect(await text(page, 'zone-reading')).toBe(w.zone);
      const gift = (await imported(page)).map((d) => [d.scheduled_at, d.timezone, d.profile_id, d.platforms]);
      expect(gift[0]).toEqual([`${w19Year()}-12-13T21:00`, 'Europe/Berlin', 'prof_caphe', ['instagram']]);
      await themes(page, 'w20libimport/4-imported', lang, { closeToasts: true });
    }
    expect(errors).toEqual([]);
  });
});
