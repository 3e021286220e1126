/**
 * w27sendtab (walk 23, 2): the words of a campaign's "Send all for review" / "Approve all" with nothing to take (the core's
 * verdict `nothing`, team/campaign-verdict.ts), ONE true sentence for the posts' state. Both steps take nothing when every
 * post is approved: the Review tab said "Every post is already in review or approved." and "Every post is already
 * approved." at once; it now says the second alone (the same key for both steps, so the tab shows it once).
 */
import type { CampaignVerdictDto } from '../../../src-main/bridge/contract';

/** The message key of `action`'s "nothing to take", given the other step's verdict (`other`: Approve all's for Send all). */
export function nothingKey(action: 'submit' | 'approve', approve: CampaignVerdictDto | null): string {
  if (action === 'approve') return 'readonlywhy.all.nothingApprove';
  // Approve all has nothing either, and no post is left for its own confirm: every post is approved.
  return approve?.do === 'nothing' && !approve.flagged ? 'readonlywhy.all.nothingApprove' : 'readonlywhy.all.nothingSubmit';
}
