/**
 * w27client (walk 23): what each channel will take, on the client's page. The page showed a 387-character X caption in
 * full with no mark that X refuses it (X allows 280; the app holds such a post with "its own caption is 387 characters;
 * X allows 280"), so a client could approve words that cannot go. What the client approves must be what can go:
 *
 * 1. The verdict is the publisher's own preflight (publisher/preflight.ts), run on the draft the page shows, plus the
 *    photos the page could not read (the bridge's `photo_unreadable`: a stored file that no longer reads as a photo).
 * 2. The page shows the problems of what the CLIENT sees and the agency will change before the post goes out
 *    (`PAGE_CODES`): a text over a channel's limit, a missing title, no photo, a missing or unusable photo, and the
 *    channels' photo rules. The agency's own set-up (profile, pins, linked accounts, boards, communities, the time) is
 *    not the client's to approve and does not change what they approve: it stays in the app. Not `photo_too_large`:
 *    photos are fitted under each channel's byte cap before sending, so the stored file's size is not the size sent.
 * 3. An error: the channel will not take the post as shown ('cannot'); a warning (the photo rules): it may refuse it
 *    ('may'). A problem of the whole post (no photo, a missing photo) is every channel's.
 * 4. The words are the client's language, with the channel and the numbers named, and who fixes it (the agency).
 *
 * Pure: the page (page.ts) renders what this returns.
 */
import { CHANNELS, isChannelKey } from '../../hub';
import type { Draft } from '../../library';
import { PHOTO_RULES } from '../../media';
import { preflight, type Problem, type ProblemCode } from '../../publisher';
import { ratioWords } from '../../../src-shared/refusal-aspect';
import type { ReviewLang } from '../review';

/** A problem the page may show: preflight's, or a photo the page could not read. */
export type PageProblem = Pick<Problem, 'severity' | 'channel' | 'length' | 'limit' | 'photos' | 'shape'> & { code: ProblemCode | 'photo_unreadable' };

/** The codes the page shows (item 2): what the client sees, and the agency will change. */
export const PAGE_CODES: ReadonlySet<PageProblem['code']> = new Set<PageProblem['code']>([
  'caption_too_long', 'title_too_long', 'missing_title',
  'no_photos', 'photo_missing', 'bad_photo_url', 'photo_unreadable',
  'too_many_photos', 'photo_aspect', 'photo_too_small',
]);

export type Verdict = 'cannot' | 'may' | 'ok';

export interface PostVerdict {
  verdict: Verdict;
  /** Problems of the whole post (every channel's), in preflight's order. */
  post: PageProblem[];
  /** Each channel of the post: its verdict (the post's problems included) and its own problems. */
  channels: ReadonlyMap<string, { verdict: Verdict; problems: PageProblem[] }>;
}

const worst = (ps: readonly Pick<PageProblem, 'severity'>[]): Verdict =>
  ps.some((p) => p.severity === 'error') ? 'cannot' : ps.some((p) => p.severity === 'warning') ? 'may' : 'ok';

/** What the page found of one of the draft's photos (in the draft's order): it could not be read, or its own size. */
export interface PhotoSeen { unreadable: boolean; size: { width: number; height: number; bytes: number } | null }

/**
 * The page's verdict on a post (item 1): preflight of the draft as shown, each stored photo with the size the page
 * read where the library keeps none (preflight checks the photo rules only on a known size), and a stored photo the
 * page could not read as `photo_unreadable` (a photo with no file at all is preflight's `photo_missing`).
 */
export function pageVerdict(d: Draft, seen: readonly PhotoSeen[] = []): PostVerdict {
  const photos = d.photos.map((p, i) => {
    const size = seen[i]?.size;
    return size && !(p.width && p.height && p.bytes) ? { ...p, ...size } : p;
  });
  const unreadable = d.photos.flatMap((p, i) => (p.source === 'file' && p.path && seen[i]?.unreadable ? [p.position + 1] : []));
  const found: PageProblem[] = [
    ...preflight({ ...d, photos }),
    ...unreadable.map((n): PageProblem => ({ severity: 'error', code: 'photo_unreadable', channel: null, photos: [n] })),
  ].filter((p) => PAGE_CODES.has(p.code));
  const post = found.filter((p) => p.channel === null);
  const channels = new Map<string, { verdict: Verdict; problems: PageProblem[] }>();
  for (const ch of d.platforms) {
    const problems = found.filter((p) => p.channel === ch);
    channels.set(ch, { verdict: worst([...post, ...problems]), problems });
  }
  return { verdict: worst(found), post, channels };
}

