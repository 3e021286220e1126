/// <reference lib="dom" />
/**
 * Files read as the person meant (issue 31, part 1), in Chromium through the web host: a Hootsuite
 * bulk file with US dates is imported into a campaign, the order read is said with the row that decided
 * it and the impossible date named on its own row; a file whose every date fits both orders asks, and the
 * answer reads it; rows that disagree ask, and the 'Dates in the file' choice re-checks the file already
 * read, as a changed profile or channel does; the Library's import stores profile, board and location
 * names as their ids. The fixtures are in test/fixtures/import/, written as those tools save them.
 * Screenshots of the Import tab, light and dark, English and Vietnamese: test-results/screens/import/.
 * w26dates: every date of the files and of the words about them is in the year after today's (they were 2027, and
 * January 2028 for the last rows), so the imported posts stay ahead of the real clock.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DraftPageDto } from '../../src-main/bridge/contract';
import { callValue, newCampaign, themes, uiSession, useLanguage } from './helpers/session';
import { movedYears } from '../helpers/ahead';

const s = uiSession({ name: 'ui-import-files' });
const FIXTURES = join(__dirname, '..', 'fixtures', 'import');
const fixture = (name: string): string => join(FIXTURES, name);
/** A dated fixture as the person drops it, its 2027 read as the year after today's (2028 the one after). */
const dated = (name: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(movedYears(readFileSync(fixture(name), 'utf8')), 'utf8') });

const report = (page: Page) => page.locator('[data-testid="import-report"]');
const text = async (page: Page, testId: string): Promise<string> => ((await page.textContent(`[data-testid="${testId}"]`)) ?? '').replace(/\s+/g, ' ').trim();

