/**
 * w17trunc (walk 16, finding 1): the ONE way a caption, title or comment is shortened for a line or a list
 * (the Send tab's held-back list, the dry run, review lines, toasts, the Outbox, the CLI…). It cuts on a
 * grapheme boundary (Intl.Segmenter): an emoji with its skin tone, a ZWJ family, a flag or a Vietnamese
 * letter written with combining marks (NFD) stays whole — never half a surrogate pair shown as "�".
 * `max` counts UTF-16 units, the ellipsis included, so the result stays as small as a plain slice would.
 */
const ELLIPSIS = '…';

type Segments = Iterable<{ segment: string }>;
const segmenter: { segment(s: string): Segments } | null =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** The graphemes of `text` (code points where the runtime has no Segmenter: still never half a pair). */
const graphemes = (text: string): Iterable<string> =>
  segmenter ? (function* () { for (const s of segmenter.segment(text)) yield s.segment; })() : text;

/** The longest start of `text` of whole graphemes within `room` UTF-16 units (whole code points if even the first grapheme is longer). */
function wholeStart(text: string, room: number): string {
  let out = '';
  for (const g of graphemes(text)) {
    if (out.length + g.length > room) {
      if (out !== '') return out;
      let cp = '';
      for (const c of g) { if (cp.length + c.length > room) break; cp += c; }
      return cp;
    }
    out += g;
  }
  return out;
}

/**
 * A carried text's cap (a DTO's caption, an outcome's text as sent): at most `max` UTF-16 units like
 * `String.slice(0, max)`, but ending between graphemes and with no mark, for the screen to shorten again.
 */
export const cutWhole = (text: string, max: number): string => (max < text.length ? wholeStart(text, Math.max(0, max)) : text);

/** `text` as it is when it fits in `max` UTF-16 units; else its start, cut between graphemes, with "…". */
export function shorten(text: string, max: number): string {
  if (!(max < text.length)) return text;
  if (max < 1) return '';
  return `${wholeStart(text, max - ELLIPSIS.length).trimEnd()}${ELLIPSIS}`;
}
