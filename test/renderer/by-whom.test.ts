/**
 * bywhom (walk 3b): when the core cannot tell which member's call the Hub ran (`by.among`), every
 * screen's byline names them all ("Lan or Bảo"), in English and Vietnamese, instead of one guess.
 */
import { describe, expect, it } from 'vitest';
import { senderName, sentByLine } from '../../src-renderer/src/lib/postState';
import { en } from '../../src-renderer/src/lib/i18n/en';
import { vi } from '../../src-renderer/src/lib/i18n/vi';

type Catalog = Record<string, unknown>;
/** A tiny `$_` over a catalog: dotted key, `{name}` values (enough for these lines). */
const tOf = (catalog: Catalog) => (key: string, opts?: { values?: Record<string, string | number> }): string => {
  const text = key.split('.').reduce<unknown>((o, k) => (o as Catalog | undefined)?.[k], catalog);
  if (typeof text !== 'string') throw new Error(`no message ${key}`);
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(opts?.values?.[k] ?? `{${k}}`));
};

describe('who sent a team post, when it is not known which of them', () => {
  const among = { memberId: '', name: 'Bảo or Lan', at: 0, among: ['Bảo', 'Lan'] };
  it('names every member who may have sent it, in each language', () => {
    expect(senderName(among, tOf(en as Catalog))).toBe('Bảo or Lan');
    expect(senderName(among, tOf(vi as Catalog))).toBe('Bảo hoặc Lan');
    expect(senderName({ ...among, among: ['An', 'Bảo', 'Lan'] }, tOf(en as Catalog))).toBe('An, Bảo or Lan');
    expect(sentByLine({ state: 'published', by: among }, tOf(vi as Catalog), () => '10:32')).toBe('Đã đăng bởi Bảo hoặc Lan · 10:32');
  });
  it('one known sender is just their name', () => {
    expect(senderName({ memberId: 'Lan', name: 'Lan', at: 0 }, tOf(vi as Catalog))).toBe('Lan');
  });
});
