/**
 * w28errors (walk 24): a refusal about the photos is said from what this computer knows of the photos it
 * sent — their type, bytes and count, and whether they went as files — never against it. The walk saw
 * Instagram's "Media upload has failed with error code 2207026." explained as "save the photo as a JPEG"
 * of a photo that WAS a JPEG; retried unchanged, it published. Now, for a row of the refusal table whose
 * kind the photos speak to (aspect ratios are refusal-aspect.ts's):
 *
 * 1. A photo that breaks the channel's rule (PHOTO_RULES: formats, bytes, count) is named with what is
 *    known of it ("Postroom sent photo 2 as a PNG"), and only it is to be changed.
 * 2. When every photo is known and keeps the rule, the rule was not the cause: the channel's refusal is
 *    said as the Hub passed it on (its code, its words quoted), changing the photo is not advised, and
 *    the retry comes first (such refusals are often temporary), the Hub's support only if it comes back.
 * 3. When something is not known (a photo sent as a link, a send journaled before types were kept), a
 *    format refusal says both cases; the others keep their row's own words (null here).
 *
 * Who said what: the channel's refusal reaches us through the Hub ("Instagram’s own words (through the Hub): …"); what was sent is
 * this computer's ("Postroom sent …"). Pure words, read by refusals.ts `adviseRefusal`.
 */
import type { ErrorWords, Lang } from './errors';
import { PHOTO_RULES, type PhotoRule } from './photo-rules';
import { channelSaid, photoName, type PhotoSize } from './refusal-aspect';
import { sizeBesideWords, sizeWords } from './size-words';

/** What is known of one photo as it was sent (JobDto.photoSizes): its size, and since w28errors its type and bytes. */
export interface SentPhoto extends PhotoSize {
  /** The MIME type sent (`image/jpeg`). */
  type?: string | null;
  bytes?: number | null;
}

export type PhotoKind = 'media_format' | 'media_size' | 'photo_count' | 'media_link';

type Format = PhotoRule['formats'][number];
const FORMAT_NAME: Readonly<Record<Format, string>> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP' };

/** The format a MIME type names (image/jpg too), or null for one no channel rule lists. */
function formatOf(type: string | null | undefined): Format | null {
  const sub = /^image\/([\w.+-]+)$/i.exec(type ?? '')?.[1]?.toLowerCase();
  return sub === 'jpeg' || sub === 'jpg' ? 'jpeg' : sub === 'png' || sub === 'webp' ? sub : null;
}
const typeName = (type: string): string => {
  const f = formatOf(type);
  return f ? FORMAT_NAME[f] : (type.split('/')[1] ?? type).toUpperCase();
};
const mb = sizeWords;
const aEn = (word: string) => `a${/^[AEIOU]/.test(word) ? 'n' : ''} ${word}`;
const sizeOf = (p: SentPhoto) => `${p.width}×${p.height}`;

interface Say {
  or: string;
  and: string;
  /** A type as one photo is said to be sent "as": "a JPEG", "an …" (English), the name alone (Vietnamese). */
  a: (type: string) => string;
  refused: (label: string, code: string | null) => string;
  formats: (label: string, list: string) => string;
  sentAs: (photo: string, type: string) => string;
  saveAs: (photos: string, many: boolean, format: string, label: string) => string;
  formatFits: (photo: string | null, detail: string, label: string) => string;
  formatTodo: (label: string, many: boolean, code: string | null) => string;
  formatUnknown: (photos: string) => string;
  formatUnknownTodo: (photos: string, format: string, label: string) => string;
  bytesCap: (label: string, cap: string) => string;
  sentAt: (photo: string, size: string) => string;
  smaller: (photos: string, cap: string, label: string) => string;
  bytesFit: (photo: string | null, list: string) => string;
  notHelp: Readonly<Record<'media_size' | 'photo_count' | 'media_link', string>>;
  again: (label: string) => string;
  countCap: (label: string, max: number) => string;
  countOver: (sent: number) => string;
  countFits: (sent: number) => string;
  keep: (label: string, max: number) => string;
  files: (label: string, many: boolean) => string;
}

