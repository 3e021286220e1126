/**
 * The gate a retry of refused channels passes in a team that requires approval (actions.ts rules 8 and 9): the table's
 * subject of the job (the approved time, whether the approval it was sent under was taken back), and the typed refusal.
 * Publisher.retryFailed refuses by it; the CLI and the Outbox card ask the same verdicts through the Publisher's methods.
 */
import { publishEvents, publishJobs, type Job } from '../library';
import { ACTION_ENGLISH, retryVerdict, type ActionSubject } from './actions';
import type { PublisherContext } from './context';
import { PublisherError } from './errors';
import { followUpSubject, type RetryWhen } from './follow-up';
import { approvalOfKey } from './resend-bytes';
import { isWaiting, takenBackEnglish, type ApprovalTakenBack } from './team';
import { isTeamKey } from './team-jobs';

/**
 * h-retryat (actions.ts rule 8): whether the draft's team requires approval, so its time was approved with its words
 * (the team's review, whatever this laptop's role; a left workspace's port has none: its posts are not sent from here).
 */
export function approvedTime(ctx: PublisherContext, draftId: string | null): boolean {
  const team = ctx.team;
  if (!team || draftId === null) return false;
  const r = team.review ? team.review(draftId) : team.approval(draftId);
  return r !== null && !(isWaiting(r) && (r.waiting === 'left' || r.waiting === 'revoked'));
}

/**
 * h-retryheld (actions.ts rule 9): who took back the approval this job was sent under, and when (the team port's
 * reading, team/approval-taken-back.ts), or null: still approved, not a team's send, or its approval not known here.
 * The approval a send went under: the one it recorded (its journal's `underApproval`), else the one its key derives from.
 */
export function approvalTakenBack(ctx: PublisherContext, job: Pick<Job, 'id' | 'draftId' | 'idempotencyKey'>): ApprovalTakenBack | null {
  const team = ctx.team;
  if (!team?.approvalTakenBack || !job.draftId || !isTeamKey(job.idempotencyKey)) return null;
  const under = publishEvents.underApprovalOf(ctx.db, [job.id]).get(job.id) ?? approvalOfKey(ctx, job.draftId, job.idempotencyKey)?.id;
  return under ? team.approvalTakenBack(job.draftId, under) : null;
}

/** What the table reads of a job whose refused channels are retried: in a team that requires approval, the approved time (its draft's), and whether its approval was taken back. */
export function retrySubject(ctx: PublisherContext, job: Job): ActionSubject {
  const subject = followUpSubject(job, job.draftId ? publishJobs.listJobs(ctx.db, { draftId: job.draftId }) : undefined);
  if (!approvedTime(ctx, job.draftId)) return subject;
  const draft = job.draftId ? ctx.drafts.get(job.draftId) : undefined;
  const withdrawn = approvalTakenBack(ctx, job) !== null;
  return { ...subject, approvedTime: true, ...(withdrawn ? { approvalWithdrawn: true } : {}), ...(draft ? { scheduledAt: draft.scheduled_at, timezone: draft.timezone } : {}) };
}

/**
 * @throws PublisherError `approval_withdrawn` (details: who took the approval back, when, and how: ApprovalTakenBack),
 * `approved_time` (details.approvers: who may approve a new time) or `invalid_state`: the table refuses the retry.
 */
export function refuseRetry(ctx: PublisherContext, job: Job, when: RetryWhen | undefined): void {
  const v = retryVerdict(retrySubject(ctx, job), when, ctx.clock.now());
  if (v.do !== 'refused') return;
  if (v.reason === 'approval_withdrawn') {
    const back = approvalTakenBack(ctx, job);
    throw new PublisherError('approval_withdrawn', `job ${job.id}: ${back ? `${takenBackEnglish(back)}: ` : ''}${ACTION_ENGLISH.reason.approval_withdrawn}`, { details: back ? { ...back } : {} });
  }
  if (v.reason !== 'approved_time') throw new PublisherError('invalid_state', `job ${job.id}: ${ACTION_ENGLISH.reason[v.reason]}`);
  const approvers = job.draftId ? ctx.team?.approversOfChange?.(job.draftId) ?? null : null;
  // Walk 42a (5): who may approve the change if the reader makes it (its author then: version-authors.ts); another
  // member's change may be approved by others, so the words say whose change they are about.
  const who = approvers === null ? '' : 'nobody' in approvers ? `; if you change it yourself, ${approvers.nobody}` : `; if you change it yourself, ${approvers.who} may approve it`;
  throw new PublisherError('approved_time', `job ${job.id}: ${ACTION_ENGLISH.reason.approved_time}${who}`, { details: { approvers: approvers === null ? null : 'nobody' in approvers ? approvers.nobody : approvers.who } });
}
