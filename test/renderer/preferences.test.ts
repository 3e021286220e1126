import { describe, expect, it } from 'vitest';
import { parseLocale, parseTheme, resolveTheme } from '../../src-renderer/src/lib/preferences';
import { en } from '../../src-renderer/src/lib/i18n/en';
import { vi } from '../../src-renderer/src/lib/i18n/vi';

describe('preferences', () => {
  it('reads only known theme choices', () => {
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('purple')).toBe('system');
    expect(parseTheme(null)).toBe('system');
  });
  it('follows the OS only when the choice is system', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
  it('prefers the stored language, then the browser languages, then English', () => {
    expect(parseLocale('vi', ['en-US'])).toBe('vi');
    expect(parseLocale(null, ['fr-FR', 'vi-VN'])).toBe('vi');
    expect(parseLocale('xx', ['de'])).toBe('en');
  });
});

describe('UI strings', () => {
  const leaves = (o: object, prefix = ''): Array<[string, string]> =>
    Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : leaves(v as object, `${prefix}${k}.`)));
  it('Vietnamese has every English key, none empty, with the same {placeholders}', () => {
    const viMap = new Map(leaves(vi));
    for (const [k, text] of leaves(en)) {
      const v = viMap.get(k);
      expect(v, k).toBeTruthy();
      const names = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();
      expect(names(v ?? ''), k).toEqual(names(text));
    }
    expect(viMap.size).toBe(leaves(en).length);
  });
});
