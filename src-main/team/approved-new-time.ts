/**
 * w20authors (w18again's handler moved into the core): the time approved for a NEW post of a draft the Hub holds. A post
 * approved as it is now (not stale), whose post the Hub holds scheduled, and whose draft's own time is another instant
 * than the Hub's: Compose offers "Send the new post at …" (Publish again; the CLI's publish --again), which changes
 * nothing. Pure: the bridge's review handler reads it; test/team/w20authors-approved-new-time.test.ts, row by row.
 */
import { scheduledInstant } from '../library';

/** The facts the decision reads. */
export interface ApprovedNewTimeFacts {
  /** The post's review now (review-actions.ts reviewOf). */
  review: { state: string; stale: boolean };
  /** The state of the post the Hub holds of it (draft-states.ts draftAtHub), null: none. */
  hubState: string | null;
  /** The draft's own time (as the draft holds it), its zone, and whether it goes to the Hub's queue. */
  draft: { scheduledAt: string | null; timezone: string | null; addToQueue: boolean };
  /** The time the Hub holds the post for, as sent (null: none held). */
  held: { scheduledAt: string | null; timezone: string | null } | null;
}

/** The approved new time (ISO as the draft holds it, its zone), or null: no such time. */
export function approvedNewTime(f: ApprovedNewTimeFacts): { at: string; zone: string | null } | null {
  if (f.review.state !== 'approved' || f.review.stale || f.hubState !== 'scheduled') return null;
  const d = f.draft;
  if (!d.scheduledAt || d.addToQueue || !f.held) return null;
  const same = f.held.scheduledAt !== null && scheduledInstant(f.held.scheduledAt, f.held.timezone) === scheduledInstant(d.scheduledAt, d.timezone);
  return same ? null : { at: d.scheduledAt, zone: d.timezone };
}
