/**
 * Vietnamese has one plural form ('other'): an ICU `one {…}` branch never matches in vi, so a
 * count of 1 read "trên cả 1 kênh" ("on all of 1 channel"). Exact matches (`=1 {…}`) do.
 */
import { format, locale } from 'svelte-i18n';
import { get } from 'svelte/store';
import { beforeAll, describe, expect, it } from 'vitest';
import { vi } from '../../src-renderer/src/lib/i18n/vi';
import { loadWords } from './helpers';

/** Every string of a catalog, with its dotted key. */
function strings(o: object, prefix = ''): Array<[string, string]> {
  return Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : strings(v as object, `${prefix}${k}.`)));
}

beforeAll(() => loadWords('vi'));

describe('Vietnamese plurals', () => {
  it('no Vietnamese string has a `one {…}` branch (it would never be chosen)', () => {
    expect(strings(vi).filter(([, s]) => /\bone \{/.test(s)).map(([k]) => k)).toEqual([]);
  });
  it('a post published on its one channel reads as such, in both languages', () => {
    locale.set('vi');
    expect(get(format)('outcome.published', { values: { m: 1 } })).toBe('Đã đăng trên kênh của bài.');
    expect(get(format)('outcome.published', { values: { m: 3 } })).toBe('Đã đăng trên cả 3 kênh.');
    locale.set('en');
    expect(get(format)('outcome.published', { values: { m: 1 } })).toBe('Published on its channel.');
  });
  it('a post published on its two channels says "both", never "all 2"', () => {
    locale.set('en');
    expect(get(format)('outcome.published', { values: { m: 2 } })).toBe('Published on both channels.');
    expect(get(format)('outcome.published', { values: { m: 3 } })).toBe('Published on all 3 channels.');
    locale.set('vi');
    expect(get(format)('outcome.published', { values: { m: 2 } })).toBe('Đã đăng trên cả hai kênh.');
    locale.set('en');
  });
});
