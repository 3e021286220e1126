/**
 * Walk 31, 9: an imported "15/03/2027 24:00" was called "a time of day Postroom cannot read (for example 09:00, 9:00 PM)":
 * it is read, and it is a time no clock shows. Such a cell (24:00, 25:00, 09:75) says so, with what a time may be and
 * how 24:00 is written; one not a time at all ("9", "13:00 PM") still says it cannot be read. English and Vietnamese.
 */
import { describe, expect, it } from 'vitest';
import { toOurDate } from '../../src-main/library';
import { IMPORT_WORDS } from '../../src-shared/import-words';

describe('a time no clock shows is said as such (walk 31, 9)', () => {
  it.each(['15/03/2027 24:00', '15/03/2027 25:00', '15/03/2027 09:75', '15/03/2027 23:59:60'])('%s: noSuchTime', (v) => {
    expect(toOurDate(v, 'dmy')).toEqual({ problem: 'noSuchTime' });
  });
  it.each(['15/03/2027 9', '15/03/2027 13:00 PM'])('%s: still notTime (not read as a time)', (v) => {
    expect(toOurDate(v, 'dmy')).toEqual({ problem: 'notTime' });
  });
  it('a real time still reads', () => {
    expect(toOurDate('15/03/2027 23:59', 'dmy')).toEqual({ value: '2027-03-15T23:59' });
    expect(toOurDate('15/03/2027 00:00', 'dmy')).toEqual({ value: '2027-03-15T00:00' });
  });
  it('the words name the range and how 24:00 is written, in both languages', () => {
    expect(IMPORT_WORDS.en.noSuchTime).toContain('00:00 of the next day');
    expect(IMPORT_WORDS.en.noSuchTime).not.toContain('cannot read');
    expect(IMPORT_WORDS.vi.noSuchTime).toContain('00:00 của ngày hôm sau');
  });
});
