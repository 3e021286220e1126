/**
 * w26left (walk 22 #6, walk 26): nothing written while a workspace is out of its team pretends to be the team's.
 *
 * Before, a workspace that LEFT its team took review steps on its own drafts (a Duplicate of a kept draft) as
 * their "solo owner": "sent for review by me" on that laptop, while at the rejoin the team never had the step
 * (review rows are not shared by a join), so the approver saw no review at all. And the team's campaigns it kept
 * stayed editable (rename, delete, posts added or taken out, plans, imports) though none of it could reach the team.
 * Now, in a workspace out of the team it left (a rejoin ends it: setTeam drops the team's left rows):
 * 1. every review write (REVIEW_WRITES: a step, a comment, a keep, a client's confirm or decisions, a preview) is
 *    refused, `left_team`, naming the team and what to do ("Rejoin, then send it for review."), before anything is
 *    written — by the bridge (core.ts) and the CLI (main.ts) alike; the screens shut the buttons with it;
 * 2. every change of a campaign the team had when the workspace left (LEFT_CAMPAIGN_INPUT, one table) is refused,
 *    `left_team`, as a kept draft's change is (left-drafts.ts); a campaign made here since (new, imported anew, a
 *    Duplicate) is the workspace's own, shared as a new team campaign at the rejoin, like a duplicated draft.
 */
import { campaigns, teamRows, type ReadableDB } from '../library';
import { teamError } from './errors';
import { leftTokenRefusal, readKeptTeam } from './kept';
import { leftDayEnglish, type LeftReadOnly } from './left-drafts';
import type { LibraryWrite, ReviewWrite } from './writes';
import { rejoinEnglish } from '../publisher';

/** The team a workspace left and is out of now (its name as its server last said it), or null: in a team, or never left one. */
export function leftWorkspace(db: ReadableDB, workspaceId: string): LeftReadOnly | null {
  try {
    const left = teamRows.leftTeamOfWorkspace(db, workspaceId);
    if (!left) return null;
    let team: string | null = null;
    try {
      team = readKeptTeam(db, workspaceId, left.teamUrl)?.name ?? null;
    } catch {
      team = null;
    }
    return { team, teamUrl: left.teamUrl, leftAt: left.leftAt };
  } catch {
    return null; // the library is busy or closing: the write itself meets it
  }
}

/** The review writes a left workspace refuses, as a person names them (the step, or what else writes the team's review). */
export const LEFT_REVIEW_STEPS = ['submit', 'approve', 'request_changes', 'withdraw', 'comment', 'keep', 'confirm', 'decisions', 'preview'] as const;
export type LeftReviewStep = (typeof LEFT_REVIEW_STEPS)[number];

/** What each step is ("sending for review") and what to do after the rejoin ("send it for review"): English (the CLI; the screens say it from details.step). */
export const LEFT_REVIEW_ENGLISH: Readonly<Record<LeftReviewStep, { doing: string; then: string }>> = {
  submit: { doing: 'sending for review', then: 'send it for review' },
  approve: { doing: 'approving', then: 'approve it' },
  request_changes: { doing: 'asking for changes', then: 'ask for changes' },
  withdraw: { doing: 'taking a post back from review', then: 'take it back' },
  comment: { doing: 'commenting', then: 'comment' },
  keep: { doing: 'keeping an approval', then: 'keep it' },
  confirm: { doing: 'confirming a client\'s approval', then: 'confirm it' },
  decisions: { doing: 'importing a client\'s decisions', then: 'import them' },
  preview: { doing: 'a client preview', then: 'export it' },
};

/** The step a review write makes, read from its (validated) input: `review.act` and `review.campaign` by their action. */
export function leftReviewStepOf(method: ReviewWrite, input: unknown): LeftReviewStep {
  const action = typeof input === 'object' && input !== null ? (input as { action?: unknown }).action : undefined;
  switch (method) {
    case 'review.act':
    case 'review.campaign':
      return (LEFT_REVIEW_STEPS as readonly unknown[]).includes(action) ? (action as LeftReviewStep) : 'submit';
    case 'review.comment': return 'comment';
    case 'review.keepClient': return 'keep';
    case 'review.confirmClient': return 'confirm';
    case 'review.decisions': return 'decisions';
    case 'review.preview': return 'preview';
    default: {
      const never: never = method;
      return never;
    }
  }
}

/**
 * The refusal's words: "You left Sóng Agency: sending for review needs the team. Rejoin, then send it for review. Nothing
 * was changed." A token the team had refused before the leave (w16words) needs a new one first: said so.
 */
export function leftReviewEnglish(team: string | null, step: LeftReviewStep, tokenRefused: 'revoked' | 'unauthorized' | null = null): string {
  const w = LEFT_REVIEW_ENGLISH[step];
  const rejoin = tokenRefused ? 'Ask the team owner for a new member token and join again with it' : 'Rejoin';
  return `You left ${team ?? 'the team'}: ${w.doing} needs the team. ${rejoin}, then ${w.then}. Nothing was changed.`;
}

/**
 * Refuses a review write in a workspace out of the team it left (`left_team`, details: team, teamUrl, leftAt, step),
 * before anything is written. A step on a kept draft of that team (`draftId`) is left to the review table, which
 * refuses it with left_team in its own words (the post is the team's; Duplicate makes a copy) — review-actions.ts.
 */
