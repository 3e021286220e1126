import type { PostReviewDto, PostroomApi } from '../../../src-main/bridge/contract';
import { follow } from './follow';

type Review = Pick<PostReviewDto, 'state' | 'stale'>;

/**
 * teamoutbox (issue 34, walk 4): the review state of the Library's loaded rows, from the core's one
 * derivation (review.get, as the review queue reads it), so an unsent post reads "In review",
 * "Changes requested", "Approved" or "Approved · back in review" rather than "Draft". Read again when the
 * rows change, on a review step (here or a teammate's), a library change and a workspace switch.
 */
export class LibraryReviews {
  #bridge: PostroomApi;
  #byId = $state.raw<Readonly<Record<string, Review>>>({});
  #ids: string[] = [];
  #timer: ReturnType<typeof setTimeout> | null = null;
  #seq = 0;

  constructor(bridge: PostroomApi) {
    this.#bridge = bridge;
  }

  /** The review to show instead of "Draft": null when the post was never sent for review. */
  of(id: string): Review | null {
    const r = this.#byId[id];
    return r && (r.state !== 'draft' || r.stale) ? r : null;
  }

  /** The rows loaded now (read once after a burst of changes). */
  want(ids: readonly string[]): void {
    this.#ids = [...ids];
    this.#soon();
  }

  #soon = (): void => {
    if (this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.#load();
    }, 200);
  };

  async #load(): Promise<void> {
    const seq = ++this.#seq;
    const out: Record<string, Review> = {};
    for (let i = 0; i < this.#ids.length; i += 2000) {
      const r = await this.#bridge.invoke('review.get', { draftIds: this.#ids.slice(i, i + 2000) });
      if (!r.ok) return; // the badges keep what they said; the next change reads again
      for (const [id, v] of Object.entries(r.value)) out[id] = { state: v.state, stale: v.stale };
    }
    if (seq === this.#seq) this.#byId = out;
  }

  watch(): () => void {
    const off = follow(this.#bridge, { review: this.#soon, 'library.changed': this.#soon, workspace: this.#soon }, this.#soon);
    return () => {
      off();
      if (this.#timer) clearTimeout(this.#timer);
    };
  }
}
