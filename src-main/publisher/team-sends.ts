/**
 * teamoutbox (issue 34, walk 4): the posts teammates sent, as this laptop knows them from the team's
 * shared outcomes. A team member's Outbox and `postroom status` list them beside this laptop's own jobs,
 * read-only: their jobs sit in the sender's journal, so only that laptop can act on them (team-actions.ts
 * `teammate_job`). One entry per key this journal never held (a key it holds is its own job, whose card
 * already says "Published by NAME" when a teammate's call was the Hub's: `jobPost` below), with the
 * sender the one derivation names (draft-states.ts withTeam: the same member on every laptop).
 */
import { groupBy } from '../../src-shared/group-by';
import { newestJobFirst } from '../../src-shared/job-order';
import { captionGroups, type CaptionedDraft } from '../../src-shared/caption-groups';
import type { JobsOf } from './draft-reads';
import { listJobs } from './read';
import { teamChains } from './team-chains';
import { settledBy, withMine, withTeam } from './draft-states';
import { postState, type JobView } from './post-state';
import type { PostState } from './post-state-shape';
import type { SentEdit } from './outcome-rows-shape';
import { isFinal } from './states';
import { sentField, type Job, type ReadableDB } from '../library';
import type { TeamPublishPort } from './team';

export interface TeammateSend {
  draftId: string;
  key: string;
  /** The teammate's job as their laptop shared it, with the sender (`by`) named. */
  job: JobView & { by: NonNullable<JobView['by']> };
  /** Its post state (post-state.ts over this job alone): per channel, what happened. */
  post: PostState;
  /**
   * w28credit (walk 24, 2): the post state of the publish it is in — it and the retries, resends and refits that follow
   * it up (team-chains.ts rule 2, the `post_state` the Outbox Table and CSV rows carry) — what its card and `postroom
   * status` say: a send whose refused channels the sender retried and published reads published, with nothing left to
   * retry. `post` stays this key's own (what the Hub holds of this key: calendars, "edited since sent").
   */
  publish: PostState;
}

/**
 * Teammates' sends of these drafts (ids of drafts some teammate has an outcome for: the library's
 * teamOutcomes), newest first as the Outbox orders its own jobs (newestJobFirst). Keys this journal holds are left out: they are this laptop's jobs.
 * w28reads: `jobsOf`, the drafts' jobs already read for the list (draft-reads.ts); absent, each draft's are read here.
 */
export function teammateSends(db: ReadableDB, draftIds: readonly string[], team: Pick<TeamPublishPort, 'me' | 'sharedOutcomes'>, jobsOf: JobsOf = (id) => listJobs(db, { draftId: id })): TeammateSend[] {
  const out: TeammateSend[] = [];
  const me = team.me.memberId;
  for (const draftId of new Set(draftIds)) {
    const mineKeys = new Set(jobsOf(draftId).map((j) => j.idempotencyKey));
    const byKey = groupBy(team.sharedOutcomes?.(draftId) ?? [], (o) => (o.by.memberId === me || mineKeys.has(o.key) ? null : o.key));
    for (const [key, theirs] of byKey) {
      const views = withTeam([], theirs, me);
      const by = views.find((v) => v.by)?.by;
      if (!by) continue;
      // One key, one post at the Hub: the sender's own outcome, else a final one, else the newest.
      const pick = theirs.find((o) => o.by.memberId === by.memberId) ?? theirs.find((o) => isFinal(o.state)) ?? theirs[0]!;
      // h-lostcancel (walk 44b, 4): its outcome is the latest word the team has on the key, whoever's: the sender's own
      // job settled by another member's of the same key (settledBy, as this laptop's own job of a key is: a replay's final
      // answer is the Hub's for both). Sam's answer lost, Olivia's replay published it: Tuấn's laptop said "may be at the
      // Hub" (before: "queued by Sam, not at the Hub yet") until Sam's computer ran resume.
      const word = settledBy(pick, theirs.filter((o) => o !== pick));
      const sent = views[theirs.indexOf(pick)]!;
      const job = { ...sent, ...(word ? { state: word.state, hubStatus: word.hubStatus, outcomes: word.outcomes, lastError: word.lastError, nextAt: word.nextAt } : {}), by };
      const post = postState([job]);
      out.push({ draftId, key, job, post, publish: post });
    }
  }
  // w28credit (walk 24, 2): each send's publish, from the chains of these sends (a retry names the key it retried).
  const chains = teamChains(out);
  for (const x of out) {
    // h-supersededteam (walk 45b, 1): a send its sender sent again as new (a resend naming its key: team-chains.ts rule 4)
    // is read as the sender's journal holds it, superseded by the resend (post-state.ts rule 1: the unknown outcome it was,
    // `resentAs`), never as the resend's publish: Olivia's laptop said "published (2 of 2)" of Sam's lost call, with the
    // resend's URLs, where Sam's said "outcome unknown (may be live; sent again as new as …)".
    const resent = chains.replacedBy(x.draftId, x.key);
    if (resent?.by === 'resend' && !x.job.supersededBy) {
      x.job = { ...x.job, supersededBy: resent.id };
      x.post = x.publish = postState([x.job]);
    } else x.publish = chains.post(x.draftId, x.key) ?? x.post;
  }
  // h-calout (walk 39a, 2): the Outbox's one order, its own cards' (src-shared job-order.ts); was by when each call reached the Hub.
  return out.sort((a, b) => newestJobFirst(a.job, b.job) || a.key.localeCompare(b.key));
}


