/** The client's preview page (preview.ts item 1): its words, its escaping, its style and script, the page itself. */
import { createHash } from 'node:crypto';
import { CHANNELS, isChannelKey } from '../../hub';
import { type Draft, isValidZone, localOf, scheduledInstant, wallClock, type WallClockNote, zoneOffset } from '../../library';
import { isoOffsetText, showingOf, showingText } from '../../../src-shared/wall-showing';
import { zoneName } from '../../../src-shared/zone-name';
import type { ReviewLang } from '../review';
import { DECISIONS_FORMAT, DECISIONS_VERSION } from './format';
import { SCRIPT } from './page-script';
import { callsTimeLines, channelsSummary, heldBlock, type HeldSay, heldShown, refusalText, saidByChannel } from './held';
import { channelsAtHub, type PostCalls } from './hub-calls';
import { exceptAtHub, type PageProblem, pageVerdict, type PostVerdict, verdictBadge, verdictCounts, verdictText } from './verdict';

/** Every word of the page, in English and Vietnamese ({name} placeholders filled here or by the page's script). */
export const PREVIEW_ENGLISH = Object.freeze({
  en: {
    title: 'Posts for your review',
    intro: 'From {sender}. Each post is shown as each of its channels will show it. Approve it, or ask for changes with a note. When you are done, download your decisions and send the file back to {sender}.',
    campaign: 'Campaign',
    zone: 'Times are in {zone}.',
    post: 'Post {n} of {total}',
    brand: 'Brand',
    /** w27brand: a brand kept by name (src-shared/brand.ts), said as every screen says it. */
    brand_unchecked: '{name} (not checked with the Hub yet)',
    brand_no_such: '{name} (no such profile at the Hub)',
    brand_several: '{name} (several profiles at the Hub have this name)',
    goesOut: 'Goes out',
    /** Walk 39a (2): a post sent "now", at the Hub already: when it went, never "as soon as it is sent". */
    publishedLabel: 'Published',
    sentLabel: 'Sent to the Hub',
    queue: 'In the posting queue, at its next free time',
    now: 'As soon as it is sent',
    noCaption: '(no caption)',
    titleLabel: 'Title',
    firstComment: 'First comment',
    photo: 'Photo {n}',
    photoUrl: 'Photo from {url} (not shown: this page opens nothing online)',
    photoMissing: 'Photo {n} could not be read when this page was made',
    approve: 'Approve',
    changes: 'Request changes',
    clear: 'Undo my decision',
    note: 'Note for the team (what should change?)',
    approved: 'Approved',
    changesRequested: 'Changes requested',
    undecided: 'Not decided yet',
    decided: 'Decided: {decided} of {total}',
    download: 'Download my decisions',
    nothingYet: 'Decide on at least one post first.',
    saved: 'Saved as {file}. Send this file back to {sender}.',
    offline: 'This page works offline and sends nothing: your decisions leave only in the file you download.',
    madeBy: 'Prepared by {sender}.',
    confirms: 'Your approvals are confirmed by one of the team\'s approvers before a post goes out.',
    // Walk 42a: per post, when not every post is confirmed by an approver (the header's `confirms` is then not said).
    confirmsPost: 'Your approval of this post is confirmed by one of the team\'s approvers before it goes out.',
    // Walk 43a (3): a post the team already approved: the client's approval is their agreement (the import's client_agrees).
    approvedPost: 'The team has already approved this post: your approval tells them you agree, and nobody needs to confirm it.',
    nobodyConfirms: 'Nobody in the team may approve this version yet (who prepared or changed it may not approve it, and no one else approves): your approval is passed on, but the post does not go out until the team settles who approves it.',
    // clientfix: a post already handed to the Hub (scheduled) or already out when the page was made.
    // reviewtruth: the Hub cannot cancel or change a post it holds (hub-api.md): it goes out as scheduled.
    atHubScheduled: 'Already scheduled: this post goes out at this time as scheduled. Changes you ask for now can only be sent as a new post: tell {sender} at once.',
    atHubSent: 'Already published: asking for changes now means a new post.',
    atHubUnknown: 'Already sent to the Hub, whose answer did not come back in time: it may be scheduled or already out. Changes you ask for now can only be sent as a new post: tell {sender} at once.',
    atHubHeader: 'Posts marked “Already scheduled” go out as scheduled: the Hub cannot cancel or change them, and changes can only be sent as a new post.',
    // clientchange: the agency's own request for changes is open on the version shown (its words stay inside the team).
    agencyChanging: 'The agency is still changing this post: what you see here is not its final version.',
    agencyResent: 'The agency asked for changes to this version, then sent it for review again unchanged: it is still discussing it, and what you see here may not be its final version.',
    approveChanging: 'Approve this version anyway',
    // Walk 44a: the client's request for changes was answered by sending this very version again, and approved.
    clientNotTaken: 'You asked for changes to this post{note}; the agency kept it as it is and approved it: “{reason}”',
    clientNotTakenNoReason: 'You asked for changes to this post{note}; the agency kept it as it is and approved it (they gave no reason here).',
    clientNote: ' (“{note}”)',
    // w16twice (walk 15): a post the Hub holds more than once, or holds as it was sent before (time or text).
    heldOne: 'The Hub already holds this post as it was sent: it stays as shown here, whatever you decide (the Hub cannot cancel or change it).',
    heldMany: 'The Hub already holds {n} posts of this post: each stays as shown here, whatever you decide (the Hub cannot cancel or change them).',
    heldScheduled: 'Scheduled {time}',
    heldSent: 'Published {time}',
    // h-clientpage (walk 44a, 5 and 6): each Hub post with its channels and state; a channel that refused it, said so.
    heldUnknown: 'Sent to the Hub {time}, its answer not known yet',
    atHubLabel: 'At the Hub',
    refusedIt: '{channel} refused it: {why}',
    refusedBare: '{channel} refused it',
    refusedBadge: 'refused it',
    sumPublished: 'Published on {channels}',
    sumScheduled: 'Scheduled on {channels}',
    sumSent: 'Sent to the Hub on {channels}, its answer not known yet',
    atHubSentThen: 'Asking for changes now means a new post.',
    atHubScheduledThen: 'What the Hub holds goes out as scheduled. Changes you ask for now can only be sent as a new post: tell {sender} at once.',
    // h-wallclock (walk 38): the post's own time is one its zone's clocks skip or show twice: the app's words (mend31.*Title).
    wallSkipped: '{written} does not exist in {zone} (the clocks skip it): the post goes at {used}.',
    wallTwice: '{written} happens twice in {zone} (the clocks go back): the one at {offset} is used.',
  },
  vi: {
    title: 'Bài đăng chờ bạn duyệt',
    intro: 'Từ {sender}. Mỗi bài được hiển thị như trên từng kênh sẽ đăng. Hãy duyệt bài, hoặc yêu cầu sửa kèm ghi chú. Xong, hãy tải tệp quyết định về và gửi lại cho {sender}.',
    campaign: 'Chiến dịch',
    zone: 'Giờ theo múi giờ {zone}.',
    post: 'Bài {n} / {total}',
    brand: 'Thương hiệu',
    brand_unchecked: '{name} (chưa kiểm tra với Hub)',
    brand_no_such: '{name} (Hub không có hồ sơ này)',
    brand_several: '{name} (Hub có nhiều hồ sơ trùng tên này)',
    goesOut: 'Thời gian đăng',
    publishedLabel: 'Đã đăng',
    sentLabel: 'Đã gửi tới Hub',
    queue: 'Trong hàng chờ đăng, vào giờ trống kế tiếp',
    now: 'Ngay khi được gửi',
    noCaption: '(không có nội dung)',
    titleLabel: 'Tiêu đề',
    firstComment: 'Bình luận đầu tiên',
    photo: 'Ảnh {n}',
    photoUrl: 'Ảnh từ {url} (không hiển thị: trang này không mở gì trên mạng)',
    photoMissing: 'Không đọc được ảnh {n} khi tạo trang này',
    approve: 'Duyệt',
    changes: 'Yêu cầu sửa',
    clear: 'Bỏ quyết định',
    note: 'Ghi chú cho nhóm (cần sửa gì?)',
    approved: 'Đã duyệt',
    changesRequested: 'Cần sửa',
    undecided: 'Chưa quyết định',
    decided: 'Đã quyết định: {decided} / {total}',
    download: 'Tải tệp quyết định',
    nothingYet: 'Hãy quyết định ít nhất một bài trước.',
    saved: 'Đã lưu thành {file}. Hãy gửi tệp này lại cho {sender}.',
    offline: 'Trang này chạy không cần mạng và không gửi gì đi: quyết định của bạn chỉ nằm trong tệp bạn tải về.',
    madeBy: 'Do {sender} chuẩn bị.',
    confirms: 'Các bài bạn duyệt sẽ được một người duyệt của nhóm xác nhận trước khi đăng.',
    confirmsPost: 'Bài này sau khi bạn duyệt sẽ được một người duyệt của nhóm xác nhận trước khi đăng.',
    approvedPost: 'Nhóm đã duyệt bài này: nếu bạn duyệt, nhóm biết là bạn đồng ý, và không ai cần xác nhận thêm.',
    nobodyConfirms: 'Hiện chưa ai trong nhóm được duyệt phiên bản này (người soạn hoặc sửa bài không được tự duyệt, và không còn ai khác duyệt): quyết định duyệt của bạn sẽ được chuyển đi, nhưng bài chưa đăng cho đến khi nhóm chọn được người duyệt.',
    atHubScheduled: 'Đã lên lịch: bài này sẽ đăng đúng giờ trên. Thay đổi bạn yêu cầu bây giờ chỉ có thể gửi thành một bài mới: hãy báo ngay cho {sender}.',
    atHubSent: 'Đã đăng: muốn sửa bây giờ nghĩa là đăng một bài mới.',
    atHubUnknown: 'Đã gửi lên Hub nhưng Hub chưa trả lời kịp: bài có thể đã lên lịch hoặc đã đăng. Thay đổi bạn yêu cầu bây giờ chỉ có thể gửi thành một bài mới: hãy báo ngay cho {sender}.',
    atHubHeader: 'Các bài ghi “Đã lên lịch” sẽ đăng đúng lịch: Hub không thể hủy hay sửa các bài này, thay đổi chỉ có thể gửi thành một bài mới.',
    agencyChanging: 'Agency vẫn đang sửa bài này: nội dung bạn thấy ở đây chưa phải bản cuối cùng.',
    agencyResent: 'Agency đã yêu cầu sửa bản này, rồi gửi duyệt lại mà không sửa: họ vẫn đang trao đổi, nội dung bạn thấy ở đây có thể chưa phải bản cuối cùng.',
    approveChanging: 'Vẫn duyệt bản này',
    clientNotTaken: 'Bạn đã yêu cầu sửa bài này{note}; agency giữ nguyên bài và đã duyệt: “{reason}”',
    clientNotTakenNoReason: 'Bạn đã yêu cầu sửa bài này{note}; agency giữ nguyên bài và đã duyệt (họ không ghi lý do ở đây).',
    clientNote: ' (“{note}”)',
    heldOne: 'Hub đã giữ bài này như lúc được gửi: bài giữ nguyên như dưới đây, dù bạn quyết định thế nào (Hub không thể hủy hay sửa).',
    heldMany: 'Hub đã giữ {n} bài của bài này: mỗi bài giữ nguyên như dưới đây, dù bạn quyết định thế nào (Hub không thể hủy hay sửa).',
    // vi-VN dates begin with "lúc 15:00 …": the time follows the verb as it is.
    heldScheduled: 'Đã lên lịch {time}',
    heldSent: 'Đã đăng {time}',
    heldUnknown: 'Đã gửi lên Hub {time}, chưa rõ kết quả',
    atHubLabel: 'Trên Hub',
    refusedIt: '{channel} đã từ chối bài: {why}',
    refusedBare: '{channel} đã từ chối bài',
    refusedBadge: 'đã từ chối bài',
    sumPublished: 'Đã đăng trên {channels}',
    sumScheduled: 'Đã lên lịch trên {channels}',
    sumSent: 'Đã gửi lên Hub trên {channels}, chưa rõ kết quả',
    atHubSentThen: 'Muốn sửa bây giờ nghĩa là đăng một bài mới.',
    atHubScheduledThen: 'Những gì Hub giữ sẽ đăng đúng lịch. Thay đổi bạn yêu cầu bây giờ chỉ có thể gửi thành một bài mới: hãy báo ngay cho {sender}.',
    wallSkipped: '{written} không tồn tại ở {zone} (đồng hồ nhảy qua giờ này): bài được đăng lúc {used}.',
    wallTwice: '{written} xảy ra hai lần ở {zone} (đồng hồ lùi lại): dùng lần ứng với {offset}.',
  },
} satisfies Record<ReviewLang, Record<string, string>>);
export type PreviewWord = keyof typeof PREVIEW_ENGLISH.en;

