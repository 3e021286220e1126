/**
 * w13waits (walk 13): the campaign's reviews and the team's review settings, read for campaignwaits.ts (whom the held
 * posts wait for) by the Send tab, the dry run and the campaign header alike. `load()` reads both again (call it in an
 * $effect that reads what should refresh it: the campaign's status).
 */
import type { PostroomApi } from '../../../src-main/bridge/contract';
import type { ReviewOfPost } from './campaignwaits';

export class CampaignReviews {
  approvers = $state<readonly string[]>(['owner', 'approver']);
  authorsMayApprove = $state(false);
  reviews = $state.raw<readonly ReviewOfPost[]>([]);
  readonly #bridge: PostroomApi;

  constructor(bridge: PostroomApi) {
    this.#bridge = bridge;
  }

  get settings(): { approvers: readonly string[]; authorsMayApprove: boolean } {
    return { approvers: this.approvers, authorsMayApprove: this.authorsMayApprove };
  }

  load(campaignId: string): void {
    void this.#bridge.invoke('review.settings', {}).then((r) => {
      if (r.ok) {
        this.approvers = r.value.approvers;
        this.authorsMayApprove = r.value.authorsMayApprove;
      }
    });
    void this.#bridge.invoke('review.campaignOf', { campaignId }).then((r) => {
      if (r.ok) this.reviews = Object.values(r.value.reviews);
    });
  }
}
