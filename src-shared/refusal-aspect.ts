/**
 * w23insta (walk 20): what to say about a channel's aspect-ratio refusal, from the photos' real sizes
 * and the channel's real rule (photo-rules.ts). Before, the advice was one fixed sentence: "this
 * photo is taller or wider than 4:5 to 1.91:1 … 1080 × 1080 fits" — said of a 1080×1080 photo it
 * contradicted itself. Now:
 *
 * 1. A photo outside the range is named with its size and ratio, and whether it is taller or wider
 *    than the channel takes ("this photo is 1080×1920, 9:16: taller than Instagram takes").
 * 2. When every photo sent fits, the refusal was about something else: cropping is not advised, and
 *    the words the Hub answered with are quoted, saying who said them.
 * 3. Without a size (a photo sent as a link, or a send from before sizes were kept), neither is
 *    claimed: the range is given and the person is asked to check.
 *
 * Pure words; refusals.ts `adviseRefusal` uses them for a refusal its table reads as aspect_ratio.
 */
import { ownWords, type ErrorWords, type Lang } from './errors';
import { aspectOf, PHOTO_RULES } from './photo-rules';

export interface PhotoSize { width: number; height: number }

/** The width the examples are given at (Instagram's own examples are 1080 px wide). */
const EXAMPLE_WIDTH = 1080;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A width/height ratio as people write it: "4:5", "9:16", "1.91:1" ("1,91:1" in Vietnamese). */
export function ratioWords(ratio: number, lang: Lang, size?: PhotoSize): string {
  const dec = (n: number) => (lang === 'vi' ? String(n).replace('.', ',') : String(n));
  if (size && Number.isInteger(size.width) && Number.isInteger(size.height)) {
    const g = gcd(size.width, size.height);
    if (size.width / g <= 32 && size.height / g <= 32) return `${size.width / g}:${size.height / g}`;
  } else {
    for (let d = 1; d <= 32; d++) {
      const n = Math.round(ratio * d);
      if (n > 0 && n <= 32 && Math.abs(n / d - ratio) < 1e-9 && gcd(n, d) === 1) return `${n}:${d}`;
    }
  }
  return ratio >= 1 ? `${dec(Math.round(ratio * 100) / 100)}:1` : `1:${dec(Math.round((1 / ratio) * 100) / 100)}`;
}

/** A size at EXAMPLE_WIDTH that is inside the range at its edge (floor at the tall end, ceil at the wide end). */
const edge = (ratio: number, end: 'min' | 'max') => `${EXAMPLE_WIDTH}×${end === 'min' ? Math.floor(EXAMPLE_WIDTH / ratio) : Math.ceil(EXAMPLE_WIDTH / ratio)}`;
const sizeWords = (s: PhotoSize) => `${s.width}×${s.height}`;

interface Say {
  range: (label: string, min: string, minEx: string, max: string, maxEx: string) => string;
  photo: (n: number | null) => string;
  out: (photo: string, size: string, ratio: string, label: string, kind: 'too_tall' | 'too_wide') => string;
  crop: (photo: string, edgeRatio: string, edgeEx: string, kind: 'too_tall' | 'too_wide') => string;
  retry: (label: string) => string;
  fits: (range: string, list: string, many: boolean) => string;
  fitsTodo: (label: string) => string;
  unknown: (range: string, photos: string) => string;
  unknownTodo: (label: string, minEx: string, maxEx: string) => string;
}