/** The draft fields a teammate's send's caption is read from (the library's Draft has them). */
export type SentCaptionDraft = Pick<CaptionedDraft, 'caption' | 'captions'> & { title?: string };

/**
 * w9xcard (walk 9, F1): the caption a teammate's send put at the Hub, the one reading of it for the
 * Outbox's "Sent by teammates" card (bridge jobs.team), its Table rows (outcome-rows.ts teammateRows)
 * and the export. One key is one Hub post of one caption group (captions.ts: the publisher sends a
 * post per distinct caption), and the team's outcome names the channels that post covered: its
 * caption is the one the draft here gives those channels (a channel's own caption, else the main
 * one), by the publisher's own grouping, never the main caption by default. The job's own
 * `caption`/`title` fields win where the outcome carries them (the sender's own journal does; w10caption:
 * every outcome since walk 10 carries the caption and title as sent, library/team-rows.ts OUTCOME_FIELD_KEYS).
 * Before: Chi's X card and X row showed the main caption though X had gone out with its own.
 * `draft` null: no draft here, nothing true to show but what the outcome carries.
 */
export function sentCaption(job: Pick<JobView, 'platforms' | 'fields'>, draft: SentCaptionDraft | null | undefined): string {
  const carried = sentField(job, 'caption') || sentField(job, 'title');
  if (carried) return carried;
  if (!draft) return '';
  // The outcome's channels are one post's, so one group; a draft edited since may split them (the card says it was edited): the first.
  const title = draft.title ?? '';
  const group = captionGroups({ caption: draft.caption, title, captions: draft.captions, platforms: job.platforms })[0];
  return group ? group.caption || group.title : draft.caption || title;
}

/**
 * w10caption (walk 10, F1): what a teammate's send put at the Hub, the ONE reading the Outbox card
 * (bridge jobs.team), the Table rows (outcome-rows.ts teammateRows) and the export share: its caption
 * (sentCaption: the one the sender's laptop sent, carried by the team's outcome; from an older laptop
 * that carried none, the draft's here) and, when the draft was edited since the approval it went under
 * (`edited`: bridge sendEditedSince), whether that caption is the one the Hub holds (`captionAsSent`).
 * Before: Bảo's and Chi's card, rows and export showed the caption Lan typed AFTER the send; only the
 * card said the Hub held another.
 */
export function sentText(job: Pick<JobView, 'platforms' | 'fields'>, draft: SentCaptionDraft | null | undefined, edited: { approvedAt: string } | null): { caption: string; editedSinceSent: SentEdit | null } {
  const captionAsSent = !!(sentField(job, 'caption') || sentField(job, 'title'));
  return { caption: sentCaption(job, draft), editedSinceSent: edited ? { approvedAt: edited.approvedAt, captionAsSent } : null };
}

/**
 * One job's post state, with a teammate's outcome of its own key only (never their other sends of the
 * draft): when the team says they sent that key first, this job was a REPLAY of their call and the post
 * names them (`by`). The Outbox's cards and Table (bridge outbox.ts, w8replay's withReplays), `postroom
 * status` and a campaign's send status (campaigns team-sent.ts, w9camp) all read it from here.
 */
export function jobPost(j: Job, team?: Pick<TeamPublishPort, 'me' | 'sharedOutcomes' | 'sentFirst'> | null): PostState {
  const same = team && j.draftId ? (team.sharedOutcomes?.(j.draftId) ?? []).filter((o) => o.key === j.idempotencyKey) : [];
  const first = team?.sentFirst?.([j.id]);
  const st = postState(same.length > 0 ? withTeam([j], same, team!.me.memberId, first) : [j]);
  // w19cosmetic (walk 17, 8): in a team, this computer's own send says so and when (`mine`), as a draft's post does
  // (draft-states.ts withMine): the sender's card reads "Sent by you · time" where a teammate's reads "Sent by Lan · time".
  // h-replaywho: a replay of a call no teammate's outcome names is `replayed`, never "Sent by you".
  return team ? withMine(st, [j], first) : st;
}