/**
 * h-clientpage (walk 44a, 6): the verdict less the channels the Hub already has the post for (held or refused): the
 * agency can no longer change what they get, so "may refuse … your agency will check it" is not said of them. A
 * problem of the whole post stays while a channel the Hub does not have it for remains.
 */
export function exceptAtHub(v: PostVerdict, atHub: ReadonlySet<string>): PostVerdict {
  if (atHub.size === 0) return v;
  const channels = new Map([...v.channels].map(([ch, c]) => [ch, atHub.has(ch) ? { verdict: 'ok' as const, problems: [] } : c]));
  const open = [...v.channels.keys()].some((ch) => !atHub.has(ch));
  const post = open ? v.post : [];
  const left = [...post, ...[...channels.values()].flatMap((c) => c.problems)];
  return { verdict: worst(left), post, channels };
}

const label = (ch: string): string => (isChannelKey(ch) ? CHANNELS[ch].label : ch);
const locale = (lang: ReviewLang): string => (lang === 'vi' ? 'vi-VN' : 'en-GB');
const num = (n: number, lang: ReviewLang): string => n.toLocaleString(locale(lang));
const list = (items: readonly string[], lang: ReviewLang): string => new Intl.ListFormat(lang, { type: 'conjunction' }).format(items);

interface Say {
  checked: (one: boolean) => string;
  fits: (one: boolean) => string;
  cannot: (n: string, total: string, one: boolean, single: boolean) => string;
  may: (n: string, total: string, one: boolean, single: boolean) => string;
  badge: Record<Exclude<Verdict, 'ok'>, string>;
  caption: (ch: string, length: string, limit: string) => string;
  title: (ch: string, length: string, limit: string) => string;
  missingTitle: (ch: string) => string;
  tooMany: (ch: string, max: string, count: string) => string;
  photos: (numbers: string, many: boolean) => string;
  aspect: (ch: string, photos: string, many: boolean, shape: 'too_tall' | 'too_wide', min: string, max: string) => string;
  tooSmall: (ch: string, photos: string, many: boolean, size: string) => string;
  size: (w: number | null, h: number | null) => string;
  noPhotos: (chs: string) => string;
  photoMissing: (n: string) => string;
  badUrl: (n: string) => string;
  unreadable: (n: string) => string;
}