const SAY: Readonly<Record<Lang, Say>> = {
  en: {
    range: (label, min, minEx, max, maxEx) => `${label} takes photos from ${min} (${minEx}) to ${max} (${maxEx})`,
    photo: (n) => (n === null ? 'this photo' : `photo ${n}`),
    out: (photo, size, ratio, label, kind) => `${photo} is ${size}, ${ratio}: ${kind === 'too_tall' ? 'taller' : 'wider'} than ${label} takes`,
    crop: (photo, r, ex, kind) => `crop ${photo} to ${r} or ${kind === 'too_tall' ? 'wider' : 'narrower'} (${ex} fits)`,
    retry: (label) => `, then retry ${label} alone.`,
    fits: (range, list, many) => `${range}, and ${many ? `every photo sent fits (${list})` : `this photo fits (${list})`}: the refusal was about something else.`,
    fitsTodo: (label) => `Cropping will not help. Retry ${label} alone; if the Hub answers the same again, contact the Hub’s support with the code in Details.`,
    unknown: (range, photos) => `${range}. Postroom does not know the size of ${photos} (sent as a link, or sent before sizes were kept), so it cannot say whether it is taller or wider than that.`,
    unknownTodo: (label, minEx, maxEx) => `Check the photo’s width and height: crop it into that range (${minEx} and ${maxEx} both fit), then retry ${label} alone.`,
  },
  vi: {
    range: (label, min, minEx, max, maxEx) => `${label} nhận ảnh có tỷ lệ từ ${min} (${minEx}) đến ${max} (${maxEx})`,
    photo: (n) => (n === null ? 'ảnh này' : `ảnh ${n}`),
    out: (photo, size, ratio, label, kind) => `${photo} có kích thước ${size}, tỷ lệ ${ratio}: ${kind === 'too_tall' ? 'cao' : 'rộng'} hơn mức ${label} nhận`,
    crop: (photo, r, ex, kind) => `cắt ${photo} về tỷ lệ ${r} hoặc ${kind === 'too_tall' ? 'rộng' : 'hẹp'} hơn (${ex} là vừa)`,
    retry: (label) => `, rồi thử lại riêng ${label}.`,
    fits: (range, list, many) => `${range}, và ${many ? `mọi ảnh đã gửi đều nằm trong khoảng đó (${list})` : `ảnh này nằm trong khoảng đó (${list})`}: lần từ chối này là vì lý do khác.`,
    fitsTodo: (label) => `Cắt ảnh sẽ không giúp được. Thử lại riêng ${label}; nếu Hub vẫn trả lời như vậy, hãy liên hệ bộ phận hỗ trợ của Hub kèm mã trong phần Chi tiết.`,
    unknown: (range, photos) => `${range}. Postroom không biết kích thước của ${photos} (gửi dạng liên kết, hoặc gửi từ trước khi kích thước được lưu), nên không thể nói ảnh cao hơn hay rộng hơn mức đó.`,
    unknownTodo: (label, minEx, maxEx) => `Kiểm tra chiều rộng và chiều cao của ảnh: cắt ảnh vào khoảng tỷ lệ đó (${minEx} hay ${maxEx} đều vừa), rồi thử lại riêng ${label}.`,
  },
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "this photo" (the post's only one) or "photo 2" (its place), in `lang`: the one naming of a sent photo (refusal-photos.ts too). */
export const photoName = (n: number | null, lang: Lang): string => SAY[lang].photo(n);

/**
 * " Instagram’s own words (through the Hub): “…”" (with its leading space), or '' without words: the refusal quoted as
 * the channel's, passed on by the Hub (h-words: it read "The Hub said", and in Vietnamese its English as if ours).
 */
export const channelSaid = (words: string | null, label: string, lang: Lang): string => (words && words.trim() ? ` ${ownWords({ channel: label }, words.trim(), lang)}` : '');

/**
 * The advice on an aspect-ratio refusal by `channel` (shown as `label`) of a post with these photos
 * (in post order; null: a photo whose size is not known; null or []: none known). `words`: what the
 * Hub answered for the channel. Null when the channel has no aspect rule on file (the table row's
 * own words stand).
 */
export function aspectAdvice(channel: string, label: string, photos: readonly (PhotoSize | null)[] | null | undefined, words: string | null, lang: Lang): ErrorWords | null {
  const rule = PHOTO_RULES[channel]?.aspect ?? null;
  if (!rule) return null;
  const s = SAY[lang];
  const minR = ratioWords(rule.min, lang);
  const maxR = ratioWords(rule.max, lang);
  const minEx = edge(rule.min, 'min');
  const maxEx = edge(rule.max, 'max');
  const range = s.range(label, minR, minEx, maxR, maxEx);
  const said = channelSaid(words, label, lang);
  const list = photos ?? [];
  const one = list.length === 1;
  const judged = list.map((size, i) => ({ size, name: s.photo(one ? null : i + 1), fit: aspectOf(channel, size) }));
  const out = judged.filter((p): p is typeof p & { size: PhotoSize; fit: 'too_tall' | 'too_wide' } => p.fit === 'too_tall' || p.fit === 'too_wide');
  if (out.length > 0) {
    const items = out.map((p) => s.out(p.name, sizeWords(p.size), ratioWords(p.size.width / p.size.height, lang, p.size), label, p.fit));
    const crops = out.map((p) => (p.fit === 'too_tall' ? s.crop(p.name, minR, minEx, p.fit) : s.crop(p.name, maxR, maxEx, p.fit)));
    return { meaning: `${range}; ${items.join('; ')}.`, todo: `${capital(crops.join('; '))}${s.retry(label)}` };
  }
  const unknown = judged.filter((p) => p.fit === 'unknown');
  if (list.length === 0 || unknown.length > 0) {
    const names = list.length === 0 ? s.photo(null) : unknown.map((p) => p.name).join(', ');
    return { meaning: `${s.unknown(range, names)}${said}`, todo: s.unknownTodo(label, minEx, maxEx) };
  }
  const fitList = judged.map((p) => `${one ? '' : `${p.name}: `}${sizeWords(p.size!)}, ${ratioWords(p.size!.width / p.size!.height, lang, p.size!)}`).join('; ');
  return { meaning: `${s.fits(range, fitList, !one)}${said}`, todo: s.fitsTodo(label) };
}
