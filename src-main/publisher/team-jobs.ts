/**
 * The team's rules (team.ts) applied to the journal: which key a job of an approved post takes,
 * the new key of a deliberate new post made from a team-keyed job, and the claims made before
 * any call. Only used when the publisher was given a TeamPublishPort.
 */
import { publishEvents, publishJobs, teamRows, type Job, type NewJob, type ReadableDB } from '../library';
import { captionGroups } from './captions';
import type { PublisherContext } from './context';
import { NO_ANSWER } from '../../src-shared/waiting-to-reach';
import type { Problem, PublishDraft } from './preflight';
import { approvalFor, derivedKey, isWaiting, resendProblem, sharedProblem, TEAM_SENT_STATES, type TeamApproval, type TeamOutcome, type TeamPublishPort } from './team';

/** Keys made by team.ts (`approvalKey`, `derivedKey`: ak1-) and by the review model's approvalKey (team/review.ts: pra_, what the real port's keyFor gives): a job keyed so is a team's post. */
export const isTeamKey = (key: string): boolean => key.startsWith('ak1-') || key.startsWith('pra_');

/** What the team wants of a job just built: its approval and part, for the claim. */
export interface TeamMark {
  /** The approval it goes under (null: a new post made from an approved one's job, a refit or a retry). */
  approvalId: string | null;
  part: number;
}

/** Keys of jobs journaled with their team marks, until their claims are made (by job id). */
const MARKS = new WeakMap<NewJob, TeamMark>();
export const markOf = (job: NewJob): TeamMark | undefined => MARKS.get(job);
export const mark = (job: NewJob, m: TeamMark): NewJob => {
  MARKS.set(job, m);
  return job;
};

const SETTLED_AWAY: readonly Job['state'][] = ['refused', 'cancelled'];

/**
 * The key of part `part` of an approved post: the approval's own, unless this laptop already
 * journaled it. A job under it that is out or going out: the post was sent under this approval
 * (`again`: sending it again as new needs a newer approval; otherwise it is already sent). One that
 * was refused or cancelled spent nothing: the next post takes the key derived from it.
 */
export function approvedKey(ctx: PublisherContext, draftId: string, approval: TeamApproval, part: number, again: boolean): { key: string } | { problem: Problem } {
  const team = ctx.team!;
  let key = team.keyFor(draftId, approval.approvalId, part);
  for (let n = 0; n < 64; n++) {
    const held = publishJobs.jobByKey(ctx.db, key);
    if (!held) return { key };
    if (!SETTLED_AWAY.includes(held.state)) {
      if (again) return { problem: resendProblem('it was already sent under its approval; it needs a new approval first') };
      return { problem: { severity: 'error', code: 'already_sent', channel: null, field: null, message: 'already sent under its approval (this computer holds the job)' } };
    }
    key = derivedKey(key, 'after_refusal');
  }
  return { problem: resendProblem('too many posts under one approval') };
}

/**
 * h-withdrawn (walk 44b, 6): whether a publish of the draft from this laptop now goes under `key` — the key of a teammate's
 * call that may have reached the Hub before they withdrew it — as approvedKey would choose it: the approval's key of one
 * of its parts (the same on every laptop), this journal holding none of it. Then the Hub keeps one post (it replays the
 * call it ran). False: random keys (no approval required), another approval since, or not approved: a send would be a
 * new key, a possible second post.
 */
export function sendsUnderKey(db: ReadableDB, team: TeamPublishPort, draftId: string, key: string): boolean {
  const a = team.approval(draftId);
  if (!a || isWaiting(a) || publishJobs.jobByKey(db, key)) return false;
  // A post is one Hub post per caption group (captions.ts), each part its own key: at most one per channel.
  for (let part = 0; part < MAX_PARTS; part++) if (team.keyFor(draftId, a.approvalId, part) === key) return true;
  return false;
}
const MAX_PARTS = 16;

