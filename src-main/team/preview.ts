/**
 * The client preview (issue 34, item 3): a client has no Postroom, so a campaign (or chosen posts)
 * goes to them as ONE self-contained HTML file, and their decisions come back as a file the page
 * makes.
 *
 * 1. `exportClientPreview` renders each post as each of its channels would show it (that channel's
 *    caption and title, the photos scaled down with sharp and inlined as data: URIs, the time in
 *    the CLIENT's zone chosen at export), in the exporter's language. Everything the page shows is
 *    escaped here (captions are hostile); the script only reads ids from a JSON block and writes
 *    the decisions file. A strict CSP (hashes of the one style and the one script, images only from
 *    data:, no connections) means the page cannot reach the network.
 * 2. The export is remembered (library review_exports): its posts with their content revisions,
 *    and a SHA-256 digest over them, the export id and the campaign id.
 *    The record is shared with the team (the `reviews` document), so the client's file comes back
 *    to whoever is at hand, not only to the laptop that made the page.
 * 3. `importClientDecisions` refuses, with nothing changed, a file that is not one, of an unknown
 *    export, for another campaign, tampered with (digest, a revision or a post not in the export),
 *    or stale (a post's content changed since: the posts are named). Otherwise each decision is
 *    taken as far as the importing member's role allows (see there), all in one transaction; a
 *    post not yet in review is sent for review first (the client saw it).
 *
 * What these checks cannot do: the page holds no secret, so a decisions file whose VALUES were
 * edited by hand (approve ↔ changes) cannot be told from the client's own. Every place a person
 * decides to trust a file says so ("the file is not signed: check it came from your client").
 */
import { createHash } from 'node:crypto';
import { CHANNELS, isChannelKey } from '../hub';
import { cache, campaigns, drafts, isValidZone, reviews, scheduledInstant, type ClientExport, type Draft, type WritableDB } from '../library';
import { thumbnail } from '../media';
import { canWrite } from './protocol';
import { canonicalJson, contentRevision, REVIEW_ENGLISH, type ReviewLang } from './review';
import { applyReviewActions, reviewOf, ReviewError, type RelayedRequest, type ReviewMember, type ReviewResult } from './review-actions';

export const DECISIONS_FORMAT = 'postroom-client-decisions';
export const DECISIONS_VERSION = 1;
export type ClientDecision = 'approve' | 'request_changes';

/** The decisions file the page downloads. */
export interface DecisionsFile {
  format: typeof DECISIONS_FORMAT;
  version: typeof DECISIONS_VERSION;
  exportId: string;
  campaignId: string | null;
  digest: string;
  decidedAt: string;
  posts: Array<{ draftId: string; revision: string; decision: ClientDecision; note: string }>;
}