const SAY: Readonly<Record<Lang, Say>> = {
  en: {
    or: ' or ',
    and: ' and ',
    refused: (label, code) => `${label} refused the upload${code ? ` (code ${code})` : ''}.`,
    formats: (label, list) => `${label} takes photos as ${list}`,
    a: (type) => aEn(type),
    sentAs: (photo, type) => `${photo} as ${aEn(type)}`,
    saveAs: (photos, many, format, label) => `Save ${photos} as ${many ? `${format}s` : aEn(format)}, replace ${many ? 'them' : 'it'} in the draft, then retry ${label} alone.`,
    formatFits: (photo, detail, label) => photo
      ? `Postroom sent ${photo} as ${detail}, a format ${label} takes, so its format was not the cause; such a refusal is often temporary.`
      : `Postroom sent every photo in a format ${label} takes (${detail}), so their format was not the cause; such a refusal is often temporary.`,
    formatTodo: (label, many, code) => `Retry ${label} alone with the ${many ? 'photos' : 'photo'} unchanged. Only if it fails again with the same ${code ? 'code' : 'answer'}, contact the Hub’s support with the code in Details.`,
    formatUnknown: (photos) => `Postroom does not know the format of ${photos} (sent as a link, or sent before formats were kept).`,
    formatUnknownTodo: (photos, format, label) => `If ${photos} is not ${aEn(format)}, save it as one, replace it in the draft and retry ${label} alone; if it is, retry ${label} unchanged: such a refusal is often temporary.`,
    bytesCap: (label, cap) => `${label} takes photos of at most ${cap} each`,
    sentAt: (photo, size) => `${photo} at ${size}`,
    smaller: (photos, cap, label) => `Use a smaller version of ${photos} (at most ${cap}), then retry ${label} alone.`,
    bytesFit: (photo, list) => (photo ? `Postroom sent ${photo} at ${list}: its size was not the cause.` : `Postroom sent every photo under that (${list}): their size was not the cause.`),
    notHelp: { media_size: 'A smaller photo will not help.', photo_count: 'Removing photos will not help.', media_link: 'There is no link of yours to fix.' },
    again: (label) => ` Retry ${label} alone; if the Hub answers the same again, contact the Hub’s support with the code in Details.`,
    countCap: (label, max) => `${label} takes at most ${max} ${max === 1 ? 'photo' : 'photos'} in one post`,
    countOver: (sent) => `Postroom sent ${sent}.`,
    countFits: (sent) => `Postroom sent ${sent}: the number of photos was not the cause.`,
    keep: (label, max) => `Keep ${max} ${max === 1 ? 'photo' : 'photos'} for ${label} (or post the rest separately), then retry ${label} alone.`,
    files: (label, many) => `${label} could not fetch ${many ? 'the photos, which Postroom sent to the Hub as files' : 'this photo, which Postroom sent to the Hub as a file'}, not as a link.`,
  },
  vi: {
    or: ' hoặc ',
    and: ' và ',
    refused: (label, code) => `${label} đã từ chối tệp tải lên${code ? ` (mã ${code})` : ''}.`,
    formats: (label, list) => `${label} nhận ảnh dạng ${list}`,
    a: (type) => type,
    sentAs: (photo, type) => `${photo} dạng ${type}`,
    saveAs: (photos, many, format, label) => `Lưu ${photos} dạng ${format}, thay ${many ? 'các ảnh đó' : 'ảnh đó'} trong bản nháp, rồi thử lại riêng ${label}.`,
    formatFits: (photo, detail, label) => photo
      ? `Postroom đã gửi ${photo} dạng ${detail}, định dạng ${label} nhận, nên định dạng không phải nguyên nhân; lần từ chối như vậy thường chỉ là tạm thời.`
      : `Postroom đã gửi mọi ảnh ở định dạng ${label} nhận (${detail}), nên định dạng không phải nguyên nhân; lần từ chối như vậy thường chỉ là tạm thời.`,
    formatTodo: (label, many, code) => `Thử lại riêng ${label}, giữ nguyên ${many ? 'các ảnh' : 'ảnh'}. Chỉ khi vẫn lỗi với cùng ${code ? 'mã' : 'câu trả lời'} đó, hãy liên hệ bộ phận hỗ trợ của Hub kèm mã trong phần Chi tiết.`,
    formatUnknown: (photos) => `Postroom không biết định dạng của ${photos} (gửi dạng liên kết, hoặc gửi từ trước khi định dạng được lưu).`,
    formatUnknownTodo: (photos, format, label) => `Nếu ${photos} không phải ${format}, hãy lưu lại dạng ${format}, thay trong bản nháp rồi thử lại riêng ${label}; nếu đã là ${format}, hãy thử lại nguyên như cũ: lần từ chối như vậy thường chỉ là tạm thời.`,
    bytesCap: (label, cap) => `${label} chỉ nhận ảnh tối đa ${cap} mỗi ảnh`,
    sentAt: (photo, size) => `${photo} nặng ${size}`,
    smaller: (photos, cap, label) => `Dùng bản nhỏ hơn của ${photos} (tối đa ${cap}), rồi thử lại riêng ${label}.`,
    bytesFit: (photo, list) => (photo ? `Postroom đã gửi ${photo} nặng ${list}: kích thước không phải nguyên nhân.` : `Postroom đã gửi mọi ảnh dưới mức đó (${list}): kích thước không phải nguyên nhân.`),
    notHelp: { media_size: 'Ảnh nhỏ hơn sẽ không giúp được.', photo_count: 'Giảm số ảnh sẽ không giúp được.', media_link: 'Không có liên kết nào của bạn cần sửa.' },
    again: (label) => ` Thử lại riêng ${label}; nếu Hub vẫn trả lời như vậy, hãy liên hệ bộ phận hỗ trợ của Hub kèm mã trong phần Chi tiết.`,
    countCap: (label, max) => `${label} chỉ nhận tối đa ${max} ảnh trong một bài`,
    countOver: (sent) => `Postroom đã gửi ${sent} ảnh.`,
    countFits: (sent) => `Postroom đã gửi ${sent} ảnh: số ảnh không phải nguyên nhân.`,
    keep: (label, max) => `Giữ ${max} ảnh cho ${label} (hoặc đăng các ảnh còn lại thành bài khác), rồi thử lại riêng ${label}.`,
    files: (label, many) => `${label} không tải được ${many ? 'các ảnh, những ảnh Postroom đã gửi cho Hub dạng tệp' : 'ảnh này, ảnh mà Postroom đã gửi cho Hub dạng tệp'}, không phải dạng liên kết.`,
  },
};

