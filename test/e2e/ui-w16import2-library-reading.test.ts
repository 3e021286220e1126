/// <reference lib="dom" />
/**
 * w16import2: the Library's Import… of a spreadsheet says how the file was read, as the campaign Import tab does
 * (ImportReading.svelte, from the core's report): layout, rows and separator, the encoding when not UTF-8, the
 * dates' order and why, the time zone of the times; kept after an import that went through at once (before, only a
 * toast said "Imported 2 drafts"). A time written with its offset is kept in the zone it says (Etc/GMT-2), not the
 * computer's (w20libimport: the file's other times are read in the computer's zone, the one the Import's zone field
 * shows: Europe/Berlin here, +01:00 in December, so the offset is +02:00 to stay apart from it). Shots light/dark × en/vi: test-results/screens/w16import2/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DraftPageDto, DraftDto } from '../../src-main/bridge/contract';
import { callValue, themes, uiSession, useLanguage } from './helpers/session';
import { nextYear } from '../helpers/ahead';

/** w23dups: its posts' dates in the year after today's (they were 2027), never past on this real clock. */
const Y = nextYear();

const s = uiSession({ name: 'ui-w16import2-library-reading' });
const text = async (page: Page, testId: string): Promise<string> => ((await page.textContent(`[data-testid="${testId}"]`).catch(() => '')) ?? '').replace(/\s+/g, ' ').trim();
/** An Excel CSV saved on a French Windows: semicolons, Windows-1252 (è, û as single bytes), a day-first date and an offset time. */
const sheet = (tag: string) => ({
  name: 'cafe-fr.csv', mimeType: 'text/csv',
  buffer: Buffer.from(`profile_id;platforms;caption;photos;scheduled_at\r\nprof_caphe;instagram;Crème brûlée ${tag};https://caphe.example/1.jpg;13/12/${Y} 09:30\r\nprof_caphe;instagram;Café au lait ${tag};https://caphe.example/2.jpg;${Y}-12-03T21:05:00+02:00\r\n`, 'latin1'),
});

describe("Library → Import… says how the file was read", () => {
  it('an import that went through at once: layout, rows and separator, encoding, dates, zones, and the offset time kept as written', async () => {
    const { page, errors } = s.browser;
    await page.setViewportSize({ width: 1360, height: 860 });
    await page.goto(s.host.url);
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      const tag = `w16 ${lang}`;
      await page.setInputFiles('[data-testid="import-file"]', sheet(tag));
      await page.waitForSelector('[data-testid="import-reading"]');
      await expect.poll(async () => (await callValue<DraftPageDto>(page, 'drafts.list', { filter: { query: tag } })).items.length, { timeout: 10_000 }).toBe(2);
      if (lang === 'en') {
        expect(await text(page, 'import-report-title')).toBe('Imported 2 drafts');
        expect(await text(page, 'read-layout')).toBe('Read by its column names.');
        expect(await text(page, 'rows-read')).toBe('2 rows read, columns separated by semicolons.');
        expect(await text(page, 'encoding-read')).toBe('Read as Windows-1252 (Western European) (not UTF-8: guessed — check the accented letters; a campaign’s Import tab can read it in another encoding).');
        expect(await text(page, 'date-reading')).toContain(`13/12/${Y}`);
        expect(await text(page, 'zone-reading')).toBe('Times read: 1 row in Europe/Berlin (the default time zone); 1 row at the offset written with the time.');
      } else {
        expect(await text(page, 'rows-read')).not.toBe('');
        expect(await text(page, 'encoding-read')).toContain('Windows-1252');
      }
      const page1 = await callValue<DraftPageDto>(page, 'drafts.list', { filter: { query: `Café au lait ${tag}` } });
      const d = await callValue<DraftDto>(page, 'drafts.get', { id: page1.items[0]?.id });
      expect([d.caption, d.scheduled_at, d.timezone]).toEqual([`Café au lait ${tag}`, `${Y}-12-03T21:05:00+02:00`, 'Etc/GMT-2']);
      await page.getByText(`Café au lait ${tag}`).first().waitFor({ timeout: 10_000 }); // the list shows the drafts the report speaks of
      await themes(page, 'w16import2/library-import-reading', lang, { closeToasts: true });
    }
    // Compose's time picker reads the offset time as the file wrote it: 21:05 in the fixed zone of +02:00 (not 20:05 in the computer's).
    const d = (await callValue<DraftPageDto>(page, 'drafts.list', { filter: { query: 'Café au lait w16 en' } })).items[0];
    await useLanguage(page, 'en');
    await page.goto(`${s.host.origin}/#/compose/${encodeURIComponent(d?.id ?? '')}`);
    await page.waitForSelector('[data-testid="schedule-time"]');
    expect(await page.inputValue('[data-testid="schedule-time"]')).toBe(`${Y}-12-03T21:05`);
    // w19time: the field says the zone as its line does (UTC+02:00); Etc/GMT-2 is what is kept.
    expect(await page.inputValue('[data-testid="schedule-zone"]')).toBe('UTC+02:00');
    expect(await text(page, 'schedule-utc')).toContain('UTC+02:00');
    await page.locator('[data-testid="schedule"]').scrollIntoViewIfNeeded();
    await themes(page, 'w16import2/compose-offset-time', 'en', { closeToasts: true });
    // Compose previews the rows' photo URLs (caphe.example resolves nowhere): that miss is the fixture's, not the app's.
    expect(errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
  });
});