/** Every word of the page, in English and Vietnamese ({name} placeholders filled here or by the page's script). */
export const PREVIEW_ENGLISH = Object.freeze({
  en: {
    title: 'Posts for your review',
    intro: 'From {sender}. Each post is shown as each of its channels will show it. Approve it, or ask for changes with a note. When you are done, download your decisions and send the file back to {sender}.',
    campaign: 'Campaign',
    zone: 'Times are in {zone}.',
    post: 'Post {n} of {total}',
    brand: 'Brand',
    goesOut: 'Goes out',
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
    // clientfix: a post already handed to the Hub (scheduled) or already out when the page was made.
    // reviewtruth: the Hub cannot cancel or change a post it holds (hub-api.md): it goes out as scheduled.
    atHubScheduled: 'Already scheduled: this post goes out at this time as scheduled. Changes you ask for now can only be sent as a new post: tell {sender} at once.',
    atHubSent: 'Already published: asking for changes now means a new post.',
    atHubHeader: 'Posts marked “Already scheduled” go out as scheduled: the Hub cannot cancel or change them, and changes can only be sent as a new post.',
  },
  vi: {
    title: 'Bài đăng chờ bạn duyệt',
    intro: 'Từ {sender}. Mỗi bài được hiển thị như trên từng kênh sẽ đăng. Hãy duyệt bài, hoặc yêu cầu sửa kèm ghi chú. Xong, hãy tải tệp quyết định về và gửi lại cho {sender}.',
    campaign: 'Chiến dịch',
    zone: 'Giờ theo múi giờ {zone}.',
    post: 'Bài {n} / {total}',
    brand: 'Thương hiệu',
    goesOut: 'Thời gian đăng',
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
    atHubScheduled: 'Đã lên lịch: bài này sẽ đăng đúng giờ trên. Thay đổi bạn yêu cầu bây giờ chỉ có thể gửi thành một bài mới: hãy báo ngay cho {sender}.',
    atHubSent: 'Đã đăng: muốn sửa bây giờ nghĩa là đăng một bài mới.',
    atHubHeader: 'Các bài ghi “Đã lên lịch” sẽ đăng đúng lịch: Hub không thể hủy hay sửa các bài này, thay đổi chỉ có thể gửi thành một bài mới.',
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

const sha256Hex = (s: string): string => createHash('sha256').update(s, 'utf8').digest('hex');
const cspHash = (s: string): string => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

/** The digest a decisions file carries: over the export id, its campaign and its posts with their revisions. */
export const exportDigest = (e: Pick<ClientExport, 'id' | 'campaignId' | 'posts'>): string =>
  sha256Hex(canonicalJson({ exportId: e.id, campaignId: e.campaignId, posts: e.posts.map((p) => [p.draftId, p.revision]) }));

/** A time as the client reads it: the post's instant in the client's zone, in the page's language. */
export function clientTime(d: Pick<Draft, 'scheduled_at' | 'timezone' | 'add_to_queue'>, zone: string, lang: ReviewLang): string {
  const w = PREVIEW_ENGLISH[lang];
  if (d.add_to_queue) return w.queue;
  const at = d.scheduled_at ? scheduledInstant(d.scheduled_at, d.timezone) : null;
  if (at === null) return w.now;
  return new Intl.DateTimeFormat(lang === 'vi' ? 'vi-VN' : 'en-GB', { timeZone: zone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(at));
}

/**
 * Where a post is at the Hub (clientfix): `scheduled` — handed to it (queued, scheduled, sending), so
 * it goes out unless cancelled in the Outbox; `sent` — already out (published, partial, or an
 * outcome not known yet); null — not handed to the Hub.
 */
export type HubStage = 'scheduled' | 'sent' | null;
export function hubStage(d: Pick<Draft, 'state'>): HubStage {
  if (d.state === 'queued' || d.state === 'scheduled' || d.state === 'sending') return 'scheduled';
  if (d.state === 'published' || d.state === 'partial' || d.state === 'unknown') return 'sent';
  return null;
}

interface PhotoView { kind: 'image'; src: string; width: number; height: number }
type PhotoShown = PhotoView | { kind: 'url'; url: string } | { kind: 'missing' };

async function photoViews(d: Draft, side: number): Promise<PhotoShown[]> {
  const out: PhotoShown[] = [];
  for (const p of d.photos) {
    if (p.source === 'url' || !p.path) {
      out.push(p.url ? { kind: 'url', url: p.url } : { kind: 'missing' });
      continue;
    }
    try {
      const t = await thumbnail(p.path, side);
      out.push({ kind: 'image', src: `data:${t.mime};base64,${t.bytes.toString('base64')}`, width: t.width, height: t.height });
    } catch {
      out.push({ kind: 'missing' });
    }
  }
  return out;
}

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
.athub{margin:0 0 12px;padding:6px 10px;border-radius:6px;background:var(--warnbg);color:var(--warn);font-weight:600}
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
`;

/** The page's script: reads ids and words from the JSON block, keeps the decisions, writes the file. No network. */
const SCRIPT = `
(function(){
  var data = JSON.parse(document.getElementById('postroom-data').textContent);
  var W = data.words, decisions = {};
  function fill(s, v){ return s.replace(/\\{(\\w+)\\}/g, function(m, k){ return k in v ? String(v[k]) : m; }); }
  function refresh(){
    var n = 0;
    data.posts.forEach(function(p){
      var el = document.querySelector('article[data-draft-id="' + p.draftId + '"]');
      var d = decisions[p.draftId];
      if (d) n++;
      el.setAttribute('data-decision', d || '');
      el.querySelector('button.approve').setAttribute('aria-pressed', String(d === 'approve'));
      el.querySelector('button.changes').setAttribute('aria-pressed', String(d === 'request_changes'));
      el.querySelector('button.clear').hidden = !d;
      el.querySelector('.status').textContent = d === 'approve' ? W.approved : d === 'request_changes' ? W.changesRequested : W.undecided;
    });
    document.getElementById('count').textContent = fill(W.decided, { decided: n, total: data.posts.length });
    return n;
  }
  document.querySelectorAll('article').forEach(function(art){
    var t = art.querySelector('template.post-photos');
    if (t) art.querySelectorAll('.photos[data-fill]').forEach(function(el){ el.appendChild(t.content.cloneNode(true)); });
  });
  document.addEventListener('click', function(e){
    var b = e.target.closest && e.target.closest('button');
    if (!b) return;
    var art = b.closest('article');
    if (art) {
      var id = art.getAttribute('data-draft-id');
      if (b.classList.contains('approve')) decisions[id] = 'approve';
      else if (b.classList.contains('changes')) { decisions[id] = 'request_changes'; art.querySelector('textarea').focus(); }
      else if (b.classList.contains('clear')) delete decisions[id];
      document.getElementById('msg').textContent = '';
      refresh();
      return;
    }
    if (b.id === 'download') {
      var msg = document.getElementById('msg');
      if (refresh() === 0) { msg.textContent = W.nothingYet; return; }
      var posts = data.posts.filter(function(p){ return decisions[p.draftId]; }).map(function(p){
        var note = document.querySelector('article[data-draft-id="' + p.draftId + '"] textarea').value;
        return { draftId: p.draftId, revision: p.revision, decision: decisions[p.draftId], note: note };
      });
      var file = { format: data.format, version: data.version, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: new Date().toISOString(), posts: posts };
      var name = 'decisions-' + data.exportId + '.json';
      var url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }));
      var a = document.createElement('a');
      a.href = url; a.download = name; document.body.appendChild(a); a.click(); a.remove();
      setTimeout(function(){ URL.revokeObjectURL(url); }, 10000);
      msg.textContent = fill(W.saved, { file: name, sender: data.sender });
    }
  });
  refresh();
})();
`;

export interface PreviewPost {
  draft: Draft;
  revision: string;
  profileName: string | null;
  photos: PhotoShown[];
}

/** The page: pure (given the posts, their photos already inlined). */
export function renderPreview(o: { exportId: string; campaignId: string | null; campaignName: string | null; digest: string; sender: string; zone: string; lang: ReviewLang; posts: readonly PreviewPost[]; approverConfirms?: boolean }): string {
  const w = PREVIEW_ENGLISH[o.lang];
  const e = escapeHtml;
  const posts = o.posts.map((p, i) => {
    const d = p.draft;
    const stage = hubStage(d);
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
      return `<section class="channel" data-channel="${e(ch)}"><h3>${e(label)}</h3>`
        + (title ? `<p class="ptitle" dir="auto"><span class="muted">${e(w.titleLabel)}: </span>${e(title)}</p>` : '')
        + `<p class="caption" dir="auto">${t.caption ? e(t.caption) : `<span class="muted">${e(w.noCaption)}</span>`}</p>`
        + slot
        + (fc ? `<p class="fc" dir="auto">${e(w.firstComment)}: ${e(fc)}</p>` : '')
        + `</section>`;
    }).join('');
    return `<article class="post" data-draft-id="${e(d.id)}" data-decision="">`
      + `<h2>${e(fill(w.post, { n: i + 1, total: o.posts.length }))}</h2>`
      + `<dl class="meta"><div><dt>${e(w.goesOut)}</dt><dd>${e(clientTime(d, o.zone, o.lang))}</dd></div>`
      + (p.profileName || d.profile_id ? `<div><dt>${e(w.brand)}</dt><dd dir="auto">${e(p.profileName || d.profile_id || '')}</dd></div>` : '')
      + `</dl>`
      + (stage ? `<p class="athub" data-at-hub="${stage}" role="note">${e(stage === 'scheduled' ? fill(w.atHubScheduled, { sender: o.sender }) : w.atHubSent)}</p>` : '')
      + `${photos ? `<template class="post-photos">${photos}</template>` : ''}<div class="channels">${channels}</div>`
      + `<div class="decide"><button type="button" class="approve" aria-pressed="false">${e(w.approve)}</button>`
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
<p class="muted" id="made-by">${e(fill(w.madeBy, { sender: o.sender }))}${o.approverConfirms ? ` ${e(w.confirms)}` : ''}${o.posts.some((p) => hubStage(p.draft) !== null) ? ` ${e(w.atHubHeader)}` : ''}</p>
<p class="muted">${e(fill(w.zone, { zone: o.zone }))}</p>
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

export interface ExportOptions {
  /** A campaign (its posts, in its order) ... */
  campaignId?: string;
  /** ... or chosen posts. */
  draftIds?: readonly string[];
  /** The CLIENT's time zone (IANA). */
  zone: string;
  lang: ReviewLang;
  member: ReviewMember;
  /** Longest side of an inlined photo (px). Default 640. */
  photoSide?: number;
}

/**
 * Exports a client preview and remembers it.
 * @throws ReviewError `not_found` (a post or campaign), `preview_empty`; RangeError on an unknown zone.
 */
export async function exportClientPreview(db: WritableDB, o: ExportOptions): Promise<{ html: string; export: ClientExport }> {
  if (!isValidZone(o.zone)) throw new RangeError(`unknown time zone "${o.zone}"`);
  let campaignName: string | null = null;
  let ids: readonly string[] = o.draftIds ?? [];
  if (o.campaignId) {
    let c;
    try {
      c = campaigns.get(db, o.campaignId);
    } catch {
      throw new ReviewError('not_found', `campaign ${o.campaignId} not found`, { details: { campaignId: o.campaignId } });
    }
    campaignName = c.name;
    ids = c.draftIds;
  }
  const list = ids.map((id) => {
    try {
      return drafts.get(db, id);
    } catch {
      throw new ReviewError('not_found', `post ${id} not found`, { details: { draftId: id } });
    }
  }).filter((d) => !d.deletedAt);
  if (list.length === 0) throw new ReviewError('preview_empty', 'nothing to preview: no posts');
  const names = new Map<string, string>();
  const profilesOf = new Set(list.map((d) => d.workspaceId));
  for (const ws of profilesOf) for (const p of cache.profiles(db, ws)) names.set(p.profile_id, p.name);
  const posts: PreviewPost[] = [];
  for (const d of list) posts.push({ draft: d, revision: contentRevision(d), profileName: d.profile_id ? names.get(d.profile_id) ?? null : null, photos: await photoViews(d, o.photoSide ?? 640) });
  const { newId } = await import('../common');
  const id = newId();
  const campaignId = o.campaignId ? campaigns.get(db, o.campaignId).id : null;
  const entries = posts.map((p) => ({ draftId: p.draft.id, revision: p.revision }));
  const digest = exportDigest({ id, campaignId, posts: entries });
  const saved = reviews.addExport(db, { id, campaignId, by: o.member.name, zone: o.zone, lang: o.lang, posts: entries, digest, workspaceId: list[0]!.workspaceId });
  return { html: renderPreview({ exportId: id, campaignId, campaignName, digest, sender: o.member.name, zone: o.zone, lang: o.lang, posts, approverConfirms: !mayApproveAsMember(o.member) }), export: saved };
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads a decisions file's text. @throws ReviewError `decisions_invalid` */
export function parseDecisions(text: string): DecisionsFile {
  let v: unknown;
  if (/^\s*<(!doctype|html)/i.test(text)) throw new ReviewError('decisions_invalid', 'this is the preview page itself: the decisions file is the .json file the page downloads when the client presses its download button');
  try {
    v = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new ReviewError('decisions_invalid', 'this is not a decisions file: it is not JSON');
  }
  const bad = (why: string): ReviewError => new ReviewError('decisions_invalid', `this is not a decisions file Postroom made: ${why}`, { details: { why } });
  if (!isObj(v) || v.format !== DECISIONS_FORMAT) throw bad('its format is not postroom-client-decisions');
  if (v.version !== DECISIONS_VERSION) throw bad(`version ${String(v.version)} is not 1`);
  if (typeof v.exportId !== 'string' || v.exportId === '') throw bad('it names no export');
  if (v.campaignId !== null && typeof v.campaignId !== 'string') throw bad('its campaign is not a text');
  if (typeof v.digest !== 'string' || !/^[0-9a-f]{64}$/.test(v.digest)) throw bad('it has no digest');
  if (!Array.isArray(v.posts) || v.posts.length === 0) throw bad('it decides no post');
  const posts = v.posts.map((p, i) => {
    if (!isObj(p) || typeof p.draftId !== 'string' || typeof p.revision !== 'string' || (p.decision !== 'approve' && p.decision !== 'request_changes')) throw bad(`post ${i + 1} is not a decision`);
    const note = typeof p.note === 'string' ? p.note : '';
    return { draftId: p.draftId, revision: p.revision, decision: p.decision as ClientDecision, note };
  });
  if (new Set(posts.map((p) => p.draftId)).size !== posts.length) throw bad('a post is decided twice');
  return { format: DECISIONS_FORMAT, version: DECISIONS_VERSION, exportId: v.exportId, campaignId: v.campaignId as string | null, digest: v.digest, decidedAt: typeof v.decidedAt === 'string' ? v.decidedAt : '', posts };
}

/**
 * What an import did with one post's decision (the import report says it per post):
 * - `approved`: approved by the member who imported it (an approver or owner), from the client's approval;
 * - `waiting_for_approver`: the client approved, the member may not approve: kept as waiting for an
 *   approver to confirm (the post is in review; never an approval);
 * - `changes_requested`: the client asked for changes (their note is a comment);
 * - `noted`: the post was already so; the client's note was added as a comment;
 * - `unchanged`: the post was already so, and the client wrote no note;
 * - `approval_kept` (clientfix): the client asked for changes on a post an approver approved, and the
 *   member may not approve: an editor's relay never undoes an approval; the client's note is a
 *   comment and an approver decides.
 */
export type ImportOutcome = 'approved' | 'waiting_for_approver' | 'changes_requested' | 'noted' | 'unchanged' | 'approval_kept';

export interface ImportedDecision {
  draftId: string;
  decision: ClientDecision;
  outcome: ImportOutcome;
  result: ReviewResult[] | 'unchanged';
  /**
   * clientfix: the post was already handed to the Hub (`scheduled`: it goes out unless cancelled in
   * the Outbox; a request for changes does not stop it) or already out (`sent`), or null.
   */
  atHub: HubStage;
}

export interface ImportedDecisions {
  exportId: string;
  campaignId: string | null;
  /** Who made the preview page (a member's name), and when. */
  exportedBy: string;
  exportedAt: string;
  /** Who the client's steps and notes are recorded by: "client (via NAME)". */
  by: string;
  /** The member who relayed the file. */
  relayedBy: string;
  /** Whether the member's import made approvals (an approver or owner) or left them waiting (an editor). */
  mayApprove: boolean;
  /**
   * Always false: the page holds no secret, so a decisions file edited by hand (approve ↔ changes)
   * cannot be told from the client's own. The checks that exist (campaign, export id, post list,
   * revisions) catch a file of another preview or of changed posts, not its values.
   */
  signed: false;
  decisions: ImportedDecision[];
}

/** Whether a member's approval is an approval in this team (its role approves and may write `approvals`). */
export const mayApproveAsMember = (member: ReviewMember): boolean =>
  member.solo || (member.settings.approvers.includes(member.role) && canWrite(member.role, 'approvals'));

/**
 * Applies a client's decisions file, all or nothing, whoever made the preview: export records are
 * shared with the team (the `reviews` document), so any member's laptop knows the export.
 * - An approver or owner approves as themselves (the approval is theirs; a client decision record
 *   names it, so "the client approved, relayed by NAME" is said with it).
 * - An editor applies what an editor may: a request for changes (the client's) puts the post in
 *   changes requested; an approval is kept as waiting for an approver to confirm, never as one.
 * - A viewer changes nothing (`refused`, read_only).
 * The client's note is a comment by "client (via NAME)".
 * An export's decisions are taken once (clientfix): a second file for an export already imported
 * (by any member: the records are shared) is refused, whether it repeats the decisions (nothing
 * would be added but the note again) or differs from them (a hand-edited copy must not turn an
 * approval into changes requested).
 * @throws ReviewError `decisions_invalid`, `decisions_unknown_export`, `decisions_other_campaign`
 *   (`campaignId` given and the file is for another), `decisions_tampered`, `decisions_already_imported`
 *   (details.by, details.at: the first import; details.same: the same decisions), `decisions_stale`
 *   (details.posts: the posts whose content changed), `refused` (the table's reason); LibraryError
 *   `comment_too_long`. Nothing is changed on any.
 */
export function importClientDecisions(db: WritableDB, text: string, o: { member: ReviewMember; campaignId?: string }): ImportedDecisions {
  const file = parseDecisions(text);
  const exp = reviews.findExport(db, file.exportId);
  if (!exp) throw new ReviewError('decisions_unknown_export', `this decisions file answers export ${file.exportId}, which no member of this team made (or it has not reached this laptop yet)`, { details: { exportId: file.exportId } });
  if (o.campaignId !== undefined && (file.campaignId !== o.campaignId || exp.campaignId !== o.campaignId)) {
    throw new ReviewError('decisions_other_campaign', 'this decisions file is for another campaign', { details: { fileCampaignId: file.campaignId, exportCampaignId: exp.campaignId, campaignId: o.campaignId } });
  }
  const tampered = (why: string, details: Record<string, unknown> = {}): ReviewError => new ReviewError('decisions_tampered', `this decisions file was changed after the page made it: ${why}`, { details: { exportId: exp.id, why, ...details } });
  if (file.campaignId !== exp.campaignId) throw tampered('its campaign is not the export\'s');
  if (file.digest !== exp.digest || exportDigest(exp) !== exp.digest) throw tampered('its digest does not match the export');
  const exported = new Map(exp.posts.map((p) => [p.draftId, p.revision]));
  const foreign = file.posts.filter((p) => !exported.has(p.draftId)).map((p) => p.draftId);
  if (foreign.length) throw tampered(`${foreign.length === 1 ? 'a post is' : 'posts are'} not in the export`, { posts: foreign });
  const moved = file.posts.filter((p) => exported.get(p.draftId) !== p.revision).map((p) => p.draftId);
  if (moved.length) throw tampered('a revision does not match the export', { posts: moved });
  const prior = reviews.clientDecisionsOfExport(db, exp.id);
  if (prior.length) {
    const first = prior[0]!;
    const before = new Map(prior.map((c) => [c.draftId, c.decision]));
    const same = before.size === file.posts.length && file.posts.every((p) => before.get(p.draftId) === p.decision);
    const when = `${first.at.slice(0, 16).replace('T', ' ')} UTC`;
    throw new ReviewError('decisions_already_imported', same
      ? `this decisions file was already imported by ${first.relayedBy} at ${when}: nothing added`
      : `this preview's decisions were already imported by ${first.relayedBy} at ${when}, with other decisions: nothing changed`,
    { details: { exportId: exp.id, by: first.relayedBy, at: first.at, same } });
  }
  // reviewtruth: each changed post is named by its caption's start and its time (the screens say them).
  const stale: Array<{ draftId: string; caption: string; scheduled_at: string | null; timezone: string | null }> = [];
  for (const p of file.posts) {
    let d: Draft | null;
    try {
      d = drafts.get(db, p.draftId);
    } catch {
      d = null;
    }
    if (!d || d.deletedAt || contentRevision(d) !== p.revision) stale.push({ draftId: p.draftId, caption: (d?.caption.split('\n')[0] ?? '').slice(0, 80), scheduled_at: d?.scheduled_at ?? null, timezone: d?.timezone ?? null });
  }
  if (stale.length) {
    throw new ReviewError('decisions_stale', `changed since the client saw ${stale.length === 1 ? 'it' : 'them'}: ${stale.map((s) => `${s.draftId}${s.caption ? ` ("${s.caption}")` : ''}`).join(', ')}; export a new preview`, { details: { posts: stale } });
  }
  const member = o.member;
  const by = `client (via ${member.name})`;
  const mayApprove = mayApproveAsMember(member);
  const reqs: RelayedRequest[] = [];
  const plans = file.posts.map((p) => {
    const state = reviewOf(db, p.draftId).state;
    const comment = p.note.trim() === '' ? undefined : p.note;
    const note = comment !== undefined ? { comment, commentAs: by } : {};
    const before = reqs.length;
    let outcome: ImportOutcome;
    const already = (p.decision === 'approve' && state === 'approved') || (p.decision === 'request_changes' && state === 'changes_requested');
    if (p.decision === 'request_changes' && state === 'approved' && !mayApprove) {
      // An editor relaying the client never undoes an approval: the note is said, an approver decides.
      if (comment !== undefined) reqs.push({ draftId: p.draftId, action: 'comment', relay: true, ...note });
      outcome = 'approval_kept';
    } else if (already) {
      if (comment !== undefined) reqs.push({ draftId: p.draftId, action: 'comment', relay: true, ...note });
      outcome = comment !== undefined ? 'noted' : 'unchanged';
    } else {
      // Sent for review by the member who relays the client (the client saw it).
      if (state === 'draft' || (state === 'changes_requested' && p.decision === 'approve')) reqs.push({ draftId: p.draftId, action: 'submit' });
      if (p.decision === 'request_changes') {
        reqs.push({ draftId: p.draftId, action: 'request_changes', as: by, relay: true, ...(comment !== undefined ? { comment } : {}) });
        outcome = 'changes_requested';
      } else if (mayApprove) {
        reqs.push({ draftId: p.draftId, action: 'approve', relay: true, ...note });
        outcome = 'approved';
      } else {
        if (comment !== undefined) reqs.push({ draftId: p.draftId, action: 'comment', relay: true, ...note });
        outcome = 'waiting_for_approver';
      }
    }
    return { p, outcome, from: before };
  });
  if (!canWrite(member.role, 'reviews')) throw new ReviewError('refused', `cannot take a client's decisions: ${REVIEW_ENGLISH.reason.read_only}`, { details: { action: 'comment', reason: 'read_only' } });
  return db.transaction(() => {
    const results = applyReviewActions(db, member, reqs);
    const decisions = plans.map(({ p, outcome, from }, i) => {
      const to = i + 1 < plans.length ? plans[i + 1]!.from : reqs.length;
      const r = results.slice(from, to);
      // Every decision is recorded, changed or not: it is how a second import of this export is known.
      reviews.addClientDecision(db, {
        exportId: exp.id, draftId: p.draftId, revision: p.revision, decision: p.decision, relayedBy: member.name,
        approvalId: r.find((x) => x.approval)?.approval?.id ?? null, commentId: r.find((x) => x.comment)?.comment?.id ?? null,
      });
      return { draftId: p.draftId, decision: p.decision, outcome, result: outcome === 'unchanged' ? 'unchanged' as const : r, atHub: hubStage(drafts.get(db, p.draftId)) };
    });
    return { exportId: exp.id, campaignId: exp.campaignId, exportedBy: exp.by, exportedAt: exp.at, by, relayedBy: member.name, mayApprove, signed: false as const, decisions };
  })();
}
