/**
 * h-hubdown (walk 33): of a campaign's posts its status counts sent (`split.sent`: handed to the publisher, by anyone), how
 * many reached the Hub. With the Hub stopped mid-send, the header said "7 posts · 7 sent", the Send tab "6 sent for
 * publishing" and its bar was full while the Hub held 3 of the 7. Derived ONCE here, for the status the bridge answers and
 * the CLI reads (h-cliwords first wrote it in the CLI, publish-progress.ts).
 *
 * 1. `waiting`: the posts of this laptop's batches that did not reach the Hub: not prepared yet (the batch's `pending`) and
 *    those whose calls never reached it (publisher waitingToReach: retrying on a network error, the batch line's "waiting
 *    to reach the Hub"). Only a batch with retrying jobs is read job by job (its retrying jobs), so the 2,000-post send's
 *    status events stay as cheap and as small as before: three numbers.
 * 2. `atHub`: the rest of the sent; `handed`: the sent.
 * Pure over what it is given, but for `journalWaiting` (3).
 * 3. The Campaigns list and `campaign list` (walk 32's left-out: a campaign whose posts wait for the Hub said "sent" there)
 *    read the same count from the journal (journalWaiting), where no publisher runs (the CLI) or none is asked (the list).
 * 4. h-waiting (walk 36b, 4): the Posts tab's rows, post by post (postsWaiting): with the Hub stopped, each row said
 *    "Sending" and "sent for publishing" under the header's "0 at the Hub, 10 waiting to reach it". A row waits to reach
 *    the Hub when its post, as the Outbox card reads it (postsOfJobs), does (waitingToReach). h-lostcancel: so does a
 *    teammate's post with no job here, as the team's outcomes say (draft-states.ts): "Waiting to reach the Hub · Lan".
 * 5. h-campteam (walk 44b, 1): a teammate's posts (team-sent.ts TeamSent) whose calls never reached the Hub — their team
 *    outcome retrying on a network error, the same waitingToReach — are not at the Hub either: Sam's Send cut by an outage
 *    read "done: 30 sent (30 by Sam)" on Olivia's laptop while 22 waited on Sam's. They are counted in `waiting`, by whom
 *    (`waitingBy`: only their computer sends them, under their keys), for the status, the list and every screen.
 */
import { campaignPlans, publishBatches, publishJobs, type ReadableDB } from '../library';
import { calling, draftPostStates, postsOfJobs, waitingToReach, type BatchProgress, type Job, type JobState, type TeamPublishPort } from '../publisher';
import { sentByGroups, type TeamSent } from './team-sent';

/** Of the posts the status counts sent (`handed`), those at the Hub and those still waiting to reach it. */
export interface ToHub {
  handed: number; atHub: number; waiting: number;
  /** 5: of `waiting`, teammates' posts waiting to reach the Hub on their computers, by whom (the rest this laptop's). Absent: none. */
  waitingBy?: TeamWaiting[];
}

/** 5: one teammate's posts of the campaign waiting to reach the Hub on their computer. */
export interface TeamWaiting { name: string; posts: number }

/** 5: of a campaign's teammates' posts (send-state.ts `sent`), those whose calls never reached the Hub, by whom. */
export function teamWaiting(sent: ReadonlyMap<string, TeamSent>): TeamWaiting[] {
  const ids = [...sent].filter(([, t]) => t.waiting).map(([id]) => id);
  return sentByGroups(sent, ids).map((g) => ({ name: g.name, posts: g.draftIds.length }));
}

/** h-campteam (walk 44b, 3): the job states read job by job: a job of them may not have reached the Hub (1 above). */
export const MAYBE_UNREACHED: readonly JobState[] = Object.freeze(['prepared', 'sending', 'retrying']);

/**
 * A batch's posts that did not reach the Hub: not prepared yet, and those whose calls never reached it (1 above).
 * h-campteam (walk 44b, 3): and those whose job is ready (prepared: not sent yet) or whose first call is still on its way
 * (sending, no answer, no error yet): "at the Hub" ran ahead of the Hub during a send ("25 at the Hub" beside the batch's
 * "1 scheduled at the Hub · 3 sending · 21 ready"). `jobsOf`: the batch's jobs in MAYBE_UNREACHED states.
 */
export function batchWaiting(b: Pick<BatchProgress, 'id' | 'pending' | 'byState'>, jobsOf: (batchId: string) => Job[], team: TeamPublishPort | null | undefined): number {
  if (!MAYBE_UNREACHED.some((s) => (b.byState[s] ?? 0) > 0)) return b.pending;
  const jobs = jobsOf(b.id).filter((j) => MAYBE_UNREACHED.includes(j.state));
  const notYet = new Set(jobs.filter((j) => j.draftId !== null && (j.state === 'prepared' || calling(j))).map((j) => j.draftId));
  const unreached = [...postsOfJobs(jobs, team)].filter(([id, p]) => waitingToReach(p) || (notYet.has(id) && p.state === 'sending' && !p.retrying)).length;
  return b.pending + unreached;
}

/** The campaign's count (2 above) over its batches' `waiting` (batchWaiting) and its teammates' (5), never more than the sent. */
export function campaignToHub(sent: number, batches: ReadonlyArray<{ waiting: number }>, theirs: readonly TeamWaiting[] = []): ToHub {
  const waiting = Math.min(sent, batches.reduce((a, b) => a + b.waiting, 0) + theirs.reduce((a, g) => a + g.posts, 0));
  const by = theirs.filter((g) => g.posts > 0);
  return { handed: sent, atHub: sent - waiting, waiting, ...(by.length > 0 ? { waitingBy: by } : {}) };
}

/** 4: of the drafts given (those handed or being sent), the ones whose post, as the Outbox card reads it, waits to reach the Hub. */
export function postsWaiting(db: ReadableDB, draftIds: readonly string[], team: TeamPublishPort | null | undefined, jobsOf?: (draftId: string) => readonly Job[]): Set<string> {
  if (draftIds.length === 0) return new Set();
  // `jobsOf`: the drafts' jobs already read (a Library page's one read, publisher draft-reads.ts), not read again.
  const jobs = jobsOf ? draftIds.flatMap((id) => jobsOf(id)) : publishJobs.listJobs(db, { draftIds });
  const posts = postsOfJobs(jobs.filter((j) => j.draftId !== null), team);
  const out = new Set([...posts].filter(([, p]) => waitingToReach(p)).map(([id]) => id));
  // h-lostcancel (walk 44b, 3): a teammate's post (no job of it here) whose calls never reached the Hub, as the one
  // derivation reads it with the team's outcomes (draft-states.ts): its row said "Sending · Lan" while queued on Lan's computer.
  const theirs = team ? draftIds.filter((id) => !posts.has(id) && (team.sharedOutcomes?.(id).length ?? 0) > 0) : [];
  if (theirs.length > 0) for (const [id, st] of draftPostStates(db, theirs, team ?? undefined, jobsOf)) if (waitingToReach(st)) out.add(id);
  return out;
}

/** 3: the campaign's posts not at the Hub, over its batches as the journal holds them (batchWaiting, from the library). */
export function journalWaiting(db: ReadableDB, campaignId: string, team: TeamPublishPort | null | undefined): number {
  return campaignPlans.batches(db, campaignId).reduce((n, id) => {
    const b = { id, pending: publishBatches.itemCounts(db, id).pending ?? 0, byState: publishJobs.jobCountsOfBatch(db, id).byState as BatchProgress['byState'] };
    return n + batchWaiting(b, (x) => publishJobs.listJobs(db, { batchId: x, states: MAYBE_UNREACHED }), team);
  }, 0);
}