const fill = (s: string, values: Record<string, string | number>): string => s.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

/** Escapes text for HTML text and attribute values (double- or single-quoted). */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** JSON safe inside a <script type="application/json"> block: no "</script", no "<!--". */
export const jsonForScript = (v: unknown): string => JSON.stringify(v).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const cspHash = (s: string): string => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

/** A time as the client reads it: the post's instant in the client's zone, in the page's language. */
export function clientTime(d: Pick<Draft, 'scheduled_at' | 'timezone' | 'add_to_queue'>, zone: string, lang: ReviewLang): string {
  const w = PREVIEW_ENGLISH[lang];
  if (d.add_to_queue) return w.queue;
  const at = d.scheduled_at ? scheduledInstant(d.scheduled_at, d.timezone) : null;
  if (at === null) return w.now;
  return instantText(at, zone, lang);
}

/**
 * Walk 39a (2): the page's "Goes out" of a post: its time as the client reads it; of a post sent "now" that the Hub holds
 * already (published, or sent), when it went ("Published 29 Nov, 04:54"), never "as soon as it is sent".
 * h-clientpage (walk 44a, 5): a post whose channels the Hub holds at two times or states says each (held.ts item 3).
 */
function goesOutItem(d: Pick<Draft, 'scheduled_at' | 'timezone' | 'add_to_queue'>, stage: HubStage, held: PostCalls | undefined, zone: string, say: HeldSay): string {
  const w = PREVIEW_ENGLISH[say.lang];
  if (stage !== null && held && held.calls.length > 0 && saidByChannel(held) && new Set(held.calls.map((c) => `${c.stage}|${c.at}`)).size > 1) {
    return `<dt>${escapeHtml(w.atHubLabel)}</dt><dd data-at-hub-times="${held.calls.length}">${callsTimeLines(held, say)}`;
  }
  const went = !d.add_to_queue && d.scheduled_at === null && stage !== null ? held?.calls.at(-1) : undefined;
  if (went) return `<dt>${escapeHtml(stage === 'sent' ? w.publishedLabel : w.sentLabel)}</dt><dd data-went="${escapeHtml(went.at)}">${escapeHtml(say.time(Date.parse(went.at)))}`;
  return `<dt>${escapeHtml(w.goesOut)}</dt><dd>${escapeHtml(clientTime(d, zone, say.lang))}`;
}

