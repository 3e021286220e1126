/**
 * w43cal (walk 43a): a post whose channels go at two or more times (the core's post-state `times`: four channels published
 * at once on Nov 29, X and Threads refused, then retried for Dec 5) is on the calendar on each day a part of it goes or
 * went out, each chip naming its own channels and their state. Before, the calendar placed the draft once, at its latest
 * call's time (held-times.ts): one chip on Dec 5 naming all six channels ("the Hub holds this post for Dec 5"), nothing on
 * Nov 29; on a teammate's laptop nothing at all.
 *
 * 1. The drafts looked at: the calendar's sent entries, and the drafts a call of which was sent, or sent for, in the range
 *    (library heldTimes.sentDuring / sentInRange; this journal's and the team's outcomes).
 * 2. Their post states are the core's one derivation (publisher draftPostStates, with the team's outcomes): only those
 *    with `times` are split; every other draft keeps its one chip.
 * 3. A part is placed at its time as sent (`scheduledAt` in `timezone`), or at the instant its call went (`sentAt`) when
 *    it went at once (as h-calout places a post sent at once). Parts outside the range are left out.
 */
import { draftSchedules, heldTimes, scheduledInstant, type ReadableDB } from '../library';
import { draftPostStates, readDrafts, type ChannelStateKind, type ChannelTime, type TeamPublishPort } from '../publisher';
import type { CalendarEntry } from './calendar';
import { whyFixed } from './movable';

type Team = Pick<TeamPublishPort, 'me' | 'sharedOutcomes' | 'sharedOutcomesOf'> | null;

/** A chip of one part of a post: its channels (`platforms`), their state, its time; `part.by` the teammate who sent it (null: this computer). */
export type ChannelTimeChip = CalendarEntry & { part: { by: string | null } };

/** A part's state in the calendar's words (a post state): a refused channel is a refused post's part. */
const POST_STATE_OF: Record<ChannelStateKind, string> = {
  sending: 'sending', retrying: 'sending', queued: 'queued', scheduled: 'scheduled', published: 'published',
  refused: 'channels_refused', hub_refused: 'channels_refused', unknown: 'unknown', cancelled: 'cancelled',
};

const instantOf = (t: ChannelTime): number => (t.scheduledAt === null ? t.sentAt : scheduledInstant(t.scheduledAt, t.timezone) ?? t.sentAt);

/**
 * The chips of the range's posts whose channels go at two times (see above), and the ids of the drafts they replace
 * (`split`: their one chip is dropped wherever it was).
 */
export function channelTimeChips(db: ReadableDB, workspaceId: string, entries: readonly CalendarEntry[], fromMs: number, toMs: number, team: Team): { split: Set<string>; chips: ChannelTimeChip[] } {
  const shown = new Map(entries.filter((e) => e.fixed !== null).map((e) => [e.id, e]));
  const ids = [...new Set([...shown.keys(), ...heldTimes.sentDuring(db, workspaceId, fromMs, toMs), ...heldTimes.sentInRange(db, workspaceId, fromMs, toMs)])];
  const split = new Set<string>();
  const chips: ChannelTimeChip[] = [];
  if (ids.length === 0) return { split, chips };
  const reads = readDrafts(db, ids, team);
  const states = draftPostStates(db, ids, reads.team ?? undefined, reads.jobsOf);
  const many = ids.filter((id) => (states.get(id)?.times?.length ?? 0) > 1);
  if (many.length === 0) return { split, chips };
  const rows = new Map(draftSchedules.calendarRows(db, workspaceId, many.filter((id) => !shown.has(id))).map((r) => [r.id, r]));
  for (const id of many) {
    const st = states.get(id)!;
    const base: CalendarEntry | undefined = shown.get(id) ?? (() => {
      const r = rows.get(id);
      return r ? { ...r, held: true, draft_scheduled_at: null, draft_timezone: null, fixed: whyFixed(st.state), predicted_at: null, predicted_timezone: null, passed: false, review: null, sent_at: null } : undefined;
    })();
    if (!base) continue;
    split.add(id);
    for (const t of st.times!) {
      const at = instantOf(t);
      if (at < fromMs || at >= toMs) continue;
      const state = POST_STATE_OF[t.state];
      chips.push({
        ...base, platforms: [...t.channels], state, scheduled_at: t.scheduledAt, timezone: t.scheduledAt === null ? null : t.timezone, at, add_to_queue: false,
        held: true, draft_scheduled_at: null, draft_timezone: null, fixed: whyFixed(state) ?? 'held_by_hub', predicted_at: null, predicted_timezone: null,
        passed: false, review: null, sent_at: t.scheduledAt === null ? new Date(t.sentAt).toISOString() : null, part: { by: st.by?.name ?? null },
      });
    }
  }
  return { split, chips };
}
