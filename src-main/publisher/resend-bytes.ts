/**
 * w16bytes (issue 34, w15resend's finding): "send again as new" sends the job's OWN bytes (its stored request, or its
 * caption as sent). In a team that requires approval it goes under the draft's CURRENT approval's key; when the draft was
 * edited and approved again since this send, those bytes are not what that approval approved. Before, they went anyway:
 * the old text reached the Hub under the new approval's key, the approved text was never published, and a later Publish
 * of it replayed that key (the Hub answered with the old-text post). Now such a resend is refused with the truth table's
 * reason `edited_since_send` (actions.ts; team-actions.ts case of the same name): publish the approved version instead.
 *
 * Which revision the job's bytes are:
 * - a job under an approval's key (team.ts rule: such a send was of the approved revision): that approval's revision,
 *   when this laptop holds the approval;
 * - otherwise (a random key: sent while approval was off, or the key's approval is not held here): the caption and
 *   title it was sent with against the ones the draft gives its channels now.
 */
import { reviews, sentField, type Job } from '../library';
import { ACTION_ENGLISH } from './actions';
import { captionGroups } from './captions';
import type { PublisherContext } from './context';
import type { PublishDraft, Problem } from './preflight';
import { isWaiting } from './team';
import { isTeamKey } from './team-jobs';

/** How many Hub posts (caption groups) one draft may become, at most, to look for a key's part. */
const MAX_PARTS = 32;

/** The problem of a resend whose bytes the current approval did not approve (its words: the table's reason). */
export const editedSinceSendProblem = (): Problem => ({ severity: 'error', code: 'resend_needs_approval', channel: null, field: null, message: ACTION_ENGLISH.reason.edited_since_send });

/**
 * Whether sending `job` again as new would put bytes the draft's current approval did not approve under that
 * approval: the draft was edited and approved again since this send. False outside a team, without a draft, without
 * an approval (approval not required, or waiting: the resend's own gate says that), or when the bytes are the approved ones.
 */
export function resendBytesStale(ctx: PublisherContext, job: Pick<Job, 'draftId' | 'idempotencyKey' | 'platforms' | 'fields'>): boolean {
  const team = ctx.team;
  if (!team || !job.draftId) return false;
  const draft = ctx.drafts.get(job.draftId);
  if (!draft) return false;
  const a = team.approval(draft.id);
  if (a === null || isWaiting(a)) return false;
  if (team.contentRevision(draft) !== a.revision) return false; // edited after its approval: the gate holds it for review
  if (isTeamKey(job.idempotencyKey)) {
    const under = approvalOfKey(ctx, draft.id, job.idempotencyKey);
    if (under) return under.revision !== a.revision;
  }
  return !sameText(job, draft);
}

/** The approval this laptop holds that a team key was derived from, or null (h-retryheld: the approval a send went under). */
export function approvalOfKey(ctx: PublisherContext, draftId: string, key: string): reviews.Approval | null {
  let all: reviews.Approval[];
  try {
    all = reviews.approvalsOf(ctx.db, draftId);
  } catch {
    return null;
  }
  for (const ap of all) {
    for (let part = 0; part < MAX_PARTS; part++) if (ctx.team!.keyFor(draftId, ap.id, part) === key) return ap;
  }
  return null;
}

/** Whether the caption and title the job was sent with are the ones the draft gives its channels now. */
function sameText(job: Pick<Job, 'platforms' | 'fields'>, draft: PublishDraft): boolean {
  const group = captionGroups({ caption: draft.caption, title: draft.title ?? '', captions: draft.captions, platforms: draft.platforms }).find((g) => job.platforms.some((p) => g.platforms.includes(p)));
  if (!group) return false;
  const lf = (s: string): string => s.replace(/\r\n?/g, '\n');
  return lf(sentField(job, 'caption') ?? '') === lf(group.caption) && lf(sentField(job, 'title') ?? '') === lf(group.title);
}