/**
 * h-cancelkey: the key of a teammate's send of this post over `platforms` withdrawn (cancelled) after its call went out
 * with no answer back (NO_ANSWER: the Hub may hold it under that key), when approval is not required here (random keys:
 * approvedKey gives the same key on every laptop otherwise). A publish from here goes under it: the Hub replays the call
 * it ran, or makes the post once (a team's bytes are the same on every laptop; a different request under the key is
 * refused by the Hub, idempotency_conflict, never a second post). `problem`: such a send over other channels (the draft's
 * channels changed since): a new key could be a second post, so it is held. null: no such send (or this journal holds
 * its key: this computer sent it since).
 */
export function withdrawnKey(ctx: PublisherContext, draftId: string, platforms: readonly string[]): { key: string } | { problem: Problem } | null {
  const team = ctx.team;
  if (!team) return null;
  const cut = (team.sharedOutcomes?.(draftId) ?? [])
    .filter((o) => o.by.memberId !== team.me.memberId && o.state === 'cancelled' && o.lastError?.code === NO_ANSWER && !publishJobs.jobByKey(ctx.db, o.key))
    .sort((a, b) => b.at - a.at)[0];
  if (!cut) return null;
  const same = cut.platforms.length === platforms.length && cut.platforms.every((p) => platforms.includes(p));
  if (same) return { key: cut.key };
  return { problem: { severity: 'error', code: 'sent_by_team', channel: null, field: null, message: `its earlier send by ${cut.by.name} (over ${cut.platforms.join(', ')}) was withdrawn after a call that may have reached the Hub (no answer came back: the Hub may hold it under that call's key); its channels changed since, so it is not sent under a new key: only ${cut.by.name}'s computer can ask the Hub (\`postroom ask\` there), or send it over the same channels`, againHeld: 'withdrawn_may_be_at_hub' } };
}

/**
 * A draft's keys for a publish: each caption group's (`part`, captions.ts) from its approval, or
 * the problem that holds it back (not approved, edited since, already sent by another member).
 * null: approval is not required here (random keys, as a single desk).
 */
export function teamKeys(ctx: PublisherContext, draft: PublishDraft, platforms: readonly string[], again: boolean): { keys: Map<number, { key: string; mark: TeamMark }> } | { problems: Problem[] } | null {
  const team = ctx.team;
  if (!team) return null;
  const r = approvalFor(team, draft);
  if ('problem' in r) return { problems: [r.problem] };
  if (!r.approval) return null;
  const keys = new Map<number, { key: string; mark: TeamMark }>();
  const problems: Problem[] = [];
  captionGroups(draft).forEach((g, part) => {
    if (!g.platforms.some((p) => platforms.includes(p))) return;
    const got = approvedKey(ctx, draft.id, r.approval!, part, again);
    if ('problem' in got) {
      problems.push(got.problem);
      return;
    }
    const shared = sharedProblem(team, draft.id, got.key);
    if (shared) problems.push(again ? resendProblem(`it was ${shared.message.replace(/: not sent again$/, '')} under its approval; it needs a new approval first`) : shared);
    keys.set(part, { key: got.key, mark: { approvalId: r.approval!.approvalId, part } });
  });
  if (again && problems.length === 0) {
    const stray = sentAfter(ctx, draft.id, r.approval);
    if (stray) problems.push(resendProblem(`it was sent by ${stray} after its approval; it needs a new approval first`));
  }
  return problems.length > 0 ? { problems: dedupe(problems) } : { keys };
}

/**
 * w13again (walk 13): who sent this draft AFTER its current approval under a key of no approval (a random key: an
 * older build, or an app whose publisher kept a left workspace's port across a rejoin), or null. Such a send is the
 * post under this approval as surely as one under the approval's key: "again as new" needs a newer approval. This
 * journal's own jobs (me) and the teammates' outcomes are read; refused, cancelled and given-up sends spent nothing.
 * w15resend: "after" is read from the approval each send recorded as current when it was made (its journal's
 * underApproval, the outcome's under_approval): the same approval id → sent under it. Before, the send's time on the
 * sender's laptop was compared with the approval's on the approver's: a laptop minutes slow made a send after the
 * approval look older, and a second post went out. Only a send that recorded nothing (an older build) is still
 * compared by time.
 */
