/**
 * w27teammate (walk 23, 3): "edited since it was sent" of a draft's post, the one reading every list of drafts makes:
 * the calendar's chip (calendar-sent.ts), the Library's rows (drafts.list) and `postroom drafts list` (text and
 * --json), on the sender's laptop and every teammate's. It is the Outbox card's reading (team-send-text.ts):
 * 1. this laptop's newest own send the Hub holds (its post state, jobPost), not replaced by a later attempt:
 *    ownSendEdits (the sender's laptop);
 * 2. else the newest teammate's send of the draft (publisher teammateSends, newest first): sendEditedSince.
 * Before: Lan edited approved post U1 offline, Bảo published the approved text; both Libraries and both `drafts list`
 * showed Lan's caption as "Published", with no ≠, while the Outbox card and Compose said "edited since it was sent".
 */
import { drafts, type Job, type ReadableDB } from '../library';
import { jobPost, listJobs, teammateSends, type JobsOf, type TeamPublishPort, type TeammateSend } from '../publisher';
import { hubHolds, ownSendEdits, sendEditedSince } from './team-send-text';

export type DraftEdit = { approvedAt: string };
type Port = Pick<TeamPublishPort, 'me' | 'sharedOutcomes'>;

/**
 * This laptop's newest own send of the draft that the Hub holds (calendar-sent.ts names its sender too), or undefined.
 * `jobs`: the draft's jobs already read (w28reads: publisher draft-reads.ts), else read here. A send whose refused
 * channels were retried still holds its published ones (hubHolds; walk 44a, 9): when the retry holds nothing, it is that send.
 */
export function ownHeldSend(db: ReadableDB, draftId: string, jobs: readonly Job[] = listJobs(db, { draftId })) {
  return jobs
    .map((job) => ({ job, post: jobPost(job, null) }))
    .sort((a, b) => b.job.createdAt - a.job.createdAt)
    .find((x) => hubHolds(x.job, x.post.state));
}

/**
 * The drafts among `draftIds` whose text now is not what the Hub holds (the approval's date, ISO), by draft id.
 * `read.theirs`: the teammates' sends already read for these drafts (newest first), or read here when the port is given.
 * `read.jobsOf` (w28reads): the drafts' jobs already read for the list (publisher draft-reads.ts), else each draft's read here.
 */
export function editedSinceSentOf(db: ReadableDB, draftIds: readonly string[], team: Port | null, read: { theirs?: readonly TeammateSend[]; jobsOf?: JobsOf } = {}): Map<string, DraftEdit> {
  const out = new Map<string, DraftEdit>();
  const ids = [...new Set(draftIds)];
  if (ids.length === 0) return out;
  const sends = read.theirs ?? (team ? teammateSends(db, ids, team, read.jobsOf) : []);
  const theirOf = new Map<string, TeammateSend>();
  for (const t of sends) if (!theirOf.has(t.draftId)) theirOf.set(t.draftId, t); // newest first
  const draftOf = new Map(drafts.getMany(db, ids).map((d) => [d.id, d]));
  for (const id of ids) {
    const mine = ownHeldSend(db, id, read.jobsOf?.(id));
    const t = theirOf.get(id);
    const edited = mine ? ownSendEdits(db, [mine]).get(mine.job.id) : t ? sendEditedSince(db, draftOf.get(id), id, t.key, t.job) : null;
    if (edited) out.set(id, { approvedAt: edited.approvedAt });
  }
  return out;
}
