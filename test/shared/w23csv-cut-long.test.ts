/**
 * w23csv (walk 20, 3): a team outcome now carries a sent caption whole, up to a draft's own bound (100,000
 * characters), through cutWhole. Segmenting that much text took seconds (the w10caption cap test: 22 s), so
 * cutWhole segments only what follows the last certain break before the cut. Its answer must stay the one a
 * grapheme-by-grapheme cut gives, at every length, for Vietnamese letters written with combining marks, emoji
 * families, flags and CR LF alike.
 */
import { describe, expect, it } from 'vitest';
import { cutWhole } from '../../src-shared/shorten';

const TEXT = 'Bánh chưng nhà làm 👩‍👩‍👧 gạo nếp, đậu xanh; 🇻🇳🇻🇳 e\u0301 x\r\ny '.repeat(12);
const GRAPHEMES = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(TEXT)].map((s) => s.segment);

/** The start of TEXT of whole graphemes within `max` UTF-16 units, one grapheme at a time. */
function byGraphemes(max: number): string {
  let out = '';
  for (const g of GRAPHEMES) {
    if (out.length + g.length > max) break;
    out += g;
  }
  return out;
}

describe('cutWhole on a long text', () => {
  it('gives the grapheme-by-grapheme cut at every length', () => {
    const wrong: number[] = [];
    for (let max = 1; max < TEXT.length; max++) {
      const want = byGraphemes(max);
      // A first grapheme longer than the room is cut into whole code points (shorten.ts): not compared here.
      if (want !== '' && cutWhole(TEXT, max) !== want) wrong.push(max);
    }
    expect(wrong).toEqual([]);
  });

  it('cuts a 100,050-character caption at 100,000, ending between graphemes', () => {
    const long = `${'Cà phê muối '.repeat(8_337)}👩‍👩‍👧`.slice(0, 100_050);
    const cut = cutWhole(long, 100_000);
    expect(cut.length).toBeLessThanOrEqual(100_000);
    expect(cut.length).toBeGreaterThan(99_990);
    expect(long.startsWith(cut)).toBe(true);
    expect(cutWhole(long, 200_000)).toBe(long);
  });
});
