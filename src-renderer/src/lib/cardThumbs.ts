import type { PostroomApi } from '../../../src-main/bridge/contract';

/** Longest side asked of photos.thumbnail for an Outbox card (a 48 px square on a 2× screen). */
export const CARD_THUMB_SIDE = 96;

/** What a card shows: its post's first photo, or nothing (no photo, draft gone, unreadable). */
export type CardThumb = { src: string; photoId: string | null } | null;

/**
 * The first photo of each card's post, asked for only when a card scrolls into view.
 * Two caches: draft → its first photo (one drafts.get), and photo id → thumbnail (one
 * photos.thumbnail each, however many jobs share the photo: a retry, a resend). A request
 * in flight is shared, so cards mounting together ask once.
 */
export class CardThumbs {
  #bridge: Pick<PostroomApi, 'invoke'>;
  #byDraft = new Map<string, Promise<{ photoId: string; url: null } | { photoId: null; url: string } | null>>();
  #byPhoto = new Map<string, Promise<string | null>>();

  constructor(bridge: Pick<PostroomApi, 'invoke'>) {
    this.#bridge = bridge;
  }

  /** How many thumbnails were asked of the host (tests: each photo once). */
  get photosAsked(): number {
    return this.#byPhoto.size;
  }

  async of(draftId: string): Promise<CardThumb> {
    const first = await this.#first(draftId);
    if (!first) return null;
    if (first.url !== null) return { src: first.url, photoId: null };
    const src = await this.#thumb(draftId, first.photoId);
    return src ? { src, photoId: first.photoId } : null;
  }

  #first(draftId: string) {
    let p = this.#byDraft.get(draftId);
    if (!p) {
      p = this.#bridge.invoke('drafts.get', { id: draftId }).then((r) => {
        const photo = r.ok ? [...r.value.photos].sort((a, b) => a.position - b.position)[0] : undefined;
        if (!photo) return null;
        return photo.source === 'url' && photo.url ? { photoId: null, url: photo.url } : { photoId: photo.id, url: null };
      });
      this.#byDraft.set(draftId, p);
    }
    return p;
  }

  #thumb(draftId: string, photoId: string): Promise<string | null> {
    let p = this.#byPhoto.get(photoId);
    if (!p) {
      p = this.#bridge.invoke('photos.thumbnail', { draftId, photoId, maxSide: CARD_THUMB_SIDE }).then((r) => (r.ok ? r.value.dataUrl : null));
      this.#byPhoto.set(photoId, p);
    }
    return p;
  }
}