const SAY: Readonly<Record<ReviewLang, Say>> = {
  en: {
    checked: (one) => `Postroom checked ${one ? 'this post' : 'each post'} against what its channels take (text and title lengths, photos):`,
    fits: (one) => (one ? 'it fits.' : 'every post fits.'),
    cannot: (n, total, one, single) => (single
      ? 'a channel will not take it as shown (marked below). Your agency will fix it before it goes out.'
      : `${n} of ${total} ${one ? 'has a channel that will not take it' : 'have a channel that will not take them'} as shown (marked below). Your agency will fix ${one ? 'it before it goes' : 'them before they go'} out.`),
    may: (n, total, one, single) => (single
      ? 'a channel may refuse it (marked below).'
      : `${n} of ${total} ${one ? 'has a channel that may refuse it' : 'have a channel that may refuse them'} (marked below).`),
    badge: { cannot: 'will not take it as shown', may: 'may refuse it' },
    caption: (ch, length, limit) => `${ch} will not take this caption: ${length} characters, ${ch} allows ${limit} — your agency will shorten it.`,
    title: (ch, length, limit) => `${ch} will not take this title: ${length} characters, ${ch} allows ${limit} — your agency will shorten it.`,
    missingTitle: (ch) => `${ch} will not take a post without a title, and this one has none — your agency will add one.`,
    tooMany: (ch, max, count) => `${ch} may refuse this post: it takes at most ${max} ${max === '1' ? 'photo' : 'photos'} in one post, and this one has ${count} — your agency will check it.`,
    photos: (numbers, many) => `${many ? 'photos' : 'photo'} ${numbers}`,
    aspect: (ch, photos, many, shape, min, max) => `${ch} may refuse ${photos}: ${many ? 'they are' : 'it is'} ${shape === 'too_tall' ? 'taller' : 'wider'} than ${ch} takes (from ${min} to ${max}) — your agency will check it.`,
    tooSmall: (ch, photos, many, size) => `${ch} may refuse ${photos}: ${many ? 'they are' : 'it is'} smaller than ${ch} takes (at least ${size}) — your agency will check it.`,
    size: (w, h) => (w !== null && h !== null ? `${w}×${h} px` : w !== null ? `${w} px wide` : `${h ?? 1} px high`),
    noPhotos: (chs) => `${chs} will not take a post without a photo — your agency will add one.`,
    photoMissing: (n) => `Photo ${n} is missing: the post cannot go out until your agency replaces it.`,
    badUrl: (n) => `Photo ${n} is a link that cannot be used (only https:// links can): the post cannot go out until your agency replaces it.`,
    unreadable: (n) => `Photo ${n} could not be read: the post cannot go out until your agency replaces it.`,
  },
  vi: {
    checked: (one) => `Postroom đã kiểm tra ${one ? 'bài này' : 'từng bài'} theo yêu cầu của các kênh (độ dài nội dung và tiêu đề, ảnh):`,
    fits: (one) => (one ? 'bài vừa với mọi kênh.' : 'mọi bài đều vừa.'),
    cannot: (n, total, _one, single) => (single
      ? 'có kênh sẽ không nhận bài như hiện tại (được đánh dấu bên dưới). Agency của bạn sẽ sửa trước khi đăng.'
      : `${n} / ${total} bài có kênh sẽ không nhận như hiện tại (được đánh dấu bên dưới). Agency của bạn sẽ sửa trước khi đăng.`),
    may: (n, total, _one, single) => (single
      ? 'có kênh có thể từ chối bài này (được đánh dấu bên dưới).'
      : `${n} / ${total} bài có kênh có thể từ chối (được đánh dấu bên dưới).`),
    badge: { cannot: 'sẽ không nhận bài như hiện tại', may: 'có thể từ chối' },
    caption: (ch, length, limit) => `${ch} sẽ không nhận nội dung này: ${length} ký tự, ${ch} chỉ cho phép ${limit} — agency của bạn sẽ rút gọn.`,
    title: (ch, length, limit) => `${ch} sẽ không nhận tiêu đề này: ${length} ký tự, ${ch} chỉ cho phép ${limit} — agency của bạn sẽ rút gọn.`,
    missingTitle: (ch) => `${ch} không nhận bài không có tiêu đề, mà bài này chưa có — agency của bạn sẽ thêm tiêu đề.`,
    tooMany: (ch, max, count) => `${ch} có thể từ chối bài này: kênh chỉ nhận tối đa ${max} ảnh mỗi bài, bài này có ${count} — agency của bạn sẽ kiểm tra lại.`,
    photos: (numbers) => `ảnh ${numbers}`,
    aspect: (ch, photos, _many, shape, min, max) => `${ch} có thể từ chối ${photos}: ảnh ${shape === 'too_tall' ? 'cao' : 'rộng'} hơn tỷ lệ ${ch} nhận (từ ${min} đến ${max}) — agency của bạn sẽ kiểm tra lại.`,
    tooSmall: (ch, photos, _many, size) => `${ch} có thể từ chối ${photos}: ảnh nhỏ hơn mức ${ch} nhận (tối thiểu ${size}) — agency của bạn sẽ kiểm tra lại.`,
    size: (w, h) => (w !== null && h !== null ? `${w}×${h} px` : w !== null ? `rộng ${w} px` : `cao ${h ?? 1} px`),
    noPhotos: (chs) => `${chs} không nhận bài không có ảnh — agency của bạn sẽ thêm ảnh.`,
    photoMissing: (n) => `Thiếu ảnh ${n}: bài chưa thể đăng cho đến khi agency của bạn thay ảnh.`,
    badUrl: (n) => `Ảnh ${n} là liên kết không dùng được (chỉ nhận liên kết https://): bài chưa thể đăng cho đến khi agency của bạn thay ảnh.`,
    unreadable: (n) => `Không đọc được ảnh ${n}: bài chưa thể đăng cho đến khi agency của bạn thay ảnh.`,
  },
};

