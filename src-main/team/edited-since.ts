/**
 * Who edited an approved post since its approval, and when (review-actions.ts re-exports it): the team's History lines
 * after the approval that changed what goes out, less members whose changes are all taken back (w13undo), and whether
 * only the time changed (w16asnew). Moved out of review-actions.ts to keep it under 500 lines.
 */
import type { ReviewStep } from '../library';
import type { PostReview } from './review-actions';
import { NOT_APPROVED_FIELDS } from './schema/line-marks';

/**
 * editedtime (walk 6): an approved post edited since (`stale`): who edited it after the approval and WHEN
 * the edit was made, derived once here for every screen and the CLI (before: the screens put the approval's
 * time beside "edited by Lan after Bảo approved"). The editors are every member with a line of the team's history
 * after the approval that changed what goes out, the time the newest such line's (w11undo; `history`, in any order;
 * null: not readable here); an edit the history does not hold is said at the
 * draft's last save, by me only when known to be mine (`mine`: an unshared change here; a solo workspace's one
 * person), else by nobody named (leftview: a workspace that left the team cannot tell who edited). Null when the post is not an approval edited since.
 */
export interface EditedSinceApproval {
  /**
   * The one editor's member name; null: not known (the history cannot be read), or more than one member edited
   * since the approval (`editors` names them all: w11undo, a reader of `by` alone never names only one of them).
   */
  by: string | null;
  /**
   * w11undo (walk 11): EVERY member who saved a change to what goes out since the approval, in the order of their
   * first such save (empty: not known). Before, only the last saver was named: Lan typed, Bảo typed, Lan pressed
   * Undo (her words gone, Bảo's kept) and every laptop said "edited by Lan after Bảo approved". w13undo (walk 13):
   * less a member all of whose changes since are taken back (their lines' `marks`: nothing they put in remains,
   * nothing they removed was not their own since): Lan then is not named, Bảo is. Lines without marks (written
   * before) name their member. Lines that changed only what is not approved (notes, tags) name nobody.
   */
  editors: string[];
  /** When the edit was made (ISO): the newest change to what goes out. */
  at: string;
  /**
   * w16asnew (walk 15): every change to what goes out since the approval was to WHEN it goes out (scheduled_at,
   * timezone, add_to_queue: a new time chosen, as Compose's "Send it as a new post at another time…" does), nothing
   * else. The screens and the CLI then say "Lan chose a new time …", not "edited". False when not known (no history).
   */
  onlyTime: boolean;
}

/** w16asnew: the fields of a History line that say when a post goes out (review.ts contentRevision `schedule`). */
export const TIME_FIELDS: ReadonlySet<string> = new Set(['scheduled_at', 'timezone', 'add_to_queue']);
/** A line whose every approved field is a time field (its notes, tags beside it change nothing approved). */
const onlyTimeLine = (e: { fields?: readonly string[] }): boolean => Array.isArray(e.fields) && e.fields.every((f) => TIME_FIELDS.has(f) || NOT_APPROVED_FIELDS.has(f));

/** A line of only NOT_APPROVED_FIELDS (schema/line-marks.ts) changed nothing the approval is of. Any other field counts. */
const changesContent = (e: { fields?: readonly string[] }): boolean => !Array.isArray(e.fields) || e.fields.some((f) => !NOT_APPROVED_FIELDS.has(f));

/**
 * w13undo (walk 13): what a History line's change left in the draft (team/schema/line-marks.ts, read back by the
 * binding): whether anything it inserted into the content remains, the Yjs client and clocks it wrote, and the
 * content items it deleted. Absent on lines written before (and on a history kept at a leave): nothing is known.
 */
export interface LineMarksFacts { client: number; from: number; kept: boolean; dels: ReadonlyArray<readonly [number, number, number]> }

/**
 * w13undo: a member's changes since the approval are all taken back (their Undo) when every one of their lines is
 * marked, nothing any of them inserted remains, and everything they deleted was their own since the approval (an
 * item of one of their clients from a clock at or after their first line's there). A deletion of anyone else's or
 * of the approved text, or a line without marks, keeps the member named.
 */
export function allTakenBack(mine: ReadonlyArray<{ marks?: LineMarksFacts }>): boolean {
  const marks = mine.map((e) => e.marks);
  if (marks.some((k) => !k || k.kept)) return false;
  const since = new Map<number, number>();
  for (const k of marks as LineMarksFacts[]) since.set(k.client, Math.min(since.get(k.client) ?? Infinity, k.from));
  return (marks as LineMarksFacts[]).every((k) => k.dels.every(([c, clock]) => since.has(c) && clock >= (since.get(c) as number)));
}

export function editedSinceApproval(
  r: Pick<PostReview, 'stale'> & { last: Pick<ReviewStep, 'action' | 'at'> | null },
  opts: {
    history: ReadonlyArray<{ member: string; at: string; fields?: readonly string[]; marks?: LineMarksFacts }> | null; savedAt: string; me: { name: string; solo: boolean };
    /**
     * leftview (walk 7): whether an edit the history does not hold is known to be this laptop's: a change it has
     * not shared yet (the team's outbox holds the draft), or a workspace of one person's own. Absent: solo only.
     * A draft of a team this workspace left, or a team's draft with no unshared change here: nobody is named.
     */
    mine?: boolean;
  },
): EditedSinceApproval | null {
  if (!r.stale || !r.last || r.last.action !== 'approve') return null;
  const approvedAt = Date.parse(r.last.at);
  // Every change to the content after the approval, oldest first, whatever order the history is read in.
  const lines = (opts.history ?? []).filter((e) => Date.parse(e.at) > approvedAt && changesContent(e)).sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  // (A solo reader is given lines only of a team it left: leftview.)
  if (lines.length > 0) {
    const changed = [...new Set(lines.map((e) => e.member))];
    // w13undo: a member all of whose changes since the approval are taken back is not named; when nobody's remain
    // by the lines' marks (a change they cannot attribute), everyone who changed it is, as before.
    const remaining = changed.filter((m) => !allTakenBack(lines.filter((e) => e.member === m)));
    const editors = remaining.length > 0 ? remaining : changed;
    return { by: editors.length === 1 ? (editors[0] as string) : null, editors, at: (lines[lines.length - 1] as { at: string }).at, onlyTime: lines.every(onlyTimeLine) };
  }
  // Not in the team's history: at the draft's last save (never before the approval it undid), by me only when the
  // change is known to be this laptop's (leftview: before, any change with no history line was blamed on the reader).
  const at = Date.parse(opts.savedAt) > approvedAt ? opts.savedAt : r.last.at;
  const by = (opts.mine ?? opts.me.solo) ? opts.me.name : null;
  return { by, editors: by === null ? [] : [by], at, onlyTime: false };
}
