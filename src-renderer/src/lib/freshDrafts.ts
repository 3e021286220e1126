import type { BridgeResult, DraftDto, PostroomApi } from '../../../src-main/bridge/contract';

/** What leaving needs of the composer: save what is typed, and say whether anything is still unsaved. */
export interface Leaving {
  flush(): Promise<boolean>;
  readonly hasUnsaved: boolean;
}

/** Where the fresh drafts are remembered across a reload of the window (its sessionStorage). */
export type FreshStore = Pick<Storage, 'getItem' | 'setItem'>;
const STORE_KEY = 'postroom.freshDrafts';

/**
 * "New draft" without leaving empty drafts in the Library. The draft is created at once
 * (Compose needs its id for photos and checks, and the first key typed offline is saved
 * like any other), but it is remembered as fresh: left with nothing typed or added, it
 * goes to the trash instead of staying listed as an empty draft. The window's session keeps
 * the list, so a reload in the composer of a fresh draft still discards it when it is left.
 */
export class FreshDrafts {
  /** Drafts made here by "New draft", by id, with the revision they were created with. Never rendered. */
  #created: Map<string, number>;
  readonly #store: FreshStore | null;

  constructor(store: FreshStore | null = null) {
    this.#store = store;
    this.#created = new Map(readStore(store));
  }

  async create(bridge: PostroomApi): Promise<BridgeResult<DraftDto>> {
    const r = await bridge.invoke('drafts.create', { draft: {} });
    if (r.ok) {
      this.#created.set(r.value.id, r.value.revision);
      this.#save();
    }
    return r;
  }

  #save(): void {
    try {
      this.#store?.setItem(STORE_KEY, JSON.stringify([...this.#created]));
    } catch {
      // Storage full or refused: only a reload forgets that the draft is fresh.
    }
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
    this.#save();
    if (!saved || composer.hasUnsaved) return false;
    const now = await bridge.invoke('drafts.get', { id });
    if (!now.ok || now.value.revision !== created) return false;
    return (await bridge.invoke('drafts.delete', { ids: [id] })).ok;
  }
}

/** The stored list, or none when it is missing or not one this code wrote. */
function readStore(store: FreshStore | null): Array<[string, number]> {
  try {
    const v = JSON.parse(store?.getItem(STORE_KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((e): e is [string, number] => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'number') : [];
  } catch {
    return [];
  }
}

/** The window's one list of fresh drafts (Library's and Compose's "New draft" both use it). */
export const freshDrafts = new FreshDrafts(typeof sessionStorage === 'undefined' ? null : sessionStorage);
