/**
 * The post states as the screens show them. The state itself is derived in the core
 * (publisher/post-state.ts) and arrives on the DTOs; this file only words and colours it.
 * test/renderer/post-state.test.ts checks these tables against the core's, entry by entry.
 */
import { waitingToReach } from '../../../src-shared/waiting-to-reach';
import { teammateSendKind } from '../../../src-shared/teammate-send';
import { formatInZone, instantIn } from './schedule';
import { problemText } from './problems';
import { explain } from './errors';
import type { BatchDto, DraftState, PostActionVerdictsDto, PostStateDto, PostStateKind, StateTone } from '../../../src-main/bridge/contract';
import { zoneNameOr } from '../../../src-shared/zone-name';

/** Every post state, in the order the Library's filter offers them. */
export const POST_STATES: readonly PostStateKind[] = ['draft', 'queued', 'scheduled', 'sending', 'published', 'partial', 'refused', 'channels_refused', 'unknown', 'cancelled'];

/** The colour of a state (core toneOf): a refusal is never `ok`. */
export const TONES: Readonly<Record<DraftState, StateTone>> = Object.freeze({
  draft: 'neutral', cancelled: 'neutral', deleted: 'neutral',
  queued: 'progress', scheduled: 'progress', sending: 'progress',
  published: 'ok',
  partial: 'warn',
  refused: 'bad', channels_refused: 'bad', unknown: 'bad',
});

/** States in which publishing sends a second copy (core guard SENT_STATES): only "Publish again…" does. */
export const SENT_STATES: readonly DraftState[] = ['queued', 'scheduled', 'sending', 'published', 'partial', 'unknown'];

type T = (key: string, opts?: { values: Record<string, string | number> }) => string;

/**
 * h-waiting (walk 36b, 4): the catalog key of a post state's word: a post being sent whose calls never reached the Hub
 * (src-shared waitingToReach, read by the core for a campaign's rows: `waitingHub`, whatever the draft's mirrored state
 * still says) is "Waiting to reach the Hub", never
 * "Sending" (the Outbox badge said "Sending" over its own "Not sent yet"; the Posts tab's rows, under the header's "0 at
 * the Hub"). The Outbox card and the Posts tab both word it here.
 */
export const stateWordKey = (state: string, waitingHub: boolean): string => (waitingHub ? 'hubdown.state_waitingToReach' : `state.${state}`);

/**
 * An unknown outcome whose own time is still ahead (the truth table's `unknown_ahead` row,
 * publisher/actions.ts: the post's wall clock read in its zone): the Hub may hold it for then, so
 * no screen says "it may be live" yet.
 */
export function unknownAhead(p: Pick<PostStateDto, 'state' | 'scheduledAt' | 'timezone'>, now: number): boolean {
  if (p.state !== 'unknown' || !p.scheduledAt) return false;
  // w20dst: read as the core reads it (a time shown twice: the first), never luxon's own choice.
  const at = instantIn(p.scheduledAt, p.timezone);
  return at !== null && at > now;
}