export function refuseLeftReview(db: ReadableDB, workspaceId: string, step: LeftReviewStep, opts: { draftId?: unknown } = {}): void {
  const left = leftWorkspace(db, workspaceId);
  if (!left) return;
  if (typeof opts.draftId === 'string' && teamRows.leftTeamOf(db, workspaceId, opts.draftId)) return;
  throw teamError('left_team', leftReviewEnglish(left.team, step, leftTokenRefusal(db, workspaceId)), { team: left.team, teamUrl: left.teamUrl, leftAt: left.leftAt, step });
}

type CampaignWrite = Extract<LibraryWrite, `campaigns.${string}`>;

/**
 * Where each campaign change names the existing campaign it changes (`id`), or null: it makes a new one of the
 * workspace's own (create; duplicate, which only reads its source — the way out, as a draft's Duplicate). One table,
 * read by the guard and by its test row by row.
 */
export const LEFT_CAMPAIGN_INPUT: Readonly<Record<CampaignWrite, 'id' | null>> = {
  'campaigns.create': null, 'campaigns.duplicate': null,
  'campaigns.addDrafts': 'id', 'campaigns.rename': 'id', 'campaigns.delete': 'id', 'campaigns.removeDrafts': 'id', 'campaigns.import': 'id',
  'campaigns.applyPlan': 'id', 'campaigns.useBestHours': 'id',
};

const isCampaignWrite = (m: LibraryWrite): m is CampaignWrite => m in LEFT_CAMPAIGN_INPUT;

/** The left team a campaign is kept read-only for (it was the team's when its workspace left), or null: it may be changed. */
export function leftCampaign(db: ReadableDB, campaignId: string): LeftReadOnly | null {
  let c: ReturnType<typeof campaigns.getCampaign>;
  try {
    c = campaigns.getCampaign(db, campaignId);
  } catch {
    return null; // not found: the change itself says so
  }
  const left = leftWorkspace(db, c.workspaceId);
  return left && Date.parse(c.createdAt) <= Date.parse(left.leftAt) ? left : null;
}

/** The refusal of a kept campaign's change (English: the CLI's line and the error's message). */
export function leftCampaignEnglish(r: LeftReadOnly): string {
  return `You left ${r.team ?? 'the team'} on ${leftDayEnglish(r.leftAt)}: this campaign is kept here read-only. Duplicate it to plan a copy of your own, or rejoin the team. Nothing was changed.`;
}

/** Refuses a library change of a campaign kept from a team left (`left_team`, before anything is written); any other change passes. */
export function refuseLeftCampaign(db: ReadableDB, method: LibraryWrite, input: unknown): void {
  if (!isCampaignWrite(method) || LEFT_CAMPAIGN_INPUT[method] === null) return;
  const id = typeof input === 'object' && input !== null ? (input as { id?: unknown }).id : undefined;
  if (typeof id !== 'string') return;
  const r = leftCampaign(db, id);
  if (r) throw teamError('left_team', leftCampaignEnglish(r), { campaignId: id, team: r.team, teamUrl: r.teamUrl, leftAt: r.leftAt });
}

/**
 * w28cli (walk 24, 2): a send of a campaign kept from a team left, in one sentence: the cause (this computer left the team)
 * and what to do (rejoin: the publisher's one rejoinEnglish, a new token when the team had refused this one). Before, the
 * CLI's send held back every post, said "done (nothing sent: every post was held back)", "held back by the team", and exited 0.
 */
export function leftSendEnglish(r: LeftReadOnly, tokenRefused: 'revoked' | 'unauthorized' | null = null, step: LeftSendStep = 'send'): string {
  const rejoin = rejoinEnglish(tokenRefused);
  return `You left ${r.team ?? 'the team'} on ${leftDayEnglish(r.leftAt)}: this campaign's posts are published through the team only. ${rejoin.charAt(0).toUpperCase()}${rejoin.slice(1)}, then send it again (or in the app: Duplicate, to send a copy of your own). ${LEFT_SEND_NOTHING[step]}`;
}

/** h-restore (session 29, 3): the campaign steps refused with the Send's sentence, and what each says was not done. */
export type LeftSendStep = 'send' | 'restore';
const LEFT_SEND_NOTHING: Readonly<Record<LeftSendStep, string>> = { send: 'Nothing was sent.', restore: 'Nothing was restored.' };

/**
 * w28cli: refuses a send of a campaign kept from a team left (`left_team`, before anything is sent); any other send passes.
 * h-restore (session 29, 3): `step` 'restore' refuses "Restore withdrawn" the same way (it put the posts back to a Send
 * that is refused), its sentence ending "Nothing was restored.".
 */
export function refuseLeftSend(db: ReadableDB, campaignId: string, step: LeftSendStep = 'send'): void {
  const r = leftCampaign(db, campaignId);
  if (!r) return;
  const c = campaigns.getCampaign(db, campaignId);
  throw teamError('left_team', leftSendEnglish(r, leftTokenRefusal(db, c.workspaceId), step), { campaignId, team: r.team, teamUrl: r.teamUrl, leftAt: r.leftAt, step });
}
