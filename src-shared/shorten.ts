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

/** The longest start of `text` of whole graphemes within `room` UTF-16 units (whole code points if even the first grapheme is longer, and `parts`). */
function wholeStart(text: string, room: number, parts = true): string {
  let out = '';
  for (const g of graphemes(text)) {
    if (out.length + g.length > room) {
      if (out !== '' || !parts) return out;
      let cp = '';
      for (const c of g) { if (cp.length + c.length > room) break; cp += c; }
      return cp;
    }
    out += g;
  }
  return out;
}

/**
 * w23csv: where the graphemes of a long text are certainly split at or before `room` — between two printable ASCII
 * characters no rule of UAX #29 joins (none is CR, LF, Extend, ZWJ, SpacingMark, Prepend or a regional indicator) —
 * so only the rest is segmented: segmenting 100,000 characters took seconds here. 0: none found near the end.
 */
function certainBreak(text: string, room: number): number {
  const ascii = (i: number): boolean => {
    const c = text.charCodeAt(i);
    return c >= 0x20 && c <= 0x7e;
  };
  for (let i = Math.min(room, text.length - 1); i > 0 && i > room - 1024; i--) if (ascii(i) && ascii(i - 1)) return i;
  return 0;
}

/**
 * A carried text's cap (a DTO's caption, an outcome's text as sent): at most `max` UTF-16 units like
 * `String.slice(0, max)`, but ending between graphemes and with no mark, for the screen to shorten again.
 */
export function cutWhole(text: string, max: number): string {
  if (!(max < text.length)) return text;
  const room = Math.max(0, max);
  const at = certainBreak(text, room);
  // After a certain break, the rest's first grapheme is never cut into code points: the text ends at the break.
  return text.slice(0, at) + wholeStart(text.slice(at), room - at, at === 0);
}

/** `text` as it is when it fits in `max` UTF-16 units; else its start, cut between graphemes, with "…". */
export function shorten(text: string, max: number): string {
  if (!(max < text.length)) return text;
  if (max < 1) return '';
  return `${wholeStart(text, max - ELLIPSIS.length).trimEnd()}${ELLIPSIS}`;
}