/**
 * h-wallclock (walk 38): a post planned at a wall-clock time its own zone skips or shows twice (library `wallClock`, the
 * rule the campaign's plan and dry run mark by), or null. The page says it in the post's zone: the client's clock above
 * reads the instant the Hub will use, this says why it is not the time written.
 */
export function clientWallClock(d: Pick<Draft, 'scheduled_at' | 'timezone' | 'add_to_queue'>): WallClockNote | null {
  if (d.add_to_queue || !d.scheduled_at || !d.timezone || !isValidZone(d.timezone)) return null;
  const at = scheduledInstant(d.scheduled_at, d.timezone);
  if (at === null) return null;
  // A time kept as an instant (set via UTC: w23wall's second 02:30) is read as the wall time it shows, as the app reads it (postWallClock).
  return wallClock(/(Z|[+-]\d{2}:?\d{2})$/.test(d.scheduled_at) ? localOf(d.timezone, at) : d.scheduled_at, d.timezone, at);
}

/** The note's sentence in the page's language, with the app's values (lib/wall-clock.ts wallClockWords). */
export function wallClockLine(n: WallClockNote, zone: string, lang: ReviewLang): string {
  const w = PREVIEW_ENGLISH[lang];
  return fill(n.kind === 'skipped' ? w.wallSkipped : w.wallTwice, { written: n.written.replace('T', ' '), used: n.used.replace('T', ' '), offset: isoOffsetText(n.offset), zone: zoneName(zone) });
}

const clientClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant on the client's clock, in the page's language; w23wall: a time the client's zone shows twice says which
 * of the two it is ("… at 02:30 (the first 02:30 — UTC+02:00)"), read from the instant (src-shared/wall-showing.ts).
 */
function instantText(at: number, zone: string, lang: ReviewLang): string {
  const locale = clientLocale(lang, zone);
  let f = clientClocks.get(`${locale} ${zone}`);
  if (!f) clientClocks.set(`${locale} ${zone}`, (f = new Intl.DateTimeFormat(locale, { timeZone: zone, dateStyle: 'full', timeStyle: 'short' })));
  const showing = zone !== 'UTC' && isValidZone(zone) ? showingOf(zoneOffset(zone), at) : null;
  return `${f.format(new Date(at))}${showing ? ` (${showingText(showing, lang, locale)})` : ''}`;
}

/**
 * w12words (walk 12): the locale the client's page writes dates in, decided here only: the page's language and the
 * client's region as their zone tells it. English for a client in an America/* zone is en-US (month first, a
 * 12-hour clock: "Friday, December 4, 2026 at 6:00 PM"); any other English is en-GB; Vietnamese is vi-VN.
 */
export function clientLocale(lang: ReviewLang, zone: string): 'en-US' | 'en-GB' | 'vi-VN' {
  if (lang === 'vi') return 'vi-VN';
  return zone.startsWith('America/') ? 'en-US' : 'en-GB';
}

/**
 * Where a post is at the Hub (clientfix): `scheduled` — handed to it (queued, scheduled, sending), so
 * it goes out unless cancelled in the Outbox; `sent` — already out (published, partial); `unknown` —
 * sent, the Hub's answer never came back (walk 37, 1: the page told the client "Already published" of
 * posts the Hub held for December); null — not handed to the Hub.
 */
