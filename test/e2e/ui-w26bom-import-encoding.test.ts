/// <reference lib="dom" />
/**
 * w26bom (walk 22: "the import report never names the BOM/encoding"): the campaign Import tab says how a file's bytes
 * were read, every time (UTF-8 with or without its mark too), a code page guessed is said to be a guess with where to
 * choose another, "Encoding if not UTF-8" reads the file on screen again in the chosen one, and a damaged byte is named
 * by line. Files written byte for byte as Excel saves them. Screenshots: test-results/screens/w26bom/.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { importIntoCampaign, text } from './helpers/campaign-import';
import { newCampaign, themes, uiSession, useLanguage } from './helpers/session';

const s = uiSession({ name: 'ui-w26bom' });
const dir = mkdtempSync(join(tmpdir(), 'postroom-w26bom-files-'));
const file = (name: string, bytes: Buffer): string => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};
const BOM8 = Buffer.from([0xef, 0xbb, 0xbf]);
const utf8 = (t: string): Buffer => Buffer.from(t, 'utf8');
/** Windows-1258 bytes, by hand: à 0xE0, á 0xE1, ê 0xEA, đ 0xF0, ư 0xFD, ơ 0xF5, and tone marks after their vowel (ữ = ư + 0xDE, ở = ơ + 0xD2, ò = o + 0xCC, ờ = ơ + 0xCC). */
const CP1258: Record<string, number[]> = { à: [0xe0], á: [0xe1], ê: [0xea], đ: [0xf0], 'ữ': [0xfd, 0xde], 'ở': [0xf5, 0xd2], ò: [0x6f, 0xcc], 'ờ': [0xf5, 0xcc] };
const cp1258 = (t: string): Buffer => Buffer.from([...t].flatMap((ch) => CP1258[ch] ?? [ch.charCodeAt(0)]));

/** A new campaign on Lumen, Instagram for rows that name none, and the file picked: a report (not imported at once) awaited. */
async function reportOf(page: Page, name: string, path: string): Promise<void> {
  await newCampaign(page, name, 'prof_lumen');
  await page.check('input[data-channel="instagram"]');
  await page.setInputFiles('[data-testid="import-file"]', path);
  await page.waitForSelector('[data-testid="import-report"]');
}

describe('the Import tab says how the bytes were read', () => {
  it('a plain Excel CSV from a Vietnamese Windows: guessed Windows-1252 and said so; choosing Windows-1258 reads it again, and the valid row is imported as written', async () => {
    const { page, errors } = s.browser;
    await page.goto(s.host.url);
    const path = file('excel-vi-short.csv', cp1258('caption,platforms\r\nCà phê sữa đá,instagram\r\nTrà đá,myspace\r\n'));
    await reportOf(page, 'Cà phê 1258', path);
    const report = page.locator('[data-testid="import-report"]');
    await expect.poll(() => text(page, 'encoding-read')).toBe('Read as Windows-1252 (Western European) (not UTF-8: guessed — check the accented letters, or choose another under “Encoding if not UTF-8”).');
    await themes(page, 'w26bom/1-guessed', 'en', { closeToasts: true });
    await page.selectOption('[data-testid="import-encoding"]', 'windows-1258');
    await expect.poll(() => report.locator('[data-testid="encoding-read"]').getAttribute('data-by')).toBe('choice');
    expect(await text(page, 'encoding-read')).toBe('Read as Windows-1258 (Vietnamese) (not UTF-8: as you chose).');
    expect(await text(page, 'report-summary')).toMatch(/2 rows.*1/);
    await themes(page, 'w26bom/2-chosen', 'en');
    await page.click('[data-testid="import-valid"]');
    await page.waitForSelector('[data-testid="import-done"]');
    // The valid row imported alone keeps the reading it was checked with (it was dropped before).
    expect(await text(page, 'encoding-read')).toBe('Read as Windows-1258 (Vietnamese) (not UTF-8: as you chose).');
    await page.click('[data-tab="posts"]');
    await expect.poll(() => page.locator('[data-testid="campaign-posts"] tbody tr').count()).toBe(1);
    expect(await page.locator('[data-testid="campaign-posts"]').innerText()).toContain('Cà phê sữa đá');
    expect(errors).toEqual([]);
  });

  it('Excel "CSV UTF-8" with a damaged byte: read as UTF-8 (its mark said), the line named, nothing imported', async () => {
    const { page, errors } = s.browser;
    const path = file('bom-damaged.csv', Buffer.concat([BOM8, utf8('caption;platforms\r\nCà phê sữa đá;instagram\r\nCaf'), Buffer.from([0xe9]), utf8(' au lait;instagram\r\n')]));
    await reportOf(page, 'Damaged', path);
    expect(await text(page, 'encoding-read')).toBe('Read as UTF-8 (with a byte-order mark).');
    expect(await text(page, 'separator-read')).toBe('Columns separated by semicolons.');
    const row = page.locator('[data-testid="report-problems"] tbody tr').first();
    expect((await row.innerText()).replace(/\s+/g, ' ')).toMatch(/^3 .*the caption holds a byte that is not text in UTF-8 \(shown as �\)/);
    await themes(page, 'w26bom/3-damaged', 'en', { closeToasts: true });
    expect(errors).toEqual([]);
  });

  it('in Vietnamese: Excel "CSV UTF-8" imported at once, and a damaged file named by line', async () => {
    const { page, errors } = s.browser;
    const bom = file('excel-utf8.csv', Buffer.concat([BOM8, utf8('caption;notes\r\nCà phê sữa đá;sáng\r\nPhở bò tái;12 giờ\r\n')]));
    await importIntoCampaign(page, 'UTF-8 BOM', bom, 'vi');
    expect(await text(page, 'encoding-read')).toBe('Đọc theo UTF-8 (có dấu thứ tự byte).');
    expect(await text(page, 'rows-read')).toBe('Đã đọc 2 dòng, các cột cách nhau bằng dấu chấm phẩy.');
    await themes(page, 'w26bom/4-bom', 'vi', { closeToasts: true });
    const damaged = file('vi-damaged.csv', Buffer.concat([utf8('caption,platforms\nCà phê sữa đá,instagram\nPhở '), Buffer.from([0xc6]), utf8(' bò,instagram\n')]));
    await page.setInputFiles('[data-testid="import-file"]', damaged);
    await page.waitForSelector('[data-testid="import-report"]');
    expect(await text(page, 'encoding-read')).toBe('Đọc theo UTF-8 (không có dấu thứ tự byte).');
    expect(await page.locator('[data-testid="report-problems"]').innerText()).toContain('chú thích chứa byte không phải chữ theo UTF-8 (hiện thành �)');
    await themes(page, 'w26bom/5-damaged', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
    expect(errors).toEqual([]);
  });
});