/** One line saying what the post state means, with its numbers (N of M, time and zone, next try). */
export function stateDetail(p: PostStateDto, t: T, when: (iso: string) => string, label: (channel: string) => string, now: number = Date.now()): string {
  const channels = p.refused.map(label).join(', ');
  // An error in words (who said it, what it means), never its code: the catalog's own language.
  const reason = (): string => {
    if (!p.reason) return '';
    // walk 36b, 2: a teammate's post waiting to reach the Hub: the Hub did not answer their computer, not this one.
    if (p.by && waitingToReach(p)) return t('teamoutbox.theirNetwork', { values: { who: senderName(p.by, t) } });
    const x = explain(p.reason, t('errorLang'));
    return `${x.who}: ${x.meaning}`;
  };
  switch (p.state) {
    case 'draft': return '';
    case 'queued': return t('outcome.queued');
    case 'scheduled': return t('outcome.scheduledFor', { values: { time: p.scheduledAt ? when(p.scheduledAt) : '?', zone: zoneNameOr(p.timezone, 'UTC') } });
    case 'sending':
      // h-revokedsends (walk 39b): its sender was revoked (core `by.revokedAt`): no news of it can come, never "On its way".
      if (p.by?.revokedAt !== undefined) return t('teamoutbox.unshared.sending', { values: { who: senderName(p.by, t) } });
      if (!p.retrying) return t('outcome.sending');
      // walk 36b: a next try whose time passed (retried when the Hub answers again) is not said as a time ahead.
      return p.nextTryAt && !(waitingToReach(p) && Date.parse(p.nextTryAt) <= now)
        ? t('outcome.retrying', { values: { reason: reason(), time: when(p.nextTryAt) } })
        : t('outcome.retryingNoTime', { values: { reason: reason() } });
    case 'published': return t('outcome.published', { values: { m: p.total } });
    case 'partial': return t('outcome.partial', { values: { n: p.published, m: p.total, channels } });
    case 'refused': return t('outcome.refused', { values: { reason: reason() } });
    case 'channels_refused': return t('outcome.channelsRefused', { values: { channels } });
    case 'unknown':
      // w27teammate (walk 23, 2): a teammate's post (`by`: the core refuses asking the Hub here, team-actions.ts
      // teammate_job) names the one computer that can ask, never "Ask the Hub" to a reader who has no such button.
      // h-replayask (walk 37, 2): but not when this computer holds a job of the key too (`by.here`, teammate_call): it asks.
      return unknownAhead(p, now) && p.scheduledAt
        ? t(p.by && !p.by.here ? 'teamoutbox.askVia.unknownAhead' : 'truth.card.unknownAhead', { values: { time: when(p.scheduledAt), zone: zoneNameOr(p.timezone, 'UTC'), ...(p.by ? { who: senderName(p.by, t) } : {}) } })
        : t('outcome.unknown');
    case 'cancelled': return t('outcome.cancelled');
    default: {
      const never: never = p.state;
      return String(never);
    }
  }
}

/**
 * A batch's answer in words: how many were sent, how many not, and for each draft not sent its
 * reasons (an earlier send, in the user's language; preflight problems as the check words them).
 */
export function batchSummary(b: BatchDto, t: T, captionOf: (draftId: string) => string, channelLabel: (key: string) => string = (k) => k): { sent: number; message: string; lines: string[] } {
  const notSent = b.notSent ?? [];
  const sent = b.sent ?? b.total - notSent.length;
  const lines = notSent.map((n) => {
    // h-resumeadvice (walk 42b, 4): this computer is still sending it (its own unfinished job): never "use Publish again…".
    const reason = n.earlier
      ? t(n.inFlight ? 'resumeadvice.stillSending' : 'outcome.alreadySent', { values: { state: t(`state.${n.earlier}`) } })
      : n.problems.filter((p) => p.severity === 'error').map((p) => `${p.channel ? `${channelLabel(p.channel)}: ` : ''}${problemText(p, t, channelLabel)}`).join('; ');
    return t('outcome.notSentLine', { values: { caption: captionOf(n.draftId), reason } });
  });
  return { sent, message: t('outcome.summary', { values: { sent, notSent: notSent.length } }), lines };
}

/**
 * bywhom: the member who sent a team's post, or, when the core cannot tell which one's call the Hub
 * ran (`among`), every member who may have: "Lan or Bảo".
 */
export function senderName(by: NonNullable<PostStateDto['by']>, t: T): string {
  const among = by.among ?? [];
  if (among.length < 2) return by.name;
  return t('bywhom.either', { values: { names: among.slice(0, -1).join(', '), last: among[among.length - 1]! } });
}

/**
 * h-replay2 (walk 42b, 1): the sender's name after a state word ("Published · Lan"); of a post whose every call known here
 * was a replay of one no outcome here names (the core's `by.replay`), who replayed it: "Published · replayed by Olivia".
 */
