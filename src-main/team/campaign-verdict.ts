import type { ReviewState } from './review';

/**
 * readonlywhy / tidy (issue 34): whether a campaign's "Send all for review" / "Approve all" would be
 * taken now, decided here, once, and sent to the screens through the bridge (`review.campaignOf`,
 * and after each `review.campaign`): the screens show it, they never work it out again.
 *
 * The rule is review-actions.ts reviewCampaign's: every post not already there takes the step, all or
 * nothing. So the step is allowed exactly when each such post's own verdict allows it; the first
 * refusal is the reason. `nothing`: every post is already there (or the campaign has none).
 */

export type CampaignAct = 'submit' | 'approve';

/**
 * w8client (walk 8): `flagged` (approve only, given when > 0): posts "Approve all" leaves for their own confirm (a
 * client's approval over the agency's open request): with `nothing`, every OTHER post is approved, not every post.
 */
export type CampaignVerdict = { do: 'allowed'; n: number; flagged?: number } | { do: 'refused'; reason: string; draftId: string } | { do: 'nothing'; flagged?: number };

/** One post of the campaign as its member sees it: its review state and the table's verdict of each step (the bridge's PostReviewDto fits). */
export interface CampaignPost {
  draftId: string;
  state: ReviewState;
  actions: Record<CampaignAct, { do: 'allowed' } | { do: 'refused'; reason: string }>;
  /** clientchange: a client's approval over the agency's own open request: "Approve all" leaves it (its confirm is its own). */
  clientWaiting?: { overRequest?: unknown } | null;
}

/** A post already where the step puts it (an approved post counts as sent for review): the campaign step leaves it as it is. */
export function alreadyThere(state: ReviewState, action: CampaignAct): boolean {
  return state === (action === 'submit' ? 'in_review' : 'approved') || (action === 'submit' && state === 'approved');
}

/** The campaign step's verdict from its live posts' own verdicts (the order of the campaign: the first refusal is said). */
export function campaignVerdict(posts: readonly CampaignPost[], action: CampaignAct): CampaignVerdict {
  let n = 0;
  let flagged = 0;
  for (const p of posts) {
    if (alreadyThere(p.state, action)) continue;
    if (action === 'approve' && p.clientWaiting?.overRequest) {
      flagged += 1; // reviewCampaign leaves it, flagged
      continue;
    }
    const v = p.actions[action];
    if (v.do === 'refused') return { do: 'refused', reason: v.reason, draftId: p.draftId };
    n += 1;
  }
  const f = flagged > 0 ? { flagged } : {};
  return n === 0 ? { do: 'nothing', ...f } : { do: 'allowed', n, ...f };
}

/** Both campaign steps' verdicts, as the Review tab shows them. */
export function campaignVerdicts(posts: readonly CampaignPost[]): Record<CampaignAct, CampaignVerdict> {
  return { submit: campaignVerdict(posts, 'submit'), approve: campaignVerdict(posts, 'approve') };
}
