/**
 * Character counting as each channel counts: the one copy, read by the core (preflight, the
 * sandbox's limits) and by the renderer (the composer's counters and previews). Pure; no Node,
 * no DOM (Intl is the language's own).
 */

/** How a channel counts characters. */
export type CountMethod =
  | 'utf16' // JavaScript string length (most web APIs)
  | 'codepoints' // Unicode code points
  | 'graphemes' // user-perceived characters (Bluesky)
  | 'x-weighted'; // X's weighted count: CJK and emoji weigh 2, any URL weighs 23

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const URL_RE = /https?:\/\/[^\s]+/gu;

/** X's weight-1 ranges (twitter-text v3 config); every other code point weighs 2, a URL 23. */
const X_LIGHT: ReadonlyArray<readonly [number, number]> = [
  [0, 4351], [8192, 8205], [8208, 8223], [8242, 8247],
];
const X_URL_WEIGHT = 23;

/** Nothing above U+007F (the control characters included: each is one grapheme of weight 1). */
const NON_ASCII_RE = /[^\0-\u007f]/u;
const CRLF_RE = /\r\n/g;
const NON_ASCII_ALL_RE = /[^\0-\u007f]/g;

/** One grapheme's weight for X. */
function xWeight(segment: string): number {
  const cp = segment.codePointAt(0) ?? 0;
  if (segment.length === 1 && cp < 0x80) return 1;
  const isEmoji = /\p{Extended_Pictographic}/u.test(segment);
  return !isEmoji && X_LIGHT.some(([a, b]) => cp >= a && cp <= b) ? 1 : 2;
}

function xWeighted(text: string): number {
  let total = 0;
  const withoutUrls = text.replace(URL_RE, () => {
    total += X_URL_WEIGHT;
    return '';
  });
  // ASCII weighs 1 a grapheme (CR LF is one grapheme): no segmenting needed.
  if (!NON_ASCII_RE.test(withoutUrls)) return total + withoutUrls.length - (withoutUrls.match(CRLF_RE)?.length ?? 0);
  for (const { segment } of graphemes.segment(withoutUrls)) total += xWeight(segment);
  return total;
}

/** Counts `text` the way a channel does. */
export function countChars(text: string, method: CountMethod): number {
  switch (method) {
    case 'utf16':
      return text.length;
    case 'codepoints':
      return [...text].length;
    case 'graphemes': {
      let n = 0;
      for (const _ of graphemes.segment(text)) n++;
      return n;
    }
    case 'x-weighted':
      return xWeighted(text);
  }
}

/**
 * h-uicall (session 30): whether `text` counts at most `max` the way a channel counts — `countChars(text, method) <= max`,
 * without segmenting the text when a bound already says so (a campaign's status checks every post's caption on every
 * channel: segmenting 2,000 Vietnamese captions was a fifth of it). Code points and graphemes are at most the UTF-16
 * length (each is one unit or more). X's weight is not (CJK and emoji weigh 2, a URL 23): a grapheme weighs 2 only when it
 * holds a unit above U+007F (an ASCII one, CR LF too, weighs 1), so the text without its URLs weighs at most its length
 * plus those units, and each URL 23.
 */
export function countsAtMost(text: string, method: CountMethod, max: number): boolean {
  if (method === 'utf16') return text.length <= max;
  if (method !== 'x-weighted') return text.length <= max || countChars(text, method) <= max;
  let urls = 0;
  const rest = text.replace(URL_RE, () => {
    urls += X_URL_WEIGHT;
    return '';
  });
  const wide = rest.match(NON_ASCII_ALL_RE)?.length ?? 0;
  return urls + rest.length + wide <= max || countChars(text, method) <= max;
}

/**
 * Splits `text` where a channel with `max` would cut it: `kept` fits, `cut` is what
 * would not. Cuts between graphemes (never inside an emoji or a combined letter);
 * for X a URL is one unit of 23.
 */
export function cutAt(text: string, max: number, method: CountMethod): { kept: string; cut: string } {
  if (countChars(text, method) <= max) return { kept: text, cut: '' };
  // Walk units: URLs (X only) or graphemes, each with its weight under `method`.
  const units: Array<{ s: string; w: number }> = [];
  const pushGraphemes = (s: string) => {
    for (const { segment } of graphemes.segment(s)) {
      const w = method === 'x-weighted' ? xWeight(segment) : method === 'utf16' ? segment.length : method === 'codepoints' ? [...segment].length : 1;
      units.push({ s: segment, w });
    }
  };
  if (method === 'x-weighted') {
    let last = 0;
    for (const m of text.matchAll(URL_RE)) {
      pushGraphemes(text.slice(last, m.index));
      units.push({ s: m[0], w: X_URL_WEIGHT });
      last = m.index + m[0].length;
    }
    pushGraphemes(text.slice(last));
  } else {
    pushGraphemes(text);
  }
  let used = 0;
  let kept = '';
  for (const u of units) {
    if (used + u.w > max) break;
    used += u.w;
    kept += u.s;
  }
  return { kept, cut: text.slice(kept.length) };
}
