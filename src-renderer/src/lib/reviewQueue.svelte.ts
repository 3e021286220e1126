import type { PostroomApi, ReviewListDto } from '../../../src-main/bridge/contract';
import { coalesced } from './coalesce';
import { follow } from './follow';

/**
 * The review queue (issue 34 item 2) as the core lists it: the posts in review in their boxes,
 * with counts. The app holds ONE (AppContext.reviewQueue, w12sidebar): the sidebar's count and the Review screen's
 * tabs are the same list's. Read again when a review event, a library change or a workspace switch may have
 * moved a post between boxes.
 */
export class ReviewQueue {
  #bridge: PostroomApi;
  #list = $state.raw<ReviewListDto | null>(null);
  #error = $state.raw<{ code: string; message: string; source?: string } | null>(null);

  constructor(bridge: PostroomApi) {
    this.#bridge = bridge;
  }

  get list(): ReviewListDto | null {
    return this.#list;
  }

  get error() {
    return this.#error;
  }

  /** How many posts wait for my approval (the sidebar's count). */
  get waiting(): number {
    return this.#list?.counts.waiting_for_me ?? 0;
  }

  /** w12sidebar: loads may overlap (an event while the screen reads on entry): only the last one asked sets the list. */
  #asked = 0;

  async load(): Promise<void> {
    const n = ++this.#asked;
    const r = await this.#bridge.invoke('review.list', {});
    if (n !== this.#asked) return;
    if (r.ok) {
      this.#list = r.value;
      this.#error = null;
    } else this.#error = r.error;
  }

  watch(): () => void {
    void this.load();
    // w32burst (walk 30, 1): "Approve all" of 320 posts is 320 review events: read as two lists, not 320 (each a read of
    // the whole queue: the host answered them one by one, and the sidebar's count stayed old for minutes).
    const soon = coalesced(() => this.load());
    const again = () => void soon();
    return follow(this.#bridge, { review: again, 'library.changed': again, workspace: again }, again);
  }
}