export type HubStage = 'scheduled' | 'sent' | 'unknown' | null;
export function hubStage(d: Pick<Draft, 'state'>): HubStage {
  if (d.state === 'queued' || d.state === 'scheduled' || d.state === 'sending') return 'scheduled';
  if (d.state === 'published' || d.state === 'partial') return 'sent';
  if (d.state === 'unknown') return 'unknown';
  return null;
}

/**
 * h-clientpage: where a post is at the Hub: its own state (hubStage), else what the Hub holds of it (a teammate's send
 * this laptop's draft row has not heard of yet): `scheduled` when a call waits, `unknown` when one's answer is not known.
 */
export function postStage(p: Pick<PreviewPost, 'draft' | 'hubCalls'>): HubStage {
  const own = hubStage(p.draft);
  const calls = p.hubCalls?.calls ?? [];
  if (own !== null || calls.length === 0) return own;
  return calls.some((c) => c.stage === 'scheduled') ? 'scheduled' : calls.some((c) => c.stage === 'sent') ? 'unknown' : 'sent';
}

/** `source` (w27client): the photo's own size, orientation applied, and its file's bytes (the channels' photo rules read it). */
export interface PhotoView { kind: 'image'; src: string; width: number; height: number; source?: { width: number; height: number; bytes: number } }
export type PhotoShown = PhotoView | { kind: 'url'; url: string } | { kind: 'missing' };

/** The caption and title a channel gets (publisher/captions.ts captionFor: its own, or the draft's). */
function channelText(d: Draft, channel: string): { caption: string; title: string } {
  const own = d.captions.find((c) => c.channel === channel);
  return own ? { caption: own.caption, title: own.title ?? d.title } : { caption: d.caption, title: d.title };
}

const STYLE = `
:root{color-scheme:light dark;--bg:#f6f6f3;--card:#fff;--ink:#1d1d1b;--muted:#5d5d58;--line:#d9d9d2;--ok:#1f7a3a;--okbg:#e3f4e8;--warn:#9a4a00;--warnbg:#fdeedd;--accent:#2b59c3}
@media (prefers-color-scheme:dark){:root{--bg:#17181a;--card:#222427;--ink:#ececea;--muted:#a9a9a3;--line:#3a3d42;--ok:#7fd69a;--okbg:#1d3526;--warn:#f2b56b;--warnbg:#3b2a17;--accent:#8fb0ff}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--ink);font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}
header,main,footer{max-width:1100px;margin:0 auto;padding:16px 20px}
h1{font-size:24px;margin:8px 0}
.muted{color:var(--muted)}
.post{background:var(--card);border:1px solid var(--line);border-radius:10px;padding:16px;margin:16px 0}
.post[data-decision=approve]{border-color:var(--ok);box-shadow:0 0 0 2px var(--okbg)}
.post[data-decision=request_changes]{border-color:var(--warn);box-shadow:0 0 0 2px var(--warnbg)}
.post h2{font-size:17px;margin:0 0 4px}
.meta{display:flex;flex-wrap:wrap;gap:4px 20px;margin:0 0 12px}
.meta dt{font-weight:600}
.meta div{display:flex;gap:6px}
.meta dd{margin:0}
.channels{display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));gap:12px}
.channel{border:1px solid var(--line);border-radius:8px;padding:12px;min-width:0}
.channel h3{font-size:14px;margin:0 0 6px;color:var(--accent)}
.ptitle{font-weight:700;margin:0 0 4px;overflow-wrap:anywhere}
.caption{white-space:pre-wrap;overflow-wrap:anywhere;margin:0 0 8px}
.photos{display:grid;grid-template-columns:repeat(auto-fill,minmax(120px,1fr));gap:6px;margin:0 0 8px}
.photos img{width:100%;height:auto;border-radius:6px;display:block}
.photos .ph{font-size:13px;color:var(--muted);border:1px dashed var(--line);border-radius:6px;padding:6px;overflow-wrap:anywhere}
.changing{margin:0 0 12px;padding:6px 10px;border-radius:6px;border:1px dashed var(--warn);color:var(--warn);font-weight:600}
.athub{margin:0 0 12px;padding:6px 10px;border-radius:6px;background:var(--warnbg);color:var(--warn);font-weight:600}
.wallclock{color:var(--warn);font-weight:600}
.held{margin:0 0 12px;padding:8px 10px;border-radius:6px;border:1px solid var(--warn)}
.held>p{margin:0;color:var(--warn);font-weight:600}
.held ol{margin:6px 0 0;padding-left:20px}
.held .caption{margin:2px 0 6px}
.fc{font-size:13px;color:var(--muted);overflow-wrap:anywhere;white-space:pre-wrap}
.decide{display:flex;flex-wrap:wrap;align-items:flex-start;gap:8px;margin-top:12px;border-top:1px solid var(--line);padding-top:12px}
.decide label{flex:1 1 100%;font-size:13px;color:var(--muted)}
.decide textarea{display:block;width:100%;min-height:56px;margin-top:4px;font:inherit;color:var(--ink);background:var(--bg);border:1px solid var(--line);border-radius:6px;padding:6px}
button{font:inherit;border-radius:6px;border:1px solid var(--line);background:var(--card);color:var(--ink);padding:6px 14px;cursor:pointer}
button.approve[aria-pressed=true]{background:var(--ok);border-color:var(--ok);color:var(--card)}
button.changes[aria-pressed=true]{background:var(--warn);border-color:var(--warn);color:var(--card)}
button:focus-visible,textarea:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.status{margin-left:auto;font-weight:600}
.bar{position:sticky;bottom:0;background:var(--card);border-top:1px solid var(--line);padding:12px 20px;display:flex;gap:16px;align-items:center;justify-content:center;flex-wrap:wrap}
.bar .msg{color:var(--muted)}
.channel h3 .badge{color:var(--warn)}
.verdict{margin:0 0 8px;padding:6px 10px;border-radius:6px;background:var(--warnbg);color:var(--warn);font-weight:600}
.verdict ul{margin:0;padding:0;list-style:none}
.verdict li+li{margin-top:4px}
.verdict.may{background:none;border:1px dashed var(--warn)}
#verdicts[data-cannot="0"][data-may="0"]{color:var(--ok)}
#verdicts:not([data-cannot="0"]){color:var(--warn);font-weight:600}
`;

