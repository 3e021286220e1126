/**
 * The importer's words in the renderer (issue 31): a picked file decoded as spreadsheets save it, the
 * date the question shows read both ways, the order read said with its reason, fields and columns in
 * the user's language. Checked with the app's own i18n runtime and catalogs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { columnLabel, dateReadingText, fieldLabel, readFileText, readingsOf } from '../../src-renderer/src/lib/importReport';
import { loadWords, tr as t } from './helpers';

beforeAll(() => loadWords());

describe('the importer in the renderer', () => {
  it('decodes a picked file: UTF-16 with BOM, UTF-8 with BOM, Windows-1252', async () => {
    expect(await readFileText(new Blob([new Uint8Array([0xff, 0xfe]), Buffer.from('a\tHội An', 'utf16le')]))).toBe('a\tHội An');
    expect(await readFileText(new Blob([Buffer.from('\uFEFFGrüße;x', 'utf8')]))).toBe('Grüße;x');
    expect(await readFileText(new Blob([new Uint8Array([0x47, 0x72, 0xfc, 0xdf, 0x65])]))).toBe('Grüße');
  });

  it('reads the question\'s date both ways, and says when one way is no date', () => {
    expect(readingsOf('03/04/2027', 'en-GB')).toEqual({ dmy: '3 April 2027', mdy: '4 March 2027' });
    expect(readingsOf('12/13/27', 'en-US')).toEqual({ dmy: null, mdy: 'December 13, 2027' });
    expect(readingsOf('not a date', 'en')).toEqual({ dmy: null, mdy: null });
  });

  it('says the order read and why, and the question, in both languages', () => {
    const row = { order: 'mdy' as const, why: 'row' as const, decidedBy: { line: 4, value: '12/13/2027' }, rows: 12 };
    expect(dateReadingText(row, t('en'))).toBe('Dates read month first (month/day/year): line 4 has 12/13/2027.');
    expect(dateReadingText(row, t('vi'))).toBe('Đọc ngày theo tháng trước (tháng/ngày/năm): dòng 4 có 12/13/2027.');
    expect(dateReadingText({ order: null, why: 'disagree', decidedBy: { index: 0, value: '25/03/2027' }, against: { index: 2, value: '03/26/2027' }, rows: 3 }, t('en'))).toContain('item 0 has 25/03/2027, which can only be day first, and item 2 has 03/26/2027');
    expect(dateReadingText({ order: 'dmy', why: 'dots', rows: 2 }, t('en'))).toContain('dates written with dots');
    expect(dateReadingText(null, t('en'))).toBeNull();
  });

  it('names fields and a header-less file\'s columns in the user\'s words, the raw name only when none is known', () => {
    expect(fieldLabel('scheduled_at', t('en'))).toBe('Date and time');
    expect(fieldLabel('caption (appended)', t('vi'))).toBe('Nội dung (thêm vào cuối)');
    expect(fieldLabel('(file)', t('en'))).toBe('The file');
    expect(fieldLabel('Link Preview', t('en'))).toBe('Link Preview');
    expect(columnLabel('column 2 (message)', t('vi'))).toBe('cột 2');
    expect(columnLabel('Posting Time', t('en'))).toBe('Posting Time');
  });
});