export const senderShort = (by: NonNullable<PostStateDto['by']>, t: T): string =>
  by.replay ? t('teamoutbox.replayedByShort', { values: { who: senderName(by, t) } }) : senderName(by, t);

/**
 * reviewui (issue 34): who sent a team's post, as every screen says it: "Published by Bảo · 10:32",
 * "Outcome unknown — sent by Bảo · 10:32", or "Sent by Bảo · 10:32" for any other state a teammate's job
 * has. `by` is the core's one derivation (post-state.ts); '' when this computer sent it (no `by`).
 */
export function sentByLine(p: { state: DraftState; by?: PostStateDto['by']; mine?: PostStateDto['mine']; replayed?: PostStateDto['replayed']; scheduledAt?: string | null; timezone?: string | null } & Partial<Pick<PostStateDto, 'published' | 'total' | 'retrying' | 'reason' | 'times'>>, t: T, when: (ms: number) => string, opts: { outcomeShown?: boolean; locale?: string | undefined; label?: (channel: string) => string } = {}): string {
  // h-sendtime (walk 40b): channels that go at two times (the core's `times`): who sent it, then each channel at its own
  // time, never the first send's time (nor the retry's) for the whole post.
  // h-replay2 (walk 42b, 1): a teammate's call that was a replay of one no outcome here names (the core's `by.replay`):
  // the Hub already had it, never "Published by Olivia", nor at her call's time (src-shared teammateSendKind).
  if (p.by && teammateSendKind(p) === 'replayed') return t('teamoutbox.replayedBy', { values: { who: senderName(p.by, t) } });
  const parts = channelTimesLine(p.times, t, when, opts.label ?? ((c) => c), opts.locale);
  if (parts && !p.replayed && (p.by || p.mine)) return p.by ? t('sendtime.byline.who', { values: { who: senderName(p.by, t), parts } }) : t('sendtime.byline.you', { values: { parts } });
  // w27teammate (walk 23, 4): a partly published post says so with the core's counts ("Partly published by you: 2 of
  // 3 channels"), never "Published by you"; without its counts, only that it was sent.
  const counts = p.published !== undefined && p.total !== undefined ? { n: p.published, m: p.total } : null;
  const kind = byLineKind(p, opts);
  // w31retry: the by-line's time is when it was SENT (the core's by/mine `at`): a post sent with a time (the core's
  // scheduledAt, as sent) was published at that time, not at the send: "Published by Bảo · sent … · scheduled for …".
  const forAt = byLineSaysTime(p, opts) && p.scheduledAt ? { at: formatInZone(p.scheduledAt, p.timezone ?? null, opts.locale) ?? p.scheduledAt, zone: zoneNameOr(p.timezone ?? null, 'UTC') } : null;
  const key = forAt ? `${kind}For` : kind;
  // h-replaywho (walk 41b, 2): a replay of a call no teammate's outcome names (the core's `replayed`): never "Sent by you".
  if (!p.by && p.replayed) return t('teamoutbox.replayed', { values: { time: when(p.replayed.at) } });
  // teamoutbox: in a team, the post this computer sent says so — "Published by you · 10:32".
  if (!p.by) return p.mine ? t(`teamoutbox.byYou.${key}`, { values: { time: when(p.mine.at), ...counts, ...forAt } }) : '';
  const values = { who: senderName(p.by, t), time: when(p.by.at), ...counts, ...forAt };
  return t(`reviewui.byline.${key}`, { values });
}

type ByLineSubject = Parameters<typeof sentByLine>[0];

/**
 * h-twosends (walk 43b, 6): a draft's sends (the core's draftSends: Library rows' `sentSends`, Compose's `sends`) said one
 * by one, oldest first, each with who sent it and its state and time: "Published by Olivia · 10:00; Outcome unknown — sent
 * by Sam · 10:05". A row never names only the latest sender while an earlier send is live at the Hub.
 */
