/**
 * h-uicall (session 30): countsAtMost answers exactly `countChars(text, method) <= max` for every method, the bound it
 * reads first never saying "fits" of a text that does not: texts of Vietnamese (precomposed and combining marks), CJK,
 * emoji (ZWJ sequences, flags, © ‼), CR LF, URLs, and every max around each text's count.
 */
import { describe, expect, it } from 'vitest';
import { countChars, countsAtMost, type CountMethod } from '../../src-shared/counting';

const PIECES = ['a', 'Z', ' ', '\r\n', '\n', 'ạ', 'ế', 'e\u0301', 'Đ', '中', '文', '😀', '👩‍💻', '🇻🇳', '©', '‼', '\u1100', '\u2000', 'https://x.co/abc', 'http://a', ' https://cdn.example.com/ảnh.jpg ', '#caphe', '…', '\u{1F3FD}'];
const METHODS: CountMethod[] = ['utf16', 'codepoints', 'graphemes', 'x-weighted'];

/** A fixed pseudo-random sequence (mulberry32), so a failure names the same texts again. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('countsAtMost is countChars <= max, bound or not', () => {
  const r = rng(30);
  const texts = ['', 'plain ascii caption', 'Cà phê sữa đá ☕ https://caphe.vn/menu #caphe', '中文字幕 👩‍💻👩‍💻 🇻🇳', 'e\u0301'.repeat(40)];
  for (let i = 0; i < 400; i++) texts.push(Array.from({ length: 1 + Math.floor(r() * 60) }, () => PIECES[Math.floor(r() * PIECES.length)]).join(''));
  it.each(METHODS)('%s', (method) => {
    for (const t of texts) {
      const n = countChars(t, method);
      for (const max of [0, n - 2, n - 1, n, n + 1, n + 23, t.length, t.length * 2, 280, 300, 2200]) {
        if (max < 0) continue;
        expect(countsAtMost(t, method, max), `${JSON.stringify(t)} ${method} ${max} (count ${n})`).toBe(n <= max);
      }
    }
  });
});
