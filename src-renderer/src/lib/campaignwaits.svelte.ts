/**
 * w13waits (walk 13): the campaign's reviews and the team's review settings, read for campaignwaits.ts (whom the held
 * posts wait for) by the Send tab, the dry run and the campaign header alike. `load()` reads both again (call it in an
 * $effect that reads what should refresh it: the campaign's status).
 *
 * w31speed: the campaign's reviews are read only while some post of it waits for the team (`needed`: the core's
 * `now.waiting`, or not known yet): nothing else reads them. The status changes with every batch of a send, and
 * each read costs the core a few ms a post: a 2,000-post send asked for two reads of every post per batch, and the web
 * host spent its time on them instead of on the send (npm run bench -- campaign-ui: 1,075 of 2,000 handed in 8 minutes;
 * 62 s before the reads came). While posts wait, the reads are merged and paced (coalesce.ts: one at a time, the
 * campaign last asked for read after a pause twice as long as the last read took, at most 10 s).
 */
import { untrack } from 'svelte';
import type { PostroomApi } from '../../../src-main/bridge/contract';
import type { ReviewOfPost } from './campaignwaits';
import { coalesced } from './coalesce';

export class CampaignReviews {
  approvers = $state<readonly string[]>(['owner', 'approver']);
  authorsMayApprove = $state(false);
  reviews = $state.raw<readonly ReviewOfPost[]>([]);
  readonly #bridge: PostroomApi;
  /** The newest ask: an answer is kept while it is of the campaign last asked for, and still needed. */
  #newest: { campaignId: string; needed: boolean } | null = null;
  readonly #reads = coalesced(() => this.#read(), { gapMs: (took) => Math.min(2 * took, 10_000) });

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
      this.#reads().catch(() => undefined); // a failed read says nothing here: the next ask reads again
      return;
    }
    // Called from an $effect: clearing must not make it depend on the reviews.
    untrack(() => {
      if (this.reviews.length > 0) this.reviews = [];
    });
  }

  /** Reads the campaign last asked for, if it is still needed when the read starts (asked again meanwhile: the newest ask). */
  async #read(): Promise<void> {
    const asked = this.#newest;
    if (!asked?.needed) return;
    const { campaignId } = asked;
    const [settings, reviews] = await Promise.all([this.#bridge.invoke('review.settings', {}), this.#bridge.invoke('review.campaignOf', { campaignId })]);
    if (settings.ok) {
      this.approvers = settings.value.approvers;
      this.authorsMayApprove = settings.value.authorsMayApprove;
    }
    // Asked since for another campaign, or not needed any more: this answer is not kept (one read at a time: in order).
    if (reviews.ok && this.#newest?.campaignId === campaignId && this.#newest.needed) this.reviews = Object.values(reviews.value.reviews);
  }
}
