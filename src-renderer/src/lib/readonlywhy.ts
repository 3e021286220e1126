/**
 * readonlywhy (issue 34, walk 4): WHY this member may not change something, derived once, and the
 * campaign's "all" buttons judged from the core's per-post verdicts. Pure: the team store and the
 * screens read these, so every read-only screen says the same true reason.
 */
import type { PostReviewDto, TeamStatusDto } from '../../../src-main/bridge/contract';

/** viewer: the role reads only; revoked: the team refused this laptop's token; left: a draft of a team this workspace left. */
export type ReadOnlyWhy = 'viewer' | 'revoked' | 'left';

/**
 * The library's read-only reason from the team status, or null when this member may change it.
 * A refused token (revoked, not accepted) is said as revoked whatever role was held before; a
 * workspace that left its team has no team status (null): its kept drafts say `left` each (Compose).
 */
export function readOnlyWhy(s: Pick<TeamStatusDto, 'state' | 'canEdit' | 'me'> | null): ReadOnlyWhy | null {
  if (s === null || s.state === 'not_a_team' || s.canEdit) return null;
  if (s.state === 'revoked' || s.state === 'unauthorized') return 'revoked';
  return 'viewer';
}

export type CampaignAct = 'submit' | 'approve';
/** Whether the campaign's "Send all for review" / "Approve all" would be taken: the core's reviewCampaign rule, read from each post's verdict. */
export type CampaignVerdict = { do: 'allowed'; n: number } | { do: 'refused'; reason: string } | { do: 'nothing' } | { do: 'unknown' };

/**
 * team/review-actions.ts reviewCampaign: every post not already there takes the step, all or
 * nothing. So the button is open exactly when each such post's own verdict allows it; the first
 * refusal is the reason. `nothing`: every post is already there; `unknown`: a post's verdict is not read yet.
 */
export function campaignVerdict(postIds: readonly string[], reviews: Readonly<Record<string, PostReviewDto>>, action: CampaignAct): CampaignVerdict {
  if (postIds.length === 0) return { do: 'nothing' };
  const done = action === 'submit' ? 'in_review' : 'approved';
  let n = 0;
  for (const id of postIds) {
    const r = reviews[id];
    if (!r) return { do: 'unknown' };
    if (r.state === done || (action === 'submit' && r.state === 'approved')) continue;
    const v = r.actions[action];
    if (v.do === 'refused') return { do: 'refused', reason: v.reason };
    n += 1;
  }
  return n === 0 ? { do: 'nothing' } : { do: 'allowed', n };
}
