/**
 * w13waits (walk 13): the campaign's reviews and the team's review settings, read for campaignwaits.ts (whom the held
 * posts wait for) by the Send tab, the dry run and the campaign header alike. `load()` reads both again (call it in an
 * $effect that reads what should refresh it: the campaign's status).
 *
 * w31speed: the campaign's reviews are read only while some post of it waits for the team (`needed`: the core's
 * `now.waiting`, or not known yet): nothing else reads them. The status changes with every batch of a send, and
 * each read costs the core a few ms a post: a 2,000-post send asked for two reads of every post per batch, and the web
 * host spent its time on them instead of on the send (npm run bench -- campaign-ui: 1,075 of 2,000 handed in 8 minutes;
 * 62 s before the reads came). While posts wait, the reads are paced (pacedRead.ts).
 */
import { untrack } from 'svelte';
import type { PostroomApi } from '../../../src-main/bridge/contract';
import type { ReviewOfPost } from './campaignwaits';
import { pacedRead } from './pacedRead';

export class CampaignReviews {
  approvers = $state<readonly string[]>(['owner', 'approver']);
  authorsMayApprove = $state(false);
  reviews = $state.raw<readonly ReviewOfPost[]>([]);
  readonly #bridge: PostroomApi;
  /** The newest ask: an answer is kept while it is of the campaign last asked for, and still needed. */
  #newest: { campaignId: string; needed: boolean } | null = null;
  readonly #reads = pacedRead<string>((campaignId) => this.#read(campaignId));

  constructor(bridge: PostroomApi) {
    this.#bridge = bridge;
  }

  get settings(): { approvers: readonly string[]; authorsMayApprove: boolean } {
    return { approvers: this.approvers, authorsMayApprove: this.authorsMayApprove };
  }

  /** Reads the campaign's reviews and the settings again; `needed` false (no post of it waits for the team): none are held. */
  load(campaignId: string, needed = true): void {
    this.#newest = { campaignId, needed };
    if (needed) {
      this.#reads.ask(campaignId);
      return;
    }
    this.#reads.drop();
    // Called from an $effect: clearing must not make it depend on the reviews.
    untrack(() => {
      if (this.reviews.length > 0) this.reviews = [];
    });
  }

  async #read(campaignId: string): Promise<void> {
    const [settings, reviews] = await Promise.all([this.#bridge.invoke('review.settings', {}), this.#bridge.invoke('review.campaignOf', { campaignId })]);
    if (settings.ok) {
      this.approvers = settings.value.approvers;
      this.authorsMayApprove = settings.value.authorsMayApprove;
    }
    // Asked since for another campaign, or not needed any more: this answer is not kept (one read at a time: in order).
    if (reviews.ok && this.#newest?.campaignId === campaignId && this.#newest.needed) this.reviews = Object.values(reviews.value.reviews);
  }
}