function sentAfter(ctx: PublisherContext, draftId: string, approval: TeamApproval): string | null {
  const team = ctx.team!;
  const under = (recorded: string | null | undefined, at: number): boolean =>
    recorded !== undefined ? recorded === approval.approvalId : approval.at !== undefined && at >= approval.at;
  const sentAway = (key: string, state: Job['state'], lastError: Job['lastError']): boolean => !isTeamKey(key) && TEAM_SENT_STATES.includes(state) && lastError?.code !== 'retries_exhausted';
  const jobs = publishJobs.listJobs(ctx.db, { draftId }).filter((j) => sentAway(j.idempotencyKey, j.state, j.lastError));
  const recorded = publishEvents.underApprovalOf(ctx.db, jobs.map((j) => j.id));
  if (jobs.some((j) => under(recorded.get(j.id), j.createdAt))) return team.me.name || 'this computer';
  const theirs = (team.sharedOutcomes?.(draftId) ?? []).find((o) => o.by.memberId !== team.me.memberId && sentAway(o.key, o.state, o.lastError) && under(outcomeApproval(o), o.at));
  return theirs ? theirs.by.name : null;
}

/** w15resend: the approval a teammate's send recorded (team-rows.ts UNDER_APPROVAL: '' none), or undefined: not recorded. */
function outcomeApproval(o: TeamOutcome): string | null | undefined {
  const v = o.fields[teamRows.UNDER_APPROVAL];
  return typeof v === 'string' ? v || null : undefined;
}

/**
 * w15resend: each job about to be journaled in a team records the post's approval current here now (the port's
 * approvalNow; null: none), in its 'journaled' event and so in the team's outcome: what sentAfter compares.
 */
export function stampApproval(ctx: PublisherContext, jobs: readonly NewJob[]): void {
  const now = ctx.team?.approvalNow;
  if (!now) return;
  for (const j of jobs) {
    if (!j.draftId) continue;
    const id = now.call(ctx.team, j.draftId);
    if (id !== undefined) j.underApproval = id;
  }
}

/** One problem per code and message (a draft's parts often say the same). */
const dedupe = (ps: Problem[]): Problem[] => ps.filter((p, i) => ps.findIndex((q) => q.code === p.code && q.message === p.message) === i);

/** The part (caption group index) a job's channels are in, in the draft as it stands; -1 when none. */
export function partOf(draft: PublishDraft, platforms: readonly string[]): number {
  return captionGroups(draft).findIndex((g) => platforms.some((p) => g.platforms.includes(p)));
}

/**
 * The key of a deliberate new post made from `parent` (a refit, a retry of refused channels, an
 * unblocked refusal): derived from the parent's when that is a team key (the same decision on two
 * laptops gives the same key), else a new random one as ever. Never a key this journal holds.
 */
export function nextKey(ctx: PublisherContext, parentKey: string, why: string): string {
  if (!ctx.team || !isTeamKey(parentKey)) return ctx.newKey();
  let key = derivedKey(parentKey, why);
  while (publishJobs.jobByKey(ctx.db, key)) key = derivedKey(key, why);
  return key;
}

/** The claims of jobs just journaled (durably), made before any of them is sent. */
export async function claimJobs(ctx: PublisherContext, jobs: ReadonlyArray<{ job: NewJob; mark: TeamMark | undefined }>): Promise<void> {
  const team = ctx.team;
  if (!team) return;
  for (const { job, mark: m } of jobs) {
    if (!m || !job.draftId) continue;
    await team.claim({ draftId: job.draftId, key: job.idempotencyKey, approvalId: m.approvalId, part: m.part, jobId: job.id, platforms: [...job.platforms], memberId: team.me.memberId, name: team.me.name, at: ctx.clock.now() });
  }
}