export function sendsLine(sends: ReadonlyArray<{ post: ByLineSubject }> | undefined, t: T, when: (ms: number) => string, opts: Parameters<typeof sentByLine>[3] = {}): string {
  return (sends ?? []).map((x) => {
    const line = sentByLine(x.post, t, when, opts) || t(`state.${x.post.state}`);
    // h-twotimes (walk 45a, 1): a send the Hub holds for its time says that time (the core's send `scheduledAt`): Marc's for
    // Dec 2 and Hạnh's new post for Dec 3 each its own, never the row's one time for both (a different one on each laptop).
    const p = x.post;
    return heldFor(p, opts) ? `${line} · ${t('library.scheduledFor', { values: { when: heldAt(p, opts.locale), zone: zoneNameOr(p.timezone ?? null, 'UTC') } })}` : line;
  }).join('; ');
}

/** h-twotimes: the time a send the Hub holds goes at, on its zone's clock (heldFor's sends: scheduledAt is set). */
const heldAt = (p: ByLineSubject, locale?: string): string => formatInZone(p.scheduledAt!, p.timezone ?? null, locale) ?? p.scheduledAt!;

/** h-twotimes: a scheduled send whose by-line does not say its time (one time for all its channels): sendsLine adds it. */
const heldFor = (p: ByLineSubject, opts: { outcomeShown?: boolean } = {}): boolean =>
  p.state === 'scheduled' && !!p.scheduledAt && (p.times?.length ?? 0) < 2 && !byLineSaysTime(p, opts);

/**
 * h-twotimes (walk 45a, 1): a Library row's short line of a draft the Hub holds as two or more posts, each scheduled for a
 * time of its own (the core's sends, as sendsLine reads them): "2 posts at the Hub: Dec 2, 2026, 9:00 AM by you; Dec 3,
 * 2026, 9:00 AM by Hạnh (Asia/Ho_Chi_Minh)", the same on every laptop. '' when any send is not so (sendsLine says them).
 * The row's one line had room for neither send's time once both were said whole.
 */
export function heldPostsLine(sends: ReadonlyArray<{ post: ByLineSubject }> | undefined, t: T, locale?: string): string {
  const all = sends ?? [];
  if (all.length < 2 || !all.every((x) => heldFor(x.post))) return '';
  const zones = new Set(all.map((x) => x.post.timezone ?? null));
  const one = zones.size === 1;
  const list = all.map((x) => {
    const p = x.post;
    const at = heldAt(p, locale);
    const time = one ? at : t('twotimes.timeInZone', { values: { time: at, zone: zoneNameOr(p.timezone ?? null, 'UTC') } });
    return t('twotimes.heldPost', { values: { time, who: p.by ? senderName(p.by, t) : t('twotimes.you') } });
  }).join(t('twotimes.joiner'));
  const said = one ? t('twotimes.inZone', { values: { list, zone: zoneNameOr(all[0]!.post.timezone ?? null, 'UTC') } }) : list;
  return t('twotimes.heldPosts', { values: { n: all.length, list: said } });
}

/**
 * h-twotimes (walk 45a, 1): whether a row's sends (sendsLine) say the times they go at: the row then says no single time
 * beside them (DraftRow), which was this laptop's own send's ("scheduled for Dec 2" on Marc's, Dec 3 on Hạnh's).
 */
export function sendsSayTime(sends: ReadonlyArray<{ post: ByLineSubject }> | undefined): boolean {
  return (sends ?? []).some((x) => heldFor(x.post) || byLineSaysTime(x.post) || (x.post.times?.length ?? 0) > 1);
}

/**
 * h-sendtime (walk 40b): a post's channel times (the core's `times`, present only when its channels go at two or more
 * times, as after a retry of refused channels at a new time) in words, each channel with the time of its own send:
 * "Instagram published 9:00 AM · X scheduled for 2:00 PM (Ho Chi Minh City)". '' when they go at one time.
 * `when`: a sent instant (ms) in the reader's words; a time sent for is read in its zone (formatInZone).
 */
