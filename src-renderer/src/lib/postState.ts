/**
 * The post states as the screens show them. The state itself is derived in the core
 * (publisher/post-state.ts) and arrives on the DTOs; this file only words and colours it.
 * test/renderer/post-state.test.ts checks these tables against the core's, entry by entry.
 */
import { instantIn } from './schedule';
import { problemText } from './problems';
import { explain } from './errors';
import type { BatchDto, DraftState, PostStateDto, PostStateKind, StateTone } from '../../../src-main/bridge/contract';
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
    const x = explain(p.reason, t('errorLang'));
    return `${x.who}: ${x.meaning}`;
  };
  switch (p.state) {
    case 'draft': return '';
    case 'queued': return t('outcome.queued');
    case 'scheduled': return t('outcome.scheduledFor', { values: { time: p.scheduledAt ? when(p.scheduledAt) : '?', zone: zoneNameOr(p.timezone, 'UTC') } });
    case 'sending':
      if (!p.retrying) return t('outcome.sending');
      return p.nextTryAt
        ? t('outcome.retrying', { values: { reason: reason(), time: when(p.nextTryAt) } })
        : t('outcome.retryingNoTime', { values: { reason: reason() } });
    case 'published': return t('outcome.published', { values: { m: p.total } });
    case 'partial': return t('outcome.partial', { values: { n: p.published, m: p.total, channels } });
    case 'refused': return t('outcome.refused', { values: { reason: reason() } });
    case 'channels_refused': return t('outcome.channelsRefused', { values: { channels } });
    case 'unknown':
      return unknownAhead(p, now) && p.scheduledAt
        ? t('truth.card.unknownAhead', { values: { time: when(p.scheduledAt), zone: zoneNameOr(p.timezone, 'UTC') } })
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
    const reason = n.earlier
      ? t('outcome.alreadySent', { values: { state: t(`state.${n.earlier}`) } })
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
 * reviewui (issue 34): who sent a team's post, as every screen says it: "Published by Bảo · 10:32",
 * "Outcome unknown — sent by Bảo · 10:32", or "Sent by Bảo · 10:32" for any other state a teammate's job
 * has. `by` is the core's one derivation (post-state.ts); '' when this computer sent it (no `by`).
 */
export function sentByLine(p: { state: DraftState; by?: PostStateDto['by']; mine?: PostStateDto['mine'] }, t: T, when: (ms: number) => string): string {
  const kind = p.state === 'published' || p.state === 'partial' ? 'published' : p.state === 'unknown' ? 'unknown' : 'sent';
  // teamoutbox: in a team, the post this computer sent says so — "Published by you · 10:32".
  if (!p.by) return p.mine ? t(`teamoutbox.byYou.${kind}`, { values: { time: when(p.mine.at) } }) : '';
  const values = { who: senderName(p.by, t), time: when(p.by.at) };
  return t(`reviewui.byline.${kind}`, { values });
}