export interface PreviewPost {
  draft: Draft;
  revision: string;
  profileName: string | null;
  /** w27brand: the brand is still a name (src-shared/brand.ts brandOf): said with why, never as a profile id. */
  brandName?: { name: string; why: 'unchecked' | 'no_such' | 'several' };
  photos: PhotoShown[];
  /** clientchange: a member of the agency asked for changes on this very version (review-actions.ts openChangeRequest). */
  agencyChanging?: boolean;
  /** w41minor: that request is still open but the post was sent for review again unedited since: the agency is discussing it. */
  agencyResent?: boolean;
  /** Walk 44a: the client's own request for changes was not taken (review-unchanged.ts clientRequestNotTaken): their note and the agency's reason. */
  clientNotTaken?: { note: string | null; reason: string | null } | null;
  /** w16twice, h-clientpage: what the Hub holds of this draft, call by call (hub-calls.ts draftHubCalls), earliest first. */
  hubCalls?: PostCalls;
  /**
   * Walk 42a: who makes the client's approval of this post an approval (export.ts confirmOf): `me`, the member who made
   * the page (their import approves it); `approver`, another of the team's approvers; `nobody`, no one in the team may
   * approve this version (the page then never promises that an approver confirms it); `approved` (walk 43a, 3): the team
   * already approved it, the client's approval is their agreement and nobody confirms it. Absent: `me`.
   */
  confirm?: 'me' | 'approver' | 'nobody' | 'approved';
}

/**
 * clientfix: what the Hub having the post means for the client's changes; h-clientpage (walk 44a, 5 and 6): a post whose
 * channels are at two times or states, or that a channel refused, first says each (held.ts item 2).
 */
function atHubNote(stage: NonNullable<HubStage>, calls: PostCalls | undefined, sender: string, say: HeldSay): string {
  const w = PREVIEW_ENGLISH[say.lang];
  if (stage === 'unknown') return fill(w.atHubUnknown, { sender });
  if (!saidByChannel(calls)) return stage === 'scheduled' ? fill(w.atHubScheduled, { sender }) : w.atHubSent;
  const then = calls.calls.some((c) => c.stage === 'scheduled') ? fill(w.atHubScheduledThen, { sender }) : w.atHubSentThen;
  const said = channelsSummary(calls, say);
  return `${said}${/[.!?]$/.test(said) ? '' : '.'} ${then}`;
}

/** Walk 44a: the client's request not taken, with their note and the agency's reason. */
const notTakenText = (n: NonNullable<PreviewPost['clientNotTaken']>, w: (typeof PREVIEW_ENGLISH)[ReviewLang]): string =>
  fill(n.reason ? w.clientNotTaken : w.clientNotTakenNoReason, { note: n.note ? fill(w.clientNote, { note: n.note }) : '', reason: n.reason ?? '' });