export function channelTimesLine(times: PostStateDto['times'], t: T, when: (ms: number) => string, label: (channel: string) => string, locale?: string): string {
  if (!times || times.length < 2) return '';
  // walk 44a (minor): one line, one clock. A part sent for a time says it on its zone's clock, labelled; the parts said by
  // when they were sent say it on that clock too, labelled, never on the reader's unlabelled ("Facebook published 5:31 PM
  // (Asia/Ho_Chi_Minh) · Instagram: Channel refused, sent 5:34 AM" read as if Instagram went 12 hours before Facebook).
  const lineZone = times.find((x) => x.scheduledAt && x.timezone)?.timezone ?? null;
  const sent = (ms: number): { time: string; zone: string } | null => (lineZone ? { time: instantOn(ms, lineZone, locale) ?? when(ms), zone: zoneNameOr(lineZone, 'UTC') } : null);
  return times.map((x) => {
    const channels = x.channels.map(label).join(', ');
    const at = x.scheduledAt ? formatInZone(x.scheduledAt, x.timezone, locale) ?? x.scheduledAt : null;
    const zone = zoneNameOr(x.timezone, 'UTC');
    if (x.state === 'scheduled') return t('sendtime.part.scheduled', { values: { channels, time: at ?? '?', zone } });
    const on = sent(x.sentAt);
    if (x.state === 'published') return at ? t('sendtime.part.publishedFor', { values: { channels, time: at, zone } }) : on ? t('sendtime.part.publishedFor', { values: { channels, ...on } }) : t('sendtime.part.published', { values: { channels, time: when(x.sentAt) } });
    const state = t(`desk.channelState.${x.state}`);
    return on ? t('sendtime.part.otherIn', { values: { channels, state, ...on } }) : t('sendtime.part.other', { values: { channels, state, time: when(x.sentAt) } });
  }).join(t('sendtime.joiner'));
}

/** An instant (ms) on a zone's clock, as the reader's words say a time ("Nov 29, 2026, 5:34 PM"); null: a zone Intl does not know. */
function instantOn(ms: number, zone: string, locale: string | undefined): string | null {
  try {
    return new Date(ms).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
  } catch {
    return null;
  }
}

/**
 * h-oldcaption (walk 43b, 5): the channels whose Hub post holds an earlier version of the post's text (the core's post state
 * `older`, publisher older-text.ts) in the catalog's words: `short` for the Library row ("Instagram holds an earlier
 * version"), `full` for Compose and the row's hover words (with when it was sent). '' when none.
 */
export function olderLine(older: PostStateDto['older'], t: T, when: (ms: number) => string, label: (channel: string) => string, form: 'short' | 'full'): string {
  if (!older || older.length === 0) return '';
  return older.map((o) => t(`holdsolder.${form}`, { values: { channels: o.channels.map(label).join(', '), count: o.channels.length, time: when(o.sentAt) } })).join(form === 'full' ? ' ' : t('sendtime.joiner'));
}

/**
 * The by-line's kind (its catalog key). w29resend (walk 25, 4): `outcomeShown` (an Outbox card, whose badge and time say
 * the outcome): the time is when it was sent, so the line says who sent it and when — "Sent by you · 8:22 AM", never
 * "Published by you · 8:22 AM".
 */
function byLineKind(p: ByLineSubject, opts: { outcomeShown?: boolean }): 'published' | 'partial' | 'unknown' | 'sent' | 'cancelled' | 'waiting' {
  const counts = p.published !== undefined && p.total !== undefined;
  // h-teamwords (walk 32, 3): a job cancelled before it reached the Hub was never sent: "Cancelled on Lan's computer …".
  if (p.state === 'cancelled') return 'cancelled';
  // walk 36b (1): its calls never reached the Hub (src-shared waitingToReach): "Queued by Vy, not at the Hub yet", never "Sent by".
  if (waitingToReach({ state: p.state, retrying: p.retrying ?? false, reason: p.reason ?? null })) return 'waiting';
  const published = !opts.outcomeShown && (p.state === 'published' || p.state === 'partial');
  return published && p.state === 'published' ? 'published' : published && p.state === 'partial' ? (counts ? 'partial' : 'sent') : p.state === 'unknown' ? 'unknown' : 'sent';
}

