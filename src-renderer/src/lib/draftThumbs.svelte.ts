import type { DraftDto, PostroomApi } from '../../../src-main/bridge/contract';
import { needsThumbnail, type Thumb } from './photos';

/** Longest side asked of photos.thumbnail: sharp in the previews column on a 2× screen. */
export const THUMB_SIDE = 512;
/** photos.thumbnail calls in flight at once (each decodes a full photo on the host). */
const THUMB_CONCURRENCY = 3;

/**
 * Thumbnails of one draft's stored photos by photo id (photos.thumbnail), only for its current
 * photos: the page cannot read the host's files, so each is a JPEG data URL, or loading, or why not.
 */
export class DraftThumbs {
  #bridge: PostroomApi;
  #draftId: string;
  // Replaced, never mutated ($state.raw), so a plain Map.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  #thumbs = $state.raw<ReadonlyMap<string, Thumb>>(new Map());
  #queue: string[] = [];
  #workers = 0;

  constructor(bridge: PostroomApi, draftId: string) {
    this.#bridge = bridge;
    this.#draftId = draftId;
  }

  get all(): ReadonlyMap<string, Thumb> {
    return this.#thumbs;
  }

  /** Asks for the thumbnails of photos not yet seen; forgets those of removed photos. */
  sync(d: DraftDto): void {
    const want = d.photos.filter((p) => needsThumbnail(p)).map((p) => p.id);
    const have = this.#thumbs;
    const missing = want.filter((id) => !have.has(id));
    const gone = [...have.keys()].some((id) => !want.includes(id));
    if (missing.length === 0 && !gone) return;
    // A fresh map each time: $state.raw notices replacement, not mutation.
    // eslint-disable-next-line svelte/prefer-svelte-reactivity
    const next = new Map([...have].filter(([id]) => want.includes(id)));
    for (const id of missing) next.set(id, { state: 'loading' });
    this.#thumbs = next;
    this.#queue = [...this.#queue.filter((id) => want.includes(id)), ...missing];
    while (this.#workers < THUMB_CONCURRENCY && this.#queue.length > 0) {
      this.#workers++;
      void this.#worker().finally(() => this.#workers--);
    }
  }

  async #worker(): Promise<void> {
    for (let id = this.#queue.shift(); id !== undefined; id = this.#queue.shift()) {
      const photoId = id;
      const r = await this.#bridge.invoke('photos.thumbnail', { draftId: this.#draftId, photoId, maxSide: THUMB_SIDE });
      if (!this.#thumbs.has(photoId)) continue; // removed meanwhile
      const t: Thumb = r.ok ? { state: 'ready', src: r.value.dataUrl } : { state: 'error', message: r.error.message };
      // eslint-disable-next-line svelte/prefer-svelte-reactivity
      this.#thumbs = new Map(this.#thumbs).set(photoId, t);
    }
  }
}
