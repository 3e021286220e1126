/// <reference lib="dom" />
/**
 * w15import: a file whose every row is good is imported at once, and the Import tab still says HOW it was
 * read (layout and columns, rows and separator, dates' order and why, the time zone of the times), before the
 * person trusts the plan; the Posts tab shows the captions as written (a Windows-1252 file: no mojibake).
 * Fresh fixtures in test/fixtures/import-w15/. Screenshots: test-results/screens/import-w15/.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importIntoCampaign, text } from './helpers/campaign-import';
import { themes, uiSession, useLanguage } from './helpers/session';

const s = uiSession({ name: 'ui-import-reading' });
const fixture = (name: string): string => join(__dirname, '..', 'fixtures', 'import-w15', name);

describe('how the file was read, after an import that went through at once', () => {
  it('an Excel CSV in Windows-1252: imported, and the layout, rows, separator, dates and zone are said; captions as written', async () => {
    const { page, errors } = s.browser;
    await page.goto(s.host.url);
    await importIntoCampaign(page, 'Cafe 1252', fixture('excel-1252.csv'));
    expect(await text(page, 'import-done')).toBe('Imported 2 posts into the campaign.');
    expect(await text(page, 'read-layout')).toBe('Read by its column names.');
    expect(await text(page, 'rows-read')).toBe('2 rows read, columns separated by commas.');
    expect(await text(page, 'encoding-read')).toBe('Read as Windows-1252 (Western European) (not UTF-8: guessed — check the accented letters, or choose another under “Encoding if not UTF-8”).');
    expect(await text(page, 'date-reading')).toBe('Dates read month first (month/day/year): line 2 has 12/13/2026.');
    expect(await text(page, 'zone-reading')).toBe('Times read: 2 rows in Asia/Ho_Chi_Minh (the time zone chosen above).');
    expect(await page.locator('[data-testid="import-report"]').count()).toBe(0);
    await themes(page, 'import-w15/1-read-at-once', 'en', { closeToasts: true });
    await page.click('[data-tab="posts"]');
    await expect.poll(() => page.locator('[data-testid="campaign-posts"] tbody tr').count()).toBe(2);
    const posts = await page.locator('[data-testid="campaign-posts"]').innerText();
    expect(posts).toContain('Crème brûlée for the café’s birthday');
    expect(posts).toContain('Müller’s grüner Tee, 2 for 1');
    expect(posts).not.toMatch(/Ã|â€|\uFFFD/);
    expect(errors).toEqual([]);
  });

  it('in Vietnamese: Excel "Unicode Text" with a person\'s column names, each column said as what it became', async () => {
    const { page, errors } = s.browser;
    await importIntoCampaign(page, 'Unicode text', fixture('excel-unicode-text.txt'), 'vi');
    expect(await text(page, 'read-layout')).toMatch(/^Đọc theo tên các cột\. Caption → .+ · Date → .+ · Profile → .+ · Channels → .+\.$/);
    expect(await text(page, 'rows-read')).toBe('Đã đọc 2 dòng, các cột cách nhau bằng dấu tab.');
    expect(await text(page, 'encoding-read')).toBe('Đọc theo UTF-16 LE (có dấu thứ tự byte).');
    expect(await text(page, 'date-reading')).toContain('12/13/2026');
    expect(await text(page, 'zone-reading')).toBe('Giờ được đọc: 2 dòng theo múi giờ Asia/Ho_Chi_Minh (múi giờ bạn đã chọn ở trên).');
    await themes(page, 'import-w15/2-read-at-once', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
    expect(errors).toEqual([]);
  });
});