/** A channel's badge beside its name ("will not take it as shown"), or null when it takes the post. */
export const verdictBadge = (v: Verdict, lang: ReviewLang): string | null => (v === 'ok' ? null : SAY[lang].badge[v]);

/**
 * One problem in the client's words. `channels`: the post's channels (a problem of the whole post names them);
 * `photoCount`: how many photos the post has.
 */
export function verdictText(p: PageProblem, o: { lang: ReviewLang; channels: readonly string[]; photoCount: number }): string {
  const s = SAY[o.lang];
  const ch = p.channel ? label(p.channel) : '';
  const photos = p.photos ?? [];
  const n = photos.map((x) => num(x, o.lang));
  switch (p.code) {
    case 'caption_too_long': return s.caption(ch, num(p.length ?? 0, o.lang), num(p.limit ?? 0, o.lang));
    case 'title_too_long': return s.title(ch, num(p.length ?? 0, o.lang), num(p.limit ?? 0, o.lang));
    case 'missing_title': return s.missingTitle(ch);
    case 'too_many_photos': return s.tooMany(ch, num(PHOTO_RULES[p.channel as keyof typeof PHOTO_RULES]?.maxPhotos ?? 0, o.lang), num(o.photoCount, o.lang));
    case 'photo_aspect': {
      const rule = PHOTO_RULES[p.channel as keyof typeof PHOTO_RULES]?.aspect;
      return s.aspect(ch, s.photos(list(n, o.lang), n.length > 1), n.length > 1, p.shape ?? 'too_tall', rule ? ratioWords(rule.min, o.lang) : '?', rule ? ratioWords(rule.max, o.lang) : '?');
    }
    case 'photo_too_small': {
      const rule = PHOTO_RULES[p.channel as keyof typeof PHOTO_RULES];
      return s.tooSmall(ch, s.photos(list(n, o.lang), n.length > 1), n.length > 1, s.size(rule?.minWidth ?? null, rule?.minHeight ?? null));
    }
    case 'no_photos': return s.noPhotos(list(o.channels.map(label), o.lang));
    case 'photo_missing': return s.photoMissing(n[0] ?? '?');
    case 'bad_photo_url': return s.badUrl(n[0] ?? '?');
    case 'photo_unreadable': return s.unreadable(n[0] ?? '?');
    default: return p.code; // not in PAGE_CODES: never shown
  }
}

/** How many posts a channel will not take as shown (`cannot`), and how many only a channel may refuse (`may`): each post once, by its worst. */
export function countVerdicts(verdicts: readonly Verdict[]): { cannot: number; may: number } {
  return { cannot: verdicts.filter((v) => v === 'cannot').length, may: verdicts.filter((v) => v === 'may').length };
}

/** The line at the top of the page: who checked, and how many posts a channel will not take, or may refuse. */
export function verdictCounts(verdicts: readonly Verdict[], lang: ReviewLang): { text: string; cannot: number; may: number } {
  const s = SAY[lang];
  const single = verdicts.length === 1;
  const { cannot, may } = countVerdicts(verdicts);
  const total = num(verdicts.length, lang);
  // A post counts once, by its worst channel; one post alone is said by its worst (the marks below say the rest).
  const parts = [
    ...(cannot > 0 ? [s.cannot(num(cannot, lang), total, cannot === 1, single)] : []),
    ...(may > 0 && !(single && cannot > 0) ? [s.may(num(may, lang), total, may === 1, single)] : []),
  ];
  return { text: `${s.checked(single)} ${parts.length > 0 ? parts.join(' ') : s.fits(single)}`, cannot, may };
}