describe('files read as the person meant', () => {
  it('a Hootsuite file with US dates: read month first, saying which row decided; the impossible date on its own row', async () => {
    const { page, errors } = s.browser;
    await page.goto(s.host.url);
    await newCampaign(page, 'Hootsuite US', 'prof_caphe');
    await page.check('input[data-channel="instagram"]');
    await page.fill('[data-testid="import-zone"]', 'Asia/Ho_Chi_Minh');
    await page.locator('[data-testid="import-zone"]').blur(); // a zone is taken when the field is left, as a person does
    await page.setInputFiles('[data-testid="import-file"]', dated('hootsuite-us-dates.csv'));
    await report(page).waitFor();
    expect(await text(page, 'date-reading')).toBe(movedYears('Dates read month first (month/day/year): line 4 has 12/13/2027.'));
    expect(await report(page).innerText()).toContain('Read as a Hootsuite file. Column 1 → Date and time · Column 2 → Caption · Column 3 → Caption (added at the end).');
    expect(await text(page, 'report-summary')).toBe('12 rows read: 1 has problems.');
    const row = page.locator('[data-testid="report-problems"] tbody tr');
    expect(await row.count()).toBe(1);
    expect((await row.locator('td').allTextContents()).map((t) => t.trim())).toEqual(['6', 'Date and time', movedYears('"02/30/2027 10:00" is not a date when read month first (month/day/year)')]);
    // No raw field name or code in the report's words (they stay in tooltips).
    expect(await report(page).innerText()).not.toMatch(/scheduled_at|profile_id|invalid_value/);
    await report(page).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await themes(page, 'import/1-hootsuite-us', 'en', { closeToasts: true });

    await page.click('[data-testid="import-valid"]');
    await expect.poll(() => text(page, 'import-done')).toBe('Imported 11 posts into the campaign.');
    expect(await text(page, 'date-reading')).toBe(movedYears('Dates read month first (month/day/year): line 4 has 12/13/2027.'));
    await page.click('[data-tab="posts"]');
    await expect.poll(() => page.locator('[data-testid="campaign-posts"] tbody tr').count()).toBe(11);
    expect((await page.locator('[data-testid="campaign-posts"] tbody tr td.time').allTextContents()).slice(0, 4).map((t) => t.trim())).toEqual([movedYears('2027-12-01 09:00'), movedYears('2027-12-03 18:30'), movedYears('2027-12-05 08:00'), movedYears('2027-12-13 12:30')]);
    expect(errors).toEqual([]);
  });

  it('a file whose every date fits both orders asks, with its own date read both ways; the answer reads it', async () => {
    const { page, errors } = s.browser;
    await newCampaign(page, 'Both orders', 'prof_caphe');
    await page.check('input[data-channel="instagram"]');
    await page.setInputFiles('[data-testid="import-file"]', dated('hootsuite-ambiguous.csv'));
    await page.waitForSelector('[data-testid="date-question"]');
    expect(await text(page, 'date-question')).toContain(movedYears('Every date in this file fits both orders: is 03/04/2027 (line 1) day first or month first? Nothing is imported until you choose.'));
    expect(await text(page, 'answer-dmy')).toBe(movedYears('Day first: 03/04/2027 is April 3, 2027'));
    expect(await text(page, 'answer-mdy')).toBe(movedYears('Month first: 03/04/2027 is March 4, 2027'));
    expect(await page.locator('[data-testid="report-summary"], [data-testid="import-valid"]').count()).toBe(0);
    await report(page).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await themes(page, 'import/2-ask-both', 'en', { closeToasts: true });
    await page.click('[data-testid="answer-mdy"]');
    await expect.poll(() => text(page, 'import-done')).toBe('Imported 4 posts into the campaign.');
    expect(await text(page, 'date-reading')).toBe('Dates read month first (month/day/year), as you chose.');
    // One derivation of the order: the 'Dates in the file' control shows the answer in force, as the report's "as you chose" says
    // (it read 'As the rows show' beside 'as you chose').
    expect(await page.inputValue('[data-testid="import-date-order"]')).toBe('mdy');
    await themes(page, 'import/8-answered', 'en', { closeToasts: true });
    // The answer was for that file: a next file written month first, whose dates fit both orders too, is asked again, never read by the last answer.
    await page.setInputFiles('[data-testid="import-file"]', { name: 'next.csv', mimeType: 'text/csv', buffer: Buffer.from(movedYears('05/06/2027 09:00,Next file one\n07/08/2027 09:00,Next file two\n')) });
    await page.waitForSelector('[data-testid="date-question"]');
    expect(await page.inputValue('[data-testid="import-date-order"]')).toBe('');
    expect(await text(page, 'date-question')).toContain(movedYears('is 05/06/2027 (line 1) day first or month first?'));
    await page.click('[data-testid="answer-mdy"]');
    await expect.poll(() => text(page, 'import-done')).toBe('Imported 2 posts into the campaign.');
    expect(await text(page, 'date-reading')).toBe('Dates read month first (month/day/year), as you chose.');
    expect(errors).toEqual([]);
  });

  it('the tab\'s choices (profile, channels, zone, date order) are kept when the person leaves the tab or the campaign and comes back (the file on screen too, across tabs)', async () => {
    const { page, errors } = s.browser;
    await newCampaign(page, 'Kept choices', 'prof_caphe');
    const id = page.url().split('/').pop() ?? '';
    await page.check('input[data-channel="instagram"]');
    await page.fill('[data-testid="import-zone"]', 'Europe/Berlin');
    await page.locator('[data-testid="import-zone"]').blur();
    await page.selectOption('[data-testid="import-date-order"]', 'dmy');
    await page.setInputFiles('[data-testid="import-file"]', dated('hootsuite-disagree.csv'));
    await page.waitForSelector('[data-testid="report-problems"]');
    const shown = async () => [await page.inputValue('[data-testid="import-profile"]'), await page.isChecked('input[data-channel="instagram"]'), await page.inputValue('[data-testid="import-zone"]'), await page.inputValue('[data-testid="import-date-order"]')];
    expect(await shown()).toEqual(['prof_caphe', true, 'Europe/Berlin', 'dmy']);
    await page.click('[data-tab="posts"]');
    await page.click('[data-tab="import"]');
    expect(await shown()).toEqual(['prof_caphe', true, 'Europe/Berlin', 'dmy']);
    expect(await text(page, 'date-reading')).toBe('Dates read day first (day/month/year), as you chose.');
    // Another screen and back, in the same run of the app (no reload): the choices are still this campaign's.
    await page.evaluate(() => Object.assign(window, { sameRun: true }));
    await page.click('nav a[data-nav="library"]');
    await page.waitForSelector('[data-testid="import"]');
    await page.evaluate((c) => (location.hash = `#/campaigns/${c}`), id);
    await page.waitForSelector('[data-testid="campaign-view"]');
    await page.click('[data-tab="import"]');
    await expect.poll(shown).toEqual(['prof_caphe', true, 'Europe/Berlin', 'dmy']);
    expect(await page.evaluate(() => (window as unknown as { sameRun?: boolean }).sameRun)).toBe(true);
    await themes(page, 'import/9-kept', 'en', { closeToasts: true });
    // In Vietnamese (chosen in Settings, as a person does: the app keeps running).
    await page.click('nav a[data-nav="settings"]');
    await page.check('[data-locale-choice="vi"]');
    await page.evaluate((c) => (location.hash = `#/campaigns/${c}`), id);
    await page.waitForSelector('[data-testid="campaign-view"]');
    await page.click('[data-tab="import"]');
    await expect.poll(shown).toEqual(['prof_caphe', true, 'Europe/Berlin', 'dmy']);
    await themes(page, 'import/9-kept', 'vi', { closeToasts: true });
    await page.click('nav a[data-nav="settings"]');
    await page.check('[data-locale-choice="en"]');
    await useLanguage(page, 'en');
    expect(errors).toEqual([]);
  });

  it('the same file again: the rows that match posts already in the campaign are asked about before anything is written; skipped, the others import (left31)', async () => {
    const { page, errors } = s.browser;
    if (!page.url().startsWith(s.host.origin)) await page.goto(s.host.url); // run alone (-t), the page has not opened the app yet
    await newCampaign(page, 'Again', 'prof_caphe');
    await page.check('input[data-channel="instagram"]');
    const file = (rows: string[]) => ({ name: 'spring.csv', mimeType: 'text/csv', buffer: Buffer.from(['caption,scheduled_at', ...rows].join('\n') + '\n') });
    const two = [movedYears('Again one,2027-05-06T09:00'), movedYears('Again two,2027-05-07T09:00')];
    await page.setInputFiles('[data-testid="import-file"]', file(two));
    await expect.poll(() => text(page, 'import-done')).toBe('Imported 2 posts into the campaign.');
    await page.setInputFiles('[data-testid="import-file"]', file([...two, movedYears('Again three,2027-05-08T09:00')]));
    await page.waitForSelector('[data-testid="duplicate-question"]');
    expect(await text(page, 'duplicate-question')).toBe('2 rows match posts already in this campaign Same caption, profile, channels and time (lines 2, 3): this file, or part of it, was imported before. Nothing is imported until you choose. Skip them and import the other row Import them anyway (the campaign then has them twice)');
    expect(await page.locator('[data-testid="import-valid"]').count()).toBe(0);
    expect((await callValue<DraftPageDto>(page, 'drafts.list', { filter: { query: 'Again' } })).items).toHaveLength(2);
    await report(page).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await themes(page, 'import/10-same-file-again', 'en', { closeToasts: true });
    // In Vietnamese (chosen in Settings while the app runs), the same question.
    const three = file([...two, movedYears('Again three,2027-05-08T09:00')]);
    const pickIn = async (lang: 'en' | 'vi') => {
      await page.click('nav a[data-nav="settings"]');
      await page.check(`[data-locale-choice="${lang}"]`);
      await page.goBack();
      await page.waitForSelector('[data-testid="campaign-view"]');
      await page.click('[data-tab="import"]');
      await page.setInputFiles('[data-testid="import-file"]', three);
      await page.waitForSelector('[data-testid="duplicate-question"]');
    };
    await pickIn('vi');
    expect(await text(page, 'duplicate-question')).toBe('2 dòng trùng với bài đã có trong chiến dịch này Cùng nội dung, hồ sơ, kênh và thời điểm (các dòng 2, 3): tệp này, hoặc một phần của nó, đã được nhập trước đây. Chưa có gì được nhập cho đến khi bạn chọn. Bỏ qua các dòng đó và nhập 1 dòng còn lại Vẫn nhập (chiến dịch sẽ có chúng hai lần)');
    await report(page).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await themes(page, 'import/10-same-file-again', 'vi', { closeToasts: true });
    await pickIn('en');
    await page.click('[data-testid="dup-skip"]');
    await expect.poll(() => text(page, 'import-done')).toBe('Imported 1 post into the campaign.');
    expect(await text(page, 'import-dups-done')).toBe('2 rows matched posts already in the campaign and were left out.');
    await themes(page, 'import/11-skipped', 'en', { closeToasts: true });
    expect((await callValue<DraftPageDto>(page, 'drafts.list', { filter: { query: 'Again' } })).items.map((d) => d.caption).sort()).toEqual(['Again one', 'Again three', 'Again two']);
    expect(errors).toEqual([]);
  });

  it('a changed default re-checks and imports nothing: two channels are ticked, then Import imports with both', async () => {
    const { page, errors } = s.browser;
    await newCampaign(page, 'Two channels', 'prof_caphe');
    // The zone box shows the zone that will be used: this computer's, never an empty box that meant UTC.
    const here = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(await page.inputValue('[data-testid="import-zone"]')).not.toBe('');
    expect([here, 'UTC']).toContain(await page.inputValue('[data-testid="import-zone"]'));
    await page.setInputFiles('[data-testid="import-file"]', { name: 'buffer.csv', mimeType: 'text/csv', buffer: Buffer.from(movedYears('Text,Image URL,Tags,Posting Time\nTwo channels one,,,2027-05-06 09:00\nTwo channels two,,,2027-05-07 09:00\n')) });
    await report(page).waitFor();
    expect(await text(page, 'report-summary')).toBe('2 rows read: 2 have problems.');
    await page.check('input[data-channel="instagram"]');
    await expect.poll(() => text(page, 'report-summary')).toBe('2 rows read: all good.');
    expect(await text(page, 'checked-only')).toBe('Checked again with your choices: nothing is imported until you press Import.');
    expect(await page.locator('[data-testid="import-done"]').count()).toBe(0);
    const stored = async () => (await callValue<DraftPageDto>(page, 'drafts.list', { filter: { query: 'Two channels' } })).items;
    expect(await stored()).toEqual([]);
    const second = page.locator('input[data-channel]:not([data-channel="instagram"])').first();
    const other = await second.getAttribute('data-channel');
    await second.check();
    await expect.poll(() => text(page, 'report-summary')).toBe('2 rows read: all good.');
    await report(page).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await themes(page, 'import/5-checked-only', 'en', { closeToasts: true });
    await page.click('[data-testid="import-valid"]');
    await expect.poll(() => text(page, 'import-done')).toBe('Imported 2 posts into the campaign.');
    const items = await stored();
    expect(items).toHaveLength(2);
    expect([...(items[0]?.platforms ?? [])].sort()).toEqual(['instagram', other].sort());
    expect(errors).toEqual([]);
  });

  // (`Datum;Text;Link` was such a file until mend 31.3: it is read now, see ui-mend31.test.ts.)
  it('a file in columns it does not know says it could not be read and what columns it needs, never "all good"', async () => {
    const { page, errors } = s.browser;
    await newCampaign(page, 'German Excel', 'prof_caphe');
    await page.setInputFiles('[data-testid="import-file"]', { name: 'excel.csv', mimeType: 'text/csv', buffer: Buffer.from(movedYears('\uFEFFWann;Worte;Wohin\r\n06.05.2027 09:00;Hallo;https://example.de\r\n')) });
    await report(page).waitFor();
    const said = await report(page).innerText();
    expect(said).not.toContain('all good');
    expect(said).not.toContain('Read as a Postroom file');
    expect(await text(page, 'not-read')).toBe('This file could not be read: no row was checked. Its columns: Wann, Worte, Wohin.');
    expect(await text(page, 'report-problems')).toContain('no row was read: the columns are neither Postroom’s (a header row with at least caption; download the template) nor a Hootsuite bulk file (date, message, link) or a Buffer one (Text, Posting Time)');
    expect(await page.locator('[data-testid="report-summary"], [data-testid="import-valid"]').count()).toBe(0);
    await report(page).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await themes(page, 'import/6-not-read', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await page.waitForSelector('[data-testid="campaign-view"]');
    await page.click('[data-tab="import"]');
    await page.setInputFiles('[data-testid="import-file"]', { name: 'excel.csv', mimeType: 'text/csv', buffer: Buffer.from(movedYears('\uFEFFWann;Worte;Wohin\r\n06.05.2027 09:00;Hallo;https://example.de\r\n')) });
    await expect.poll(() => text(page, 'not-read')).toContain('Không đọc được tệp này');
    await report(page).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await themes(page, 'import/6-not-read', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
    expect(errors).toEqual([]);
  });

  it('rows that disagree ask; the choice and the defaults re-check the file already read, without picking it again', async () => {
    const { page, errors } = s.browser;
    await newCampaign(page, 'Disagree', 'prof_caphe');
    await page.selectOption('[data-testid="import-profile"]', '');
    expect(await page.inputValue('[data-testid="import-date-order"]')).toBe('');
    await page.setInputFiles('[data-testid="import-file"]', dated('hootsuite-disagree.csv'));
    await page.waitForSelector('[data-testid="date-question"]');
    expect(await text(page, 'date-question')).toContain(movedYears('The rows disagree: line 2 has 25/03/2027, which can only be day first, and line 3 has 03/26/2027, which can only be month first.'));
    // The choice beside the defaults answers too: the file is read again at once.
    await page.selectOption('[data-testid="import-date-order"]', 'dmy');
    await page.waitForSelector('[data-testid="report-problems"]');
    expect(await text(page, 'date-reading')).toBe('Dates read day first (day/month/year), as you chose.');
    // No profile and no channel yet: every row says so, in the UI's words.
    expect(await text(page, 'report-summary')).toBe('4 rows read: 4 have problems.');
    expect(await report(page).innerText()).toContain('no profile: name one in the row, or choose one for rows that leave it out');
    expect(await report(page).innerText()).toContain(movedYears('"03/26/2027 18:00" is not a date when read day first (day/month/year)'));
    // Choosing the profile re-checks: the profile problems go, the channel ones stay.
    await page.selectOption('[data-testid="import-profile"]', 'prof_caphe');
    await expect.poll(() => report(page).innerText()).not.toContain('no profile');
    expect(await report(page).innerText()).toContain('no channel: name at least one');
    await report(page).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await themes(page, 'import/3-disagree-chosen', 'en', { closeToasts: true });
    // Choosing a channel re-checks again: three good rows, the one that does not fit day first still named.
    await page.check('input[data-channel="instagram"]');
    await expect.poll(() => text(page, 'report-summary')).toBe('4 rows read: 1 has problems.');
    await page.click('[data-testid="import-valid"]');
    await expect.poll(() => text(page, 'import-done')).toBe('Imported 3 posts into the campaign.');
    expect(errors).toEqual([]);
  });

  it('in Vietnamese: the order read, the question and the row\'s problem in the page\'s language', async () => {
    const { page, errors } = s.browser;
    await newCampaign(page, 'Tiếng Việt', 'prof_caphe');
    await useLanguage(page, 'vi');
    await page.waitForSelector('[data-testid="campaign-view"]');
    await page.click('[data-tab="import"]');
    await expect.poll(() => page.locator('[data-testid="import-profile"] option[value="prof_caphe"]').count(), { timeout: 20_000 }).toBe(1);
    await page.selectOption('[data-testid="import-profile"]', 'prof_caphe');
    await page.check('input[data-channel="instagram"]');
    await page.setInputFiles('[data-testid="import-file"]', dated('hootsuite-us-dates.csv'));
    await report(page).waitFor();
    expect(await text(page, 'date-reading')).toBe(movedYears('Đọc ngày theo tháng trước (tháng/ngày/năm): dòng 4 có 12/13/2027.'));
    expect(await report(page).innerText()).toContain(movedYears('"02/30/2027 10:00" không phải ngày có thật khi đọc tháng trước (tháng/ngày/năm)'));
    expect(await report(page).innerText()).toContain('Cột 1 → Ngày giờ');
    await report(page).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await themes(page, 'import/1-hootsuite-us', 'vi', { closeToasts: true });
    await page.click('button:has-text("Chọn tệp khác")');
    await page.setInputFiles('[data-testid="import-file"]', dated('hootsuite-ambiguous.csv'));
    await page.waitForSelector('[data-testid="date-question"]');
    expect(await text(page, 'date-question')).toContain('Mọi ngày trong tệp này đều đọc được theo cả hai cách');
    expect(await text(page, 'answer-dmy')).toBe(movedYears('Ngày trước: 03/04/2027 là 3 tháng 4, 2027'));
    await report(page).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await themes(page, 'import/2-ask-both', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
    expect(errors).toEqual([]);
  });

  it('the Library\'s import stores profile, board and location names as their ids; an unknown one is its row\'s problem', async () => {
    const { page, errors } = s.browser;
    await useLanguage(page, 'en');
    await page.goto(`${s.host.origin}/#/library`);
    await page.waitForSelector('[data-testid="import"]');
    await page.setInputFiles('[data-testid="import-file"]', fixture('library-names.csv'));
    await report(page).waitFor();
    expect(await report(page).innerText()).toContain('Line 5, Profile: no profile “Studio Lumenn”; did you mean “Studio Lumen”?');
    await page.click('[data-testid="import-good"]');
    await expect.poll(async () => (await callValue<DraftPageDto>(page, 'drafts.list', { filter: { query: 'by name' } })).items.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const all = (await callValue<DraftPageDto>(page, 'drafts.list', { limit: 500 })).items;
    const by = (caption: string) => all.find((d) => d.caption === caption);
    expect(by('Portraits by name')?.profile_id).toBe('prof_lumen');
    expect(by('A pin on a board named as shown')?.profile_id).toBe('prof_lumen');
    expect(by('Our Quận 1 shop')?.profile_id).toBe('prof_caphe');
    expect(by('A typo in the profile')).toBeUndefined();
    const pin = await callValue<{ fields: Record<string, string> }>(page, 'drafts.get', { id: by('A pin on a board named as shown')?.id });
    expect(pin.fields.pinterest_board_id).toBe('brd_lumen_bts');
    const shop = await callValue<{ fields: Record<string, string> }>(page, 'drafts.get', { id: by('Our Quận 1 shop')?.id });
    expect(shop.fields.gmb_location_id).toBe('loc_caphe_q1');

    // A file whose dates fit both orders asks here too; the answer imports it and says how it was read.
    await page.setInputFiles('[data-testid="import-file"]', { name: 'both.csv', mimeType: 'text/csv', buffer: Buffer.from(movedYears('profile_id,platforms,caption,scheduled_at,timezone\nStudio Lumen,instagram,Library both orders,03/04/2027 09:00,Europe/Berlin\n')) });
    await page.waitForSelector('[data-testid="date-question"]');
    await themes(page, 'import/4-library-ask', 'en', { closeToasts: true });
    await page.click('[data-testid="answer-dmy"]');
    await expect.poll(() => text(page, 'date-reading')).toBe('Dates read day first (day/month/year), as you chose.');
    const both = (await callValue<DraftPageDto>(page, 'drafts.list', { limit: 500 })).items.find((d) => d.caption === 'Library both orders');
    expect((await callValue<{ scheduled_at: string }>(page, 'drafts.get', { id: both?.id })).scheduled_at).toBe(movedYears('2027-04-03T09:00'));
    // The answer was for that file: the next one, written month first, is asked again.
    await page.setInputFiles('[data-testid="import-file"]', { name: 'next.csv', mimeType: 'text/csv', buffer: Buffer.from(movedYears('profile_id,platforms,caption,scheduled_at,timezone\nStudio Lumen,instagram,Library next,05/06/2027 09:00,Europe/Berlin\n')) });
    await page.waitForSelector('[data-testid="date-question"]');
    // A Hootsuite file names no profile or channels: the Library offers their choice, as a campaign's Import tab does.
    const hootsuite = { name: 'hootsuite.csv', mimeType: 'text/csv', buffer: Buffer.from(movedYears('28/03/2027 09:00,Library Hootsuite,https://caphe.example/menu\n')) };
    await useLanguage(page, 'vi');
    await page.setInputFiles('[data-testid="import-file"]', hootsuite);
    await expect.poll(() => text(page, 'library-defaults')).toContain('Cho những dòng bỏ trống hồ sơ hay kênh');
    await page.selectOption('[data-testid="library-profile"]', 'prof_caphe');
    await page.check('[data-testid="library-defaults"] input[data-channel="instagram"]');
    await themes(page, 'import/7-library-hootsuite', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
    await page.setInputFiles('[data-testid="import-file"]', hootsuite);
    await expect.poll(() => text(page, 'library-defaults')).toContain('For rows that leave out the profile or channels (a Hootsuite or Buffer file names none)');
    expect(await page.inputValue('[data-testid="library-zone"]')).not.toBe('');
    await page.selectOption('[data-testid="library-profile"]', 'prof_caphe');
    await page.check('[data-testid="library-defaults"] input[data-channel="instagram"]');
    await page.fill('[data-testid="library-zone"]', 'Asia/Ho_Chi_Minh');
    await themes(page, 'import/7-library-hootsuite', 'en', { closeToasts: true });
    await page.click('[data-testid="library-use-defaults"]');
    await expect.poll(async () => (await callValue<DraftPageDto>(page, 'drafts.list', { filter: { query: 'Library Hootsuite' } })).items.length, { timeout: 10_000 }).toBe(1);
    const hs = (await callValue<DraftPageDto>(page, 'drafts.list', { filter: { query: 'Library Hootsuite' } })).items[0];
    const got = await callValue<{ profile_id: string; platforms: string[]; scheduled_at: string; timezone: string }>(page, 'drafts.get', { id: hs?.id });
    expect([got.profile_id, got.platforms, got.scheduled_at, got.timezone]).toEqual(['prof_caphe', ['instagram'], movedYears('2027-03-28T09:00'), 'Asia/Ho_Chi_Minh']);
    expect(errors).toEqual([]);
  });
});