const list = (items: readonly string[], joiner: string) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')}${joiner}${items[items.length - 1]}`);

/**
 * The advice on a refusal of `kind` by `channel` (shown as `label`) of a post whose photos were sent as
 * `photos` (post order; null: a photo nothing is known of, e.g. a link; null or undefined: not known at
 * all). `code` and `words`: the channel's refusal as the Hub passed it on. Null: the row's own words stand.
 */
export function photoAdvice(kind: PhotoKind, channel: string, label: string, sent: readonly (SentPhoto | null)[] | null | undefined, refusal: { code: string | null; words: string | null }, lang: Lang): ErrorWords | null {
  const rule = PHOTO_RULES[channel];
  // Nothing known of the photos: a format refusal still says both cases (its row's "save it as a JPEG" may be false).
  const photos = sent ?? (kind === 'media_format' ? [null] : null);
  if (!rule || !photos) return null;
  const s = SAY[lang];
  const one = photos.length === 1;
  const named = photos.map((p, i) => ({ p, name: photoName(one ? null : i + 1, lang) }));
  const said = channelSaid(refusal.words, label, lang);
  const again = (what: keyof Say['notHelp']) => `${s.notHelp[what]}${s.again(label)}`;
  switch (kind) {
    case 'media_format': {
      if (photos.length === 0 || rule.formats.length === 0) return null;
      const head = `${s.refused(label, refusal.code?.trim() || null)}${said}`;
      const takes = s.formats(label, list(rule.formats.map((f) => FORMAT_NAME[f]), s.or));
      const target = FORMAT_NAME[rule.formats[0] as Format];
      const bad = named.filter(({ p }) => p?.type && !rule.formats.includes(formatOf(p.type) as Format));
      if (bad.length > 0) {
        return {
          meaning: `${head} ${takes}; ${lang === 'vi' ? 'Postroom đã gửi' : 'Postroom sent'} ${list(bad.map(({ p, name }) => s.sentAs(name, typeName(p!.type!))), s.and)}.`,
          todo: s.saveAs(list(bad.map((b) => b.name), s.and), bad.length > 1, target, label),
        };
      }
      const unknown = named.filter(({ p }) => !p?.type);
      if (unknown.length > 0) {
        const names = list(unknown.map((u) => u.name), s.and);
        return { meaning: `${head} ${takes}; ${s.formatUnknown(names)}`, todo: s.formatUnknownTodo(names, target, label) };
      }
      const known = (p: SentPhoto) => `${sizeOf(p)}${p.bytes ? `, ${mb(p.bytes, lang)}` : ''}`;
      const first = photos[0]!;
      const meaning = one
        ? s.formatFits(named[0]!.name, `${s.a(typeName(first.type!))} (${known(first)})`, label)
        : s.formatFits(null, named.map(({ p, name }) => `${name}: ${typeName(p!.type!)}, ${known(p!)}`).join('; '), label);
      return { meaning: `${head} ${meaning}`, todo: s.formatTodo(label, !one, refusal.code?.trim() || null) };
    }
    case 'media_size': {
      if (rule.maxBytes === null || photos.length === 0) return null;
      const cap = mb(rule.maxBytes, lang);
      const over = named.filter(({ p }) => p?.bytes && p.bytes > rule.maxBytes!);
      if (over.length > 0) {
        return {
          meaning: `${s.bytesCap(label, cap)}; ${lang === 'vi' ? 'Postroom đã gửi' : 'Postroom sent'} ${list(over.map(({ p, name }) => s.sentAt(name, sizeBesideWords(p!.bytes!, rule.maxBytes!, lang))), s.and)}.`,
          todo: s.smaller(list(over.map((o) => o.name), s.and), cap, label),
        };
      }
      if (named.some(({ p }) => !p?.bytes)) return null;
      const beside = (bytes: number) => sizeBesideWords(bytes, rule.maxBytes!, lang);
      const fits = one ? s.bytesFit(named[0]!.name, beside(photos[0]!.bytes!)) : s.bytesFit(null, named.map(({ p, name }) => `${name}: ${beside(p!.bytes!)}`).join('; '));
      return { meaning: `${s.bytesCap(label, cap)}, ${lang === 'vi' ? 'và ' : 'and '}${fits}${said}`, todo: again('media_size') };
    }
    case 'photo_count': {
      if (rule.maxPhotos === null) return null;
      const cap = s.countCap(label, rule.maxPhotos);
      if (photos.length > rule.maxPhotos) return { meaning: `${cap}; ${s.countOver(photos.length)}`, todo: s.keep(label, rule.maxPhotos) };
      return { meaning: `${cap}, ${lang === 'vi' ? 'và ' : 'and '}${s.countFits(photos.length)}${said}`, todo: again('photo_count') };
    }
    case 'media_link': {
      if (photos.length === 0 || photos.some((p) => p === null)) return null;
      return { meaning: `${s.files(label, !one)}${said}`, todo: again('media_link') };
    }
  }
}
