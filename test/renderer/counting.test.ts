import { describe, expect, it } from 'vitest';
import { countChars, cutAt, type CountMethod } from '../../src-renderer/src/lib/counting';
import { CHANNELS, countChars as coreCount } from '../../src-main/hub/channels';
import { en } from '../../src-renderer/src/lib/i18n/en';
import { vi } from '../../src-renderer/src/lib/i18n/vi';
import { titleLooksLikeBody } from '../../src-renderer/src/lib/titleHint';

const SAMPLES = [
  '',
  'Hello world',
  'Xin chào các bạn! Tiếng Việt có dấu: ắ ặ ẫ ữ',
  'Family: 👨‍👩‍👧‍👦 and flags 🇻🇳🇯🇵, skin 👍🏽',
  '日本語のテキストと中文字符',
  'Read https://example.com/a/very/long/path?with=query and http://x.y',
  'e\u0301 combining, \u{1F600} emoji, tab\tnew\nline',
];
const METHODS: CountMethod[] = ['utf16', 'codepoints', 'graphemes', 'x-weighted'];

describe('one counting (src-shared/counting.ts) for the core and the renderer', () => {
  it('the renderer and the core count with the same function, on every sample and method', () => {
    for (const s of SAMPLES) for (const m of METHODS) expect(countChars(s, m), `${m}: ${s}`).toBe(coreCount(s, m));
  });
  it('counts the way each channel does', () => {
    expect(countChars('👨‍👩‍👧‍👦', 'graphemes')).toBe(1);
    expect(countChars('👨‍👩‍👧‍👦', 'utf16')).toBe(11);
    expect(countChars('日本', 'x-weighted')).toBe(4);
    expect(countChars('see https://example.com/' + 'x'.repeat(100), 'x-weighted')).toBe(4 + 23);
  });
  it('the core\'s ASCII shortcut for X counts as the full grapheme walk does (CR LF is one)', () => {
    const ascii = ['plain words', 'a\r\nb', '\r\n\r\n', 'tabs\tand\nnewlines\r', 'see https://example.com/x and more', ''];
    for (const s of ascii) expect(coreCount(s, 'x-weighted'), JSON.stringify(s)).toBe(countChars(s, 'x-weighted'));
    expect(coreCount('a\r\nb', 'x-weighted')).toBe(3);
    // One non-ASCII character takes the slow path for the whole text, with the same ASCII weights.
    expect(coreCount('a\r\nb 日', 'x-weighted')).toBe(4 + 2);
    expect(coreCount('ok 👍', 'x-weighted')).toBe(3 + 2);
  });
  it('cuts where the channel cuts, never inside a grapheme, and what is kept fits', () => {
    for (const s of SAMPLES) {
      for (const m of METHODS) {
        for (const max of [0, 1, 5, 12, 30]) {
          const { kept, cut } = cutAt(s, max, m);
          expect(kept + cut).toBe(s);
          expect(countChars(kept, m)).toBeLessThanOrEqual(max);
        }
      }
    }
    expect(cutAt('ab👨‍👩‍👧‍👦cd', 3, 'graphemes')).toEqual({ kept: 'ab👨‍👩‍👧‍👦', cut: 'cd' });
    expect(cutAt('ab👨‍👩‍👧‍👦cd', 5, 'utf16')).toEqual({ kept: 'ab', cut: '👨‍👩‍👧‍👦cd' });
  });
});

describe('title that looks like a body (rule 7)', () => {
  it('flags newlines, several sentences and length; leaves real titles alone', () => {
    expect(titleLooksLikeBody('Our new autumn menu')).toBeNull();
    expect(titleLooksLikeBody('')).toBeNull();
    expect(titleLooksLikeBody('Line one\nline two')).toBe('newlines');
    expect(titleLooksLikeBody('We opened a new shop today. Come and see us on Main Street!')).toBe('sentences');
    expect(titleLooksLikeBody('a'.repeat(121))).toBe('long');
  });
});

describe('what the counter tooltips say', () => {
  it('X weighs the Vietnamese letters the tooltip names 2 each, and the plainer ones 1 (both languages say so)', () => {
    for (const ch of ['ạ', 'ả', 'ẽ', 'ế', 'ộ', 'ữ']) expect([ch, countChars(ch, 'x-weighted')]).toEqual([ch, 2]);
    for (const ch of ['á', 'ă', 'â', 'ơ', 'ư', 'đ']) expect([ch, countChars(ch, 'x-weighted')]).toEqual([ch, 1]);
    for (const dict of [en, vi]) expect(dict.compose.countMethod['x-weighted']).toContain('ạ, ả, ẽ, ế, ộ, ữ');
  });

  it('every channel limit note has its words in the UI strings (the channel table shows them in the user language)', () => {
    const notes = en.channels.limitNote as Record<string, string>;
    for (const c of Object.values(CHANNELS)) if (c.captionLimit?.note) expect([c.key, notes[c.key]]).toEqual([c.key, c.captionLimit.note]);
  });
});