/** h-retry (3): whether sentByLine says the time the send was for ("· scheduled for …"): a Library row then does not say it again. */
export function byLineSaysTime(p: ByLineSubject, opts: { outcomeShown?: boolean } = {}): boolean {
  const kind = byLineKind(p, opts);
  return (kind === 'published' || kind === 'partial') && !!p.scheduledAt && (!!p.by || !!p.mine);
}

/**
 * w30outbox (walk 25, 3): the by-line of an Outbox card, this computer's and a teammate's alike. The card's badge and time
 * say the outcome and when it went out; the line's time is when it was SENT, so it says so with the send word — "Sent by
 * Bảo · 8:22 AM", "Sent by you · 8:22 AM" — never "Published by Bảo · 8:22 AM" under "Published at 3:32 PM".
 */
export const cardByLine = (p: Parameters<typeof sentByLine>[0], t: T, when: (ms: number) => string): string => sentByLine(p, t, when, { outcomeShown: true });

/**
 * w27teammate (walk 23, 1): "Only Bảo's computer can ask the Hub about it": what only the sender's computer can do
 * about a teammate's post (the core's senderOnly, in the table's order), joined as the language joins "or"; '' when
 * there is nothing (then the card says nothing of the kind).
 */
export function senderOnlyLine(actions: readonly string[], who: string, t: T, lang: string | undefined): string {
  if (actions.length === 0) return '';
  const words = actions.map((a) => t(`teamoutbox.senderAction.${a}`));
  const list = new Intl.ListFormat(lang ?? 'en', { type: 'disjunction' }).format(words);
  return t('teamoutbox.senderOnly', { values: { who, actions: list } });
}

/**
 * h-revokedsends (walk 39b): a teammate's post whose sender the team revoked while its outcome was still to come (core
 * post-state.ts `by.revokedAt`): the line its card shows instead of senderOnlyLine (no revoked computer is offered), and
 * the badge's word; '' / null when it is not so. `at`: the revocation's time in the reader's words.
 */
export function unsharedLine(p: Pick<PostStateDto, 'by'>, t: T, at: (ms: number) => string): string {
  return p.by?.revokedAt !== undefined ? t('teamoutbox.unshared.line', { values: { who: senderName(p.by, t), since: at(p.by.revokedAt) } }) : '';
}
export const unsharedBadgeKey = (p: Pick<PostStateDto, 'by'>): string | null => (p.by?.revokedAt !== undefined ? 'teamoutbox.unshared.badge' : null);

/** The reasons whose words send the reader to ask the Hub (truth.reason.*). */
const ASK_HUB_SAID: ReadonlySet<string> = new Set(['hub_may_hold', 'not_due', 'cannot_withdraw']);

/**
 * w27teammate (walk 23, 2): the sender's name when only the sender's computer can ask the Hub about this post (the
 * core's verdict: `ask_hub` refused here as `teammate_sends`), else null (this computer may ask, or nobody can).
 */
export function askVia(verdicts: PostActionVerdictsDto | null | undefined, post: Pick<PostStateDto, 'by'> | null | undefined, t: T): string | null {
  const v = verdicts?.ask_hub;
  return v?.do === 'refused' && v.reason === 'teammate_sends' && post?.by ? senderName(post.by, t) : null;
}

/** A refusal's reason in words (truth.reason.*); where they say "ask the Hub" but only `via`'s computer can, they name it. */
export function reasonLine(reason: string, via: string | null, t: T): string {
  return via && ASK_HUB_SAID.has(reason) ? t(`teamoutbox.askVia.reason.${reason}`, { values: { who: via } }) : t(`truth.reason.${reason}`);
}
