import type { BridgeResult, DraftDto, PostroomApi } from '../../../src-main/bridge/contract';

/** What leaving needs of the composer: save what is typed, and say whether anything is still unsaved. */
export interface Leaving {
  flush(): Promise<boolean>;
  readonly hasUnsaved: boolean;
}

/**
 * "New draft" without leaving empty drafts in the Library. The draft is created at once
 * (Compose needs its id for photos and checks, and the first key typed offline is saved
 * like any other), but it is remembered as fresh: left with nothing typed or added, it
 * goes to the trash instead of staying listed as an empty draft.
 */
export class FreshDrafts {
  /** Drafts made here by "New draft", by id, with the revision they were created with. Never rendered. */
  #created = new Map<string, number>();

  async create(bridge: PostroomApi): Promise<BridgeResult<DraftDto>> {
    const r = await bridge.invoke('drafts.create', { draft: {} });
    if (r.ok) this.#created.set(r.value.id, r.value.revision);
    return r;
  }

  isFresh(id: string): boolean {
    return this.#created.has(id);
  }

  /**
   * Leaving the composer of draft `id`: saves what is typed first (always). A fresh draft is
   * then discarded only when every change is saved and the library still holds it at the
   * revision it was created with: nothing typed, no photo, no channel, no edit from another
   * window. Resolves true when it was discarded.
   */
  async leave(bridge: PostroomApi, id: string, composer: Leaving): Promise<boolean> {
    const saved = await composer.flush();
    const created = this.#created.get(id);
    if (created === undefined) return false;
    this.#created.delete(id);
    if (!saved || composer.hasUnsaved) return false;
    const now = await bridge.invoke('drafts.get', { id });
    if (!now.ok || now.value.revision !== created) return false;
    return (await bridge.invoke('drafts.delete', { ids: [id] })).ok;
  }
}

/** The window's one list of fresh drafts (Library's and Compose's "New draft" both use it). */
export const freshDrafts = new FreshDrafts();
