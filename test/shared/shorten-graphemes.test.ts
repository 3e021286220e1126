import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLine, shorten } from '../../src-shared';

/** A lone half of a surrogate pair: what the Send tab showed as "�" (walk 16, finding 1). */
const lone = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/u;
const loneUnits = (s: string): boolean => /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);

describe('w17trunc: a caption is shortened between graphemes, with an ellipsis', () => {
  it('the walk\'s caption: the 🌸 at the cut is left out whole, never half a pair', () => {
    const caption = 'Bộ sưu tập Tết 2027: áo dài lụa tơ tằm 🌸 mới về';
    for (const max of [38, 39, 40, 41, 42]) {
      const out = shorten(caption, max);
      expect(loneUnits(out), `max ${max}: ${JSON.stringify(out)}`).toBe(false);
      expect(out.length).toBeLessThanOrEqual(max);
      expect(out.endsWith('…')).toBe(true);
    }
    expect(shorten(caption, 41)).toBe('Bộ sưu tập Tết 2027: áo dài lụa tơ tằm…');
    expect(shorten(caption, 42)).toBe('Bộ sưu tập Tết 2027: áo dài lụa tơ tằm 🌸…');
    expect(firstLine(`${caption}\nsecond`, 40)).toBe('Bộ sưu tập Tết 2027: áo dài lụa tơ tằm…');
    expect(lone.test('x')).toBe(false);
  });

  it('a skin-toned emoji, a ZWJ family and a flag stay whole or go whole', () => {
    const family = '👨‍👩‍👧‍👦'; // 11 UTF-16 units, one grapheme
    const wave = '👋🏽';
    const flag = '🇻🇳';
    for (const s of [`ab${family}cd`, `ab${wave}cd`, `ab${flag}cd`]) {
      for (let max = 1; max < s.length; max += 1) {
        const out = shorten(s, max);
        const kept = out.slice(0, -1);
        expect(s.startsWith(kept), `${JSON.stringify(s)} at ${max}: ${JSON.stringify(out)}`).toBe(true);
        expect([...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(s)].some((g) => g.index === kept.length) || kept.length === 0).toBe(true);
        expect(out.length).toBeLessThanOrEqual(max);
      }
    }
    expect(shorten(`ab${family}cd`, 8)).toBe('ab…');
    expect(shorten(`ab${family}cd`, 14)).toBe(`ab${family}…`);
    expect(shorten(`ab${flag}cd`, 5)).toBe('ab…');
    expect(shorten(`ab${flag}cd`, 7)).toBe(`ab${flag}…`);
  });

  it('Vietnamese written with combining marks (NFD) keeps each letter with its marks', () => {
    const nfd = 'Tết Nguyên Đán'.normalize('NFD'); // "ế" is e + U+0302 + U+0301
    expect(nfd.length).toBeGreaterThan('Tết Nguyên Đán'.length);
    const out = shorten(nfd, 4); // "T", "e", U+0302 would fit a plain slice of 3
    expect(out).toBe(`T…`);
    expect(shorten(nfd, 5)).toBe(`${'Tế'.normalize('NFD')}…`);
    expect(shorten(nfd, nfd.length)).toBe(nfd);
  });

  it('text that fits is untouched; Infinity never cuts', () => {
    expect(shorten('short', 10)).toBe('short');
    expect(shorten('x'.repeat(300), Infinity)).toHaveLength(300);
    expect(firstLine('x'.repeat(300))).toHaveLength(140);
    expect(firstLine('abcdef', 3)).toBe('ab…');
  });

  it('no display code shortens a caption with its own slice and "…" any more (one function)', () => {
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const name of readdirSync(dir)) {
        const p = join(dir, name);
        if (statSync(p).isDirectory()) { if (name !== 'i18n' && name !== 'node_modules') walk(p); } else if (/\.(ts|svelte)$/.test(name)) files.push(p);
      }
    };
    for (const d of ['src-main', 'src-shared', 'src-renderer/src']) walk(d);
    const own = files.flatMap((f) => readFileSync(f, 'utf8').split('\n').map((line, i) => ({ f, i: i + 1, line })))
      .filter(({ line }) => (/\.slice\(0, [^)]*\)\}?…/.test(line) && /caption|title|comment|line/i.test(line))
        || /([cC]aption|[tT]itle|[cC]omment)[^,;]{0,30}\.slice\(0, ?(\d+|[A-Z_]+|max|chars)\)/.test(line));
    expect(own.map(({ f, i }) => `${f}:${i}`)).toEqual([]);
  });
});
