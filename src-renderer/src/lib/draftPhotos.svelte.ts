import type { BridgeResult, DraftDto, PostroomApi } from '../../../src-main/bridge/contract';

/**
 * A draft's photo operations in Compose (split from composer.svelte.ts, w15compose; no behaviour change): add (bytes,
 * addresses), remove, reorder, each through the composer's write queue (each call returns the draft with its new
 * revision), and how many are on their way: photos still being read here or being added count as on screen at once
 * (checks.ts photosShown) and keep Publish shut while they work. Object URLs of photos added in this session show
 * at once, before their thumbnail.
 */
export class DraftPhotos {
  #bridge: PostroomApi;
  #draftId: string;
  #enqueue: <T>(job: () => Promise<T>) => Promise<T>;
  #landed: (d: DraftDto) => void;
  #busy = $state(0);
  /** Photos being added and not yet in the draft (they count as on screen: see photosShown). */
  #adding = $state(0);
  #previews = $state.raw<Record<string, string>>({});

  /** `enqueue`: the composer's write queue; `landed`: the draft a call answered with (its new revision). */
  constructor(bridge: PostroomApi, draftId: string, enqueue: <T>(job: () => Promise<T>) => Promise<T>, landed: (d: DraftDto) => void) {
    this.#bridge = bridge;
    this.#draftId = draftId;
    this.#enqueue = enqueue;
    this.#landed = landed;
  }

  get busy(): boolean {
    return this.#busy > 0;
  }
  get adding(): number {
    return this.#adding;
  }
  get localPreviews(): Readonly<Record<string, string>> {
    return this.#previews;
  }
  rememberPreview(photoId: string, url: string): void {
    this.#previews = { ...this.#previews, [photoId]: url };
  }

  #op(run: () => Promise<BridgeResult<DraftDto>>, adding = 0): Promise<BridgeResult<DraftDto>> {
    this.#busy++;
    this.#adding += adding;
    return this.#enqueue(async () => {
      try {
        const r = await run();
        if (r.ok) this.#landed({ ...r.value });
        return r;
      } finally {
        this.#busy--;
        this.#adding -= adding;
      }
    });
  }

  /**
   * Photos the person chose that are still being read here before they go to the core (a large one
   * takes seconds): they count as on screen and as being added at once. Returns the release.
   */
  coming(n: number): () => void {
    this.#adding += n;
    this.#busy++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#adding -= n;
      this.#busy--;
    };
  }

  addBytes(name: string, base64: string) {
    return this.#op(() => this.#bridge.invoke('photos.addBytes', { draftId: this.#draftId, name, base64 }), 1);
  }
  addUrls(urls: string[]) {
    return this.#op(() => this.#bridge.invoke('photos.add', { draftId: this.#draftId, files: [], urls }), urls.length);
  }
  remove(photoId: string) {
    return this.#op(() => this.#bridge.invoke('photos.remove', { draftId: this.#draftId, photoId }));
  }
  reorder(order: string[]) {
    return this.#op(() => this.#bridge.invoke('photos.reorder', { draftId: this.#draftId, order }));
  }
}