/** w27client: a list of the page's verdict marks (verdict.ts), as a note of its worst severity. */
function verdictBlock(problems: readonly PageProblem[], o: { lang: ReviewLang; channels: readonly string[]; photoCount: number }): string {
  if (problems.length === 0) return '';
  const kind = problems.some((p) => p.severity === 'error') ? 'cannot' : 'may';
  return `<div class="verdict ${kind}" role="note"><ul>${problems.map((p) => `<li data-code="${p.code}">${escapeHtml(verdictText(p, o))}</li>`).join('')}</ul></div>`;
}

/** w27client: each post's verdict, the publisher's own preflight of what the page shows (verdict.ts), in the posts' order. */
// h-clientpage (walk 44a, 6): what may refuse a post is said only of channels the Hub does not have it for yet.
export const previewVerdicts = (posts: readonly PreviewPost[]): PostVerdict[] =>
  posts.map((p) => exceptAtHub(pageVerdict(p.draft, p.photos.map((ph) => ({ unreadable: ph.kind === 'missing', size: ph.kind === 'image' ? ph.source ?? null : null }))), channelsAtHub(p.hubCalls)));

/** The page: pure (given the posts, their photos already inlined). */
export function renderPreview(o: { exportId: string; campaignId: string | null; campaignName: string | null; digest: string; sender: string; zone: string; lang: ReviewLang; posts: readonly PreviewPost[] }): string {
  const w = PREVIEW_ENGLISH[o.lang];
  // Walk 42a: "confirmed by one of the team's approvers" said once when true of every post; else per post, where it is.
  const allConfirmed = o.posts.length > 0 && o.posts.every((p) => p.confirm === 'approver');
  const confirmNote = (p: PreviewPost): string => p.confirm === 'nobody'
    ? `<p class="changing" role="note" data-confirm="nobody">${escapeHtml(w.nobodyConfirms)}</p>`
    : p.confirm === 'approved' ? `<p class="muted" data-confirm="approved">${escapeHtml(w.approvedPost)}</p>`
    : p.confirm === 'approver' && !allConfirmed ? `<p class="muted" data-confirm="approver">${escapeHtml(w.confirmsPost)}</p>` : '';
  const e = escapeHtml;
  const verdicts = previewVerdicts(o.posts);
  const counts = verdictCounts(verdicts.map((v) => v.verdict), o.lang);
  const say: HeldSay = { w, lang: o.lang, time: (ms) => instantText(ms, o.zone, o.lang), escape: escapeHtml, channelText };
  const posts = o.posts.map((p, i) => {
    const d = p.draft;
    const stage = postStage(p);
    const calls = p.hubCalls;
    // A channel refused now (its latest call refused it); one refused, then retried and held, is said in the list.
    const refusals = calls && stage !== null ? calls.refused : [];
    const wall = clientWallClock(d);
    const verdict = verdicts[i]!;
    const said = { lang: o.lang, channels: d.platforms, photoCount: d.photos.length };
    // The photos once per post (a template the page's script copies into each channel): a photo
    // inlined once, not once per channel, keeps the file small.
    const photos = p.photos.map((ph, n) => ph.kind === 'image'
      ? `<img src="${e(ph.src)}" width="${ph.width}" height="${ph.height}" alt="${e(fill(w.photo, { n: n + 1 }))}">`
      : `<div class="ph">${e(ph.kind === 'url' ? fill(w.photoUrl, { url: ph.url }) : fill(w.photoMissing, { n: n + 1 }))}</div>`).join('');
    const channels = d.platforms.map((ch) => {
      const t = channelText(d, ch);
      const spec = isChannelKey(ch) ? CHANNELS[ch] : null;
      const label = spec ? spec.label : ch;
      // A channel shows a title only if it takes one; `<key>_title` overrides the shared one (hub titleFor).
      const title = !spec || spec.needsTitle || spec.titleLimit !== null ? d.fields[`${ch}_title`] || t.title : '';
      const slot = photos ? '<div class="photos" data-fill></div>' : '';
      const fc = d.fields.first_comment;
      const v = verdict.channels.get(ch) ?? { verdict: 'ok' as const, problems: [] };
      // h-clientpage (walk 44a, 6): a channel that refused the post says so, with the Hub's words.
      const refused = refusals.find((r) => r.channel === ch);
      const badge = refused ? w.refusedBadge : verdictBadge(v.verdict, o.lang);
      return `<section class="channel" data-channel="${e(ch)}"${refused ? ' data-refused=""' : ''}><h3 data-verdict="${refused ? 'refused' : v.verdict}">${e(label)}${badge ? `<span class="badge"> — ${e(badge)}</span>` : ''}</h3>`
        + (refused ? `<div class="verdict cannot" role="note"><p>${e(refusalText(refused, say))}</p></div>` : verdictBlock(v.problems, said))
        + (title ? `<p class="ptitle" dir="auto"><span class="muted">${e(w.titleLabel)}: </span>${e(title)}</p>` : '')
        + `<p class="caption" dir="auto">${t.caption ? e(t.caption) : `<span class="muted">${e(w.noCaption)}</span>`}</p>`
        + slot
        + (fc ? `<p class="fc" dir="auto">${e(w.firstComment)}: ${e(fc)}</p>` : '')
        + `</section>`;
    }).join('');
    const changing = p.agencyChanging === true;
    return `<article class="post" data-draft-id="${e(d.id)}" data-decision="" data-verdict="${verdict.verdict}"${changing ? ' data-agency-changing=""' : ''}>`
      + `<h2>${e(fill(w.post, { n: i + 1, total: o.posts.length }))}</h2>`
      + `<dl class="meta"><div>${goesOutItem(d, stage, calls, o.zone, say)}${wall ? `<br><span class="wallclock" data-wall-clock="${wall.kind}">⚠ ${e(wallClockLine(wall, d.timezone ?? 'UTC', o.lang))}</span>` : ''}</dd></div>`
      + (p.profileName || d.profile_id ? `<div><dt>${e(w.brand)}</dt><dd dir="auto">${e(p.brandName ? fill(w[`brand_${p.brandName.why}`], { name: p.brandName.name }) : p.profileName || d.profile_id || '')}</dd></div>` : '')
      + `</dl>`
      + (stage ? `<p class="athub" data-at-hub="${stage}" role="note">${e(atHubNote(stage, calls, o.sender, say))}</p>` : '')
      + heldBlock(heldShown(d, calls, channelText), say)
      + (changing ? `<p class="changing" role="note">${e(p.agencyResent ? w.agencyResent : w.agencyChanging)}</p>` : '')
      + (p.clientNotTaken ? `<p class="changing" role="note" data-client-not-taken="">${e(notTakenText(p.clientNotTaken, w))}</p>` : '')
      + confirmNote(p)
      + verdictBlock(verdict.post, said)
      + `${photos ? `<template class="post-photos">${photos}</template>` : ''}<div class="channels">${channels}</div>`
      + `<div class="decide"><button type="button" class="approve" aria-pressed="false">${e(changing ? w.approveChanging : w.approve)}</button>`
      + `<button type="button" class="changes" aria-pressed="false">${e(w.changes)}</button>`
      + `<button type="button" class="clear" hidden>${e(w.clear)}</button>`
      + `<span class="status" role="status">${e(w.undecided)}</span>`
      + `<label>${e(w.note)}<textarea maxlength="4000" dir="auto"></textarea></label></div>`
      + `</article>`;
  }).join('\n');
  const data = {
    format: DECISIONS_FORMAT, version: DECISIONS_VERSION, exportId: o.exportId, campaignId: o.campaignId, digest: o.digest, sender: o.sender,
    posts: o.posts.map((p) => ({ draftId: p.draft.id, revision: p.revision })),
    words: { approved: w.approved, changesRequested: w.changesRequested, undecided: w.undecided, decided: w.decided, nothingYet: w.nothingYet, saved: w.saved },
  };
  const csp = `default-src 'none'; img-src data:; style-src ${cspHash(STYLE)}; script-src ${cspHash(SCRIPT)}; base-uri 'none'; form-action 'none'`;
  return `<!doctype html>
<html lang="${o.lang}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${e(csp)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${e(o.campaignName ? `${w.title}: ${o.campaignName}` : w.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${e(w.title)}</h1>
${o.campaignName ? `<p><strong>${e(w.campaign)}:</strong> <span dir="auto">${e(o.campaignName)}</span></p>` : ''}
<p>${e(fill(w.intro, { sender: o.sender }))}</p>
<p class="muted" id="made-by">${e(fill(w.madeBy, { sender: o.sender }))}${allConfirmed ? ` ${e(w.confirms)}` : ''}${o.posts.some((p) => postStage(p) !== null) ? ` ${e(w.atHubHeader)}` : ''}</p>
<p class="muted">${e(fill(w.zone, { zone: o.zone }))}</p>
<p id="verdicts" data-cannot="${counts.cannot}" data-may="${counts.may}" role="note">${e(counts.text)}</p>
</header>
<main>
${posts}
</main>
<footer class="muted"><p>${e(w.offline)}</p></footer>
<div class="bar"><span id="count"></span><button type="button" id="download">${e(w.download)}</button><span id="msg" class="msg" role="status"></span></div>
<script type="application/json" id="postroom-data">${jsonForScript(data)}</script>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