/**
 * h-w34csv (walk 34, 1): the teammate's job whose call the Hub ran when this journal's job `j` was a replay of it (its
 * post's `by`, jobPost): their outcome of the same key, the earliest they claimed. Null: not a replay, or the team does
 * not say which member's call it was (`among`).
 */
export function replayedCall(j: Pick<Job, 'draftId' | 'idempotencyKey'>, by: PostState['by'], team?: Pick<TeamPublishPort, 'sharedOutcomes'> | null): string | null {
  if (!by || by.among || !team || j.draftId === null) return null;
  const theirs = (team.sharedOutcomes?.(j.draftId) ?? []).filter((o) => o.key === j.idempotencyKey && o.by.memberId === by.memberId);
  return [...theirs].sort((a, b) => a.at - b.at)[0]?.id ?? null;
}

/**
 * unknowncard (walk 31, 1): this journal's job as the team knows it. Bảo's call timed out (unknown) while Lan's of the
 * SAME key was the Hub's, and Lan's laptop then asked the Hub: its answer is this job's answer too (one key, one post).
 * The job then reads as that answer (settledBy: the state, Hub status, channels' outcomes and error the shared outcome
 * carries, as jobPost's post already does), and `knownFrom` names the member whose laptop has it. Before, the card's
 * post said "Published · Sent by Lan" while its job fields still said "unknown, may be live" with no channel lines.
 * Outside a team, or with nothing final elsewhere, the job is its own.
 */
export function jobKnown(j: Job, team?: Pick<TeamPublishPort, 'me' | 'sharedOutcomes'> | null): { job: Job; knownFrom: { memberId: string; name: string } | null } {
  const theirs = team && j.draftId ? (team.sharedOutcomes?.(j.draftId) ?? []).filter((o) => o.key === j.idempotencyKey && o.by.memberId !== team.me.memberId) : [];
  const final = settledBy(j, theirs);
  if (!final) return { job: j, knownFrom: null };
  const job: Job = { ...j, state: final.state, hubStatus: final.hubStatus, outcomes: final.outcomes ? final.outcomes.map((o) => ({ ...o })) : null, lastError: final.lastError ? { ...final.lastError } : null, nextAt: final.nextAt };
  return { job, knownFrom: { memberId: final.by.memberId, name: final.by.name } };
}

/** A batch's job counts (library jobCountsOfBatch's shape). */
export interface JobCounts { byState: Record<string, number>; refusals: { some: number; every: number }; scheduled: number; queued: number }

/**
 * h-withdrawn (walk 44b, 6): a batch's job counts (library jobCountsOfBatch, the journal's states) with each job cancelled here
 * whose key a teammate's send went on with (jobKnown: settledBy, the rule the post state reads) counted as that send
 * stands: Sam withdrew his jobs after calls that may have reached the Hub, Olivia sent the posts under the same keys and
 * the Hub holds them scheduled; Sam's batch line read "4 cancelled; sent by Olivia (a teammate): 4 cancelled". `cancelled`:
 * the batch's cancelled jobs (of those counted). Outside a team the counts are the journal's.
 */
export function knownJobCounts<T extends JobCounts>(counts: T, cancelled: readonly Job[], team: Pick<TeamPublishPort, 'me' | 'sharedOutcomes'> | null | undefined): T {
  if (!team || cancelled.length === 0) return counts;
  const out = { ...counts, byState: { ...counts.byState }, refusals: { ...counts.refusals } };
  for (const j of cancelled) {
    const { job, knownFrom } = jobKnown(j, team);
    if (!knownFrom || job.state === 'cancelled') continue;
    out.byState['cancelled'] = (out.byState['cancelled'] ?? 1) - 1;
    if (out.byState['cancelled'] === 0) delete out.byState['cancelled'];
    out.byState[job.state] = (out.byState[job.state] ?? 0) + 1;
    if (job.state === 'awaiting') {
      const queue = job.fields.add_to_queue === true || job.fields.add_to_queue === 'true';
      if (queue) out.queued++;
      else if (job.hubStatus === 'scheduled') out.scheduled++;
    }
    const refused = job.state === 'done' ? (job.outcomes ?? []).filter((o) => o.success === false).length : 0;
    if (refused > 0) out.refusals[refused < (job.outcomes ?? []).length ? 'some' : 'every']++;
  }
  return out;
}
