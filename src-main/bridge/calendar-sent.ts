/**
 * calendar (walk 7): what the Hub holds of the calendar's posts, on every laptop, by the Outbox's own
 * readings: a teammate's send (publisher teammateSends, as the Outbox's "Sent by teammates" group) names
 * its sender and its time, and a post whose draft changed since the send the Hub holds says so
 * (team-send-text.ts sendEditedSince, as the Outbox card's "Edited since it was sent"). Before: a
 * teammate's held post read as a plain scheduled one (no "the Hub holds it"), and a caption edited
 * after sending wore no `≠`, though the legend promises it.
 */
import type { CalendarEntry } from '../campaigns';
import type { ReadableDB } from '../library';
import { jobPost, teammateSends, type TeamPublishPort } from '../publisher';
import type { CalendarEntryDto } from './contract';
import { editedSinceSentOf, ownHeldSend } from './drafts-edited';
import type { Services } from './services';

export function withSent(db: ReadableDB, entries: readonly CalendarEntry[], team: Pick<TeamPublishPort, 'me' | 'sharedOutcomes' | 'sentFirst'> | null): CalendarEntryDto[] {
  const sent = entries.filter((e) => e.fixed !== null);
  // A workspace with no team (never joined, or left) has no teammate's send to name; its own sends still say whether the draft changed since.
  const theirs = team ? teammateSends(db, sent.map((e) => e.id), team) : [];
  const theirOf = new Map<string, (typeof theirs)[number]>();
  for (const t of theirs) if (!theirOf.has(t.draftId)) theirOf.set(t.draftId, t); // newest first
  const editedOf = editedSinceSentOf(db, sent.map((e) => e.id), team, { theirs });
  return entries.map((e): CalendarEntryDto => {
    const out: CalendarEntryDto = { ...e, state: e.state as CalendarEntryDto['state'] };
    if (e.fixed === null) return out;
    const t = theirOf.get(e.id);
    // w11sender (walk 11): this laptop's own send the Hub holds, by its POST state (jobPost), as ownSendEdits reads it.
    // Before, job states were checked against post states' words: a job 'awaiting' (the Hub holds it) or 'done' never
    // counted, so the sender's own chip wore no ≠ while every teammate's did.
    const mine = ownHeldSend(db, e.id);
    // w24calendar (walk 21, 2): this laptop's send was a replay of a teammate's call (the Hub answered with their post):
    // named as the Outbox card and `postroom status` name it (jobPost with the team's outcomes of its key). Before: no one.
    const replayed = mine && team ? jobPost(mine.job, team).by : undefined;
    if (replayed) out.sent_by = { name: replayed.name };
    if (t && !mine) {
      out.sent_by = { name: t.job.by.name };
      // The Hub's time as the teammate's send holds it (this laptop has no job of its own to place it by).
      if (t.post.scheduledAt && !e.add_to_queue) {
        out.held = true;
        if (t.post.scheduledAt !== e.scheduled_at || t.post.timezone !== e.timezone) {
          out.draft_scheduled_at = e.scheduled_at;
          out.draft_timezone = e.timezone;
          out.scheduled_at = t.post.scheduledAt;
          out.timezone = t.post.timezone;
        }
      } else if (e.add_to_queue) out.held = true;
    }
    // w27teammate: the one reading of "edited since it was sent" (drafts-edited.ts), as the Library and `drafts list` read it.
    const edited = editedOf.get(e.id);
    if (edited) out.edited_since_sent = { approvedAt: edited.approvedAt };
    return out;
  });
}

/** The calendar's entries with what the Hub holds said, for the current workspace (its team, if any). */
export function calendarSent(s: Services, entries: readonly CalendarEntry[]): CalendarEntryDto[] {
  // w11sender: a workspace that LEFT its team too (its port is leftPort, the team's outcomes kept), as the Outbox's
  // "Sent by teammates" reads it (team-sends.ts theirSends): before, the leave dropped every teammate's send and its ≠.
  return withSent(s.library.db, entries, s.teamPort(s.currentWorkspace()));
}
