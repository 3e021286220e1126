/**
 * One error model, true about who said it (issue 32, part 4). Every error a person sees names
 * its SOURCE — Postroom's own check, this computer (keychain, disk), the network, the Hub, or a
 * channel — and says what it means and what to do in the person's words, English and
 * Vietnamese. The code and the raw message are a detail, never the main words.
 *
 * Written once here: the core's bridge stamps each error it sends with its source
 * (src-main/bridge/error-sources.ts, typed against every area's code union), and the renderer
 * says it from this table. test/common/error-words.test.ts walks every code the bridge can
 * return and checks its words and its source.
 */

import { ERROR_WORDS, w } from './error-words';

export { ERROR_WORDS };

// team-session: 'team' is the team server (issue 33), a Postroom server the team shares.
export const ERROR_SOURCES = ['postroom', 'computer', 'network', 'hub', 'channel', 'team'] as const;
export type ErrorSource = (typeof ERROR_SOURCES)[number];
export type Lang = 'en' | 'vi';

export function isErrorSource(v: unknown): v is ErrorSource {
  return typeof v === 'string' && (ERROR_SOURCES as readonly string[]).includes(v);
}

/** What an error means and what to do about it, in one language. */
export interface ErrorWords { meaning: string; todo: string }
export type Said = Readonly<Record<Lang, ErrorWords>>;

/** Who said it, as the first words of every error. */
export const SOURCE_WORDS: Readonly<Record<Lang, Readonly<Record<ErrorSource, string>>>> = {
  en: {
    postroom: 'Postroom’s own check',
    computer: 'This computer',
    network: 'The network',
    hub: 'The Hub',
    channel: 'The channel',
    team: 'The team server',
  },
  vi: {
    postroom: 'Kiểm tra của chính Postroom',
    computer: 'Máy tính này',
    network: 'Mạng',
    hub: 'Hub',
    channel: 'Kênh',
    team: 'Máy chủ nhóm',
  },
};

/** The labels around an error's words. */
export const ERROR_LABELS: Readonly<Record<Lang, { source: string; todo: string; detail: string; code: string }>> = {
  en: { source: 'From', todo: 'What to do', detail: 'Details', code: 'Code' },
  vi: { source: 'Nguồn', todo: 'Cần làm gì', detail: 'Chi tiết', code: 'Mã' },
};


/** When a code has no words of its own: what its source alone lets us say. */
export const GENERIC_WORDS: Readonly<Record<ErrorSource, Said>> = {
  postroom: w(
    'Postroom could not do this. Nothing was sent.', 'Try again; if it keeps failing, the details below help whoever supports Postroom.',
    'Postroom không làm được việc này. Chưa có gì được gửi.', 'Thử lại; nếu vẫn lỗi, phần chi tiết bên dưới giúp người hỗ trợ Postroom.',
  ),
  computer: w(
    'Something on this computer failed (a file, the disk or the keychain).', 'Check the disk space and the file named in the details, then try again.',
    'Có lỗi trên máy tính này (một tệp, ổ đĩa hoặc kho khóa).', 'Kiểm tra dung lượng đĩa và tệp nêu trong chi tiết rồi thử lại.',
  ),
  network: w(
    'No answer came over the network.', 'Check the connection and try again; drafting still works offline.',
    'Không có trả lời qua mạng.', 'Kiểm tra kết nối rồi thử lại; vẫn soạn bài được khi không có mạng.',
  ),
  hub: w(
    'The Hub refused or could not do this.', 'Read the Hub’s words in the details; change what was sent, or try again later.',
    'Hub từ chối hoặc không làm được việc này.', 'Đọc lời của Hub trong phần chi tiết; sửa nội dung đã gửi, hoặc thử lại sau.',
  ),
  channel: w(
    'The channel refused the post.', 'Read the channel’s words, fix the post, then retry this channel alone.',
    'Kênh đã từ chối bài.', 'Đọc lời của kênh, sửa bài, rồi thử lại riêng kênh này.',
  ),
  team: w(
    'The team server refused or could not do this. Your changes are kept on this computer.', 'Try again later; if it keeps failing, ask the team owner.',
    'Máy chủ nhóm từ chối hoặc không làm được việc này. Các thay đổi của bạn vẫn được giữ trên máy này.', 'Thử lại sau; nếu vẫn lỗi, hãy hỏi chủ nhóm.',
  ),
};

/** An error as it reaches a screen: the bridge's envelope, or a job's last Hub answer. */
export interface ErrorLike {
  code: string;
  message: string;
  /** Who said it, stamped by the core's bridge; absent on older answers and a job's Hub answer. */
  source?: string | undefined;
  details?: Readonly<Record<string, unknown>> | undefined;
}

/** An error said in one language: who, what it means, what to do; the code and raw words for a detail. */
export interface ExplainedError extends ErrorWords {
  source: ErrorSource;
  /** "The Hub", "This computer", … */
  who: string;
  /** The code had words of its own for this source (false: the source's general words). */
  known: boolean;
  code: string;
  /** The raw message as received: for a detail, never the main words. */
  message: string;
}

/** The source of an error: the one it carries, else the first its code is said by, else Postroom. */
export function errorSource(e: Pick<ErrorLike, 'code' | 'source'>): ErrorSource {
  if (isErrorSource(e.source)) return e.source;
  const by = ERROR_WORDS[e.code];
  const first = by ? (Object.keys(by)[0] as ErrorSource | undefined) : undefined;
  return first ?? 'postroom';
}

/** The words of a code as said by a source, or null when it has none of its own. */
export function wordsOf(code: string, source: ErrorSource): Said | null {
  return ERROR_WORDS[code]?.[source] ?? null;
}

