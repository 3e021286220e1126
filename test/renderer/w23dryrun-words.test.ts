/**
 * w23dryrun (walk 20): the app's words of findings 1 and 2, from the core's data.
 * 2. The import names each row whose time the clocks show twice or skip, with what was done.
 * 1. The dry run's line says what its clock count counts: rows near a clock change.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { clockTimeLines } from '../../src-renderer/src/lib/importReading';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

describe('the import: rows whose time the clocks show twice or skip', () => {
  const r = { clockTimes: [
    { line: 14, kind: 'twice' as const, written: '2027-10-31T02:30', zone: 'Europe/Berlin', used: '2027-10-31T02:30', offset: '+02:00', otherOffset: '+01:00' },
    { index: 3, kind: 'skipped' as const, written: '2027-03-28T02:30', zone: 'Europe/Berlin', used: '2027-03-28T03:30', offset: '+02:00' },
  ] };
  it('names each row and what was done, in English and Vietnamese', () => {
    expect(clockTimeLines(r, tr('en'))).toEqual([
      'Line 14: 2027-10-31 02:30 happens twice in Europe/Berlin (the clocks go back): the first, at UTC+02:00, is used (not the second, at UTC+01:00).',
      'Item 3: 2027-03-28 02:30 does not exist in Europe/Berlin (the clocks skip it): the post goes at 2027-03-28 03:30 (UTC+02:00).',
    ]);
    expect(clockTimeLines(r, tr('vi'))).toEqual([
      'Dòng 14: 2027-10-31 02:30 xảy ra hai lần ở Europe/Berlin (đồng hồ lùi lại): dùng lần đầu, ứng với UTC+02:00 (không phải lần thứ hai, UTC+01:00).',
      'Mục 3: 2027-03-28 02:30 không tồn tại ở Europe/Berlin (đồng hồ nhảy qua giờ này): bài được đăng lúc 2027-03-28 03:30 (UTC+02:00).',
    ]);
    expect(clockTimeLines({}, tr('en'))).toEqual([]);
  });
});

describe("the dry run's line", () => {
  it('says its clock count is of rows near a clock change', () => {
    // w25dryrun: the line now opens with its rows in parts (to send, with errors, held with their post).
    const values = { rows: 8, toSend: 8, heldWithPost: 0, review: '', teamSent: 0, errors: 0, warnings: 5, duplicates: 0, collisions: 0, dst: 5 };
    expect(tr('en')('campaigns.dryRunSummary', { values })).toBe('8 rows: 8 to send, 0 with errors, 0 held with their post; 5 with warnings, 0 duplicates, 0 collisions, 5 near a clock change.');
    expect(tr('vi')('campaigns.dryRunSummary', { values })).toBe('8 dòng: 8 sẽ gửi, 0 có lỗi, 0 bị giữ lại cùng bài; 5 có cảnh báo, 0 trùng lặp, 0 quá sát nhau, 5 gần thời điểm đổi giờ.');
  });
});