/** Says an error in `lang`: who said it, what it means, what to do. Never throws. */
export function explainError(e: ErrorLike, lang: Lang): ExplainedError {
  const source = errorSource(e);
  const own = wordsOf(e.code, source);
  const words = (own ?? GENERIC_WORDS[source])[lang];
  return { source, who: SOURCE_WORDS[lang][source], known: own !== null, code: e.code, message: e.message, ...words };
}

/** One line for a toast or a short status: "The Hub: meaning What to do." (no code: that is for a detail). */
export function errorLine(e: ErrorLike, lang: Lang): string {
  const x = explainError(e, lang);
  return `${x.who}: ${x.meaning} ${x.todo}`;
}

/** Seconds to wait when the Hub sent Retry-After (rate_limited), else null. */
export function retryAfterSeconds(e: Pick<ErrorLike, 'details'>): number | null {
  const v = e.details?.retryAfterSeconds;
  return typeof v === 'number' && v > 0 ? v : null;
}

/**
 * Who a quote is of: the Hub, a channel (its own words, passed on by the Hub: named by its label), or the team server.
 * h-words (session 29): each speaks English, so in Vietnamese its words are quoted as its English, never as ours.
 */
export type Speaker = 'hub' | 'team' | { channel: string };

/** A name's English possessive: "Instagram’s"; one ending in s takes the apostrophe alone ("Threads’", not "Threads’s"). */
export const possessive = (name: string): string => (name.endsWith('s') ? `${name}’` : `${name}’s`);

/** "The Hub’s own words", "Threads’ own words (through the Hub)", vi "Nguyên văn của Threads (tiếng Anh, qua Hub)". */
export function ownWordsLabel(by: Speaker, lang: Lang): string {
  if (by === 'hub') return lang === 'vi' ? 'Nguyên văn của Hub (tiếng Anh)' : 'The Hub’s own words';
  if (by === 'team') return lang === 'vi' ? 'Nguyên văn của máy chủ nhóm (tiếng Anh)' : 'The team server’s own words';
  return lang === 'vi' ? `Nguyên văn của ${by.channel} (tiếng Anh, qua Hub)` : `${possessive(by.channel)} own words (through the Hub)`;
}

/** A speaker's own words, whole, quoted as theirs: "Threads’ own words (through the Hub): “…”". */
export function ownWords(by: Speaker, message: string, lang: Lang): string {
  return `${ownWordsLabel(by, lang)}: “${message}”`;
}

/**
 * w31words: the Hub's own message, quoted as the Hub's and never lost. The Hub writes English, so in Vietnamese the
 * quote says it is the Hub's words in English ("Hub: The publish took longer…" read as if Postroom said it untranslated).
 */
export function hubQuote(message: string, lang: Lang): string {
  return ownWords('hub', message, lang);
}

/**
 * h-words: a channel's refusal in one line, as the Hub passed it on: for a Vietnamese reader the Hub's Vietnamese
 * rendering when it gave one (said to be the Hub's rendering of the channel's words), else the channel's own words
 * quoted as the channel's English (Threads' "The user is restricted from posting at this time." read as ours).
 */
export function channelSaidLine(channel: string, said: { message: string | null; vietnamese?: string | null }, lang: Lang): string {
  if (lang === 'vi' && said.vietnamese) return `${hubRenderingLabel(channel, lang)}: “${said.vietnamese}”`;
  return said.message ? ownWords({ channel }, said.message, lang) : '';
}

/**
 * channelSaidLine for a narrow place (the Outbox Table's words, two lines at 1,280 px, where the whole label left room for
 * none of the words): the channel named, its English said to be English in Vietnamese, the Hub's rendering said to be the
 * Hub's — "Threads: “The user is…”", vi "Threads (tiếng Anh): “…”", "Hub dịch lời Threads: “…”". The whole line is its title.
 */
export function channelSaidShort(channel: string, said: { message: string | null; vietnamese?: string | null }, lang: Lang): string {
  if (lang === 'vi' && said.vietnamese) return `Hub dịch lời ${channel}: “${said.vietnamese}”`;
  if (!said.message) return '';
  return lang === 'vi' ? `${channel} (tiếng Anh): “${said.message}”` : `${channel}: “${said.message}”`;
}

/** "The Hub’s Vietnamese rendering of Threads’ words", vi "Hub tạm dịch lời của Threads". */
export function hubRenderingLabel(channel: string, lang: Lang): string {
  return lang === 'vi' ? `Hub tạm dịch lời của ${channel}` : `The Hub’s Vietnamese rendering of ${possessive(channel)} words`;
}

/** An error's raw message labelled with who said it, for its detail: the Hub's, a channel's, the team server's; null for this computer's own. */
export function sourceWords(e: Pick<ErrorLike, 'message'> & { source: ErrorSource }, lang: Lang, channel?: string): string | null {
  if (!e.message) return null;
  if (e.source === 'hub') return ownWords('hub', e.message, lang);
  if (e.source === 'team') return ownWords('team', e.message, lang);
  if (e.source === 'channel') return ownWords({ channel: channel ?? (lang === 'vi' ? 'kênh' : 'The channel') }, e.message, lang);
  return null;
}

/**
 * A Hub error in one line of the person's language: for a code our catalog knows, who said it and our words for the
 * code, then the Hub's own message quoted (hubQuote); for a code we have no words of, the Hub's message quoted alone.
 */
export function hubSaidLine(e: Pick<ErrorLike, 'code' | 'message'>, lang: Lang): string {
  const x = explainError({ ...e, source: 'hub' }, lang);
  const quote = e.message ? hubQuote(e.message, lang) : '';
  if (!x.known) return quote || `${x.who}: ${x.meaning}`;
  return quote ? `${x.who}: ${x.meaning} ${quote}` : `${x.who}: ${x.meaning}`;
}
