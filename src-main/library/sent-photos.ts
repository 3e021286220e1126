/**
 * w34photo (walk 34): what a send carried of its photos, read once for every laptop. Lan's Outbox said of her refused
 * Instagram photo "this photo fits (200×150, 4:3) … Cropping will not help", and Bảo's card of the SAME send said
 * "Postroom does not know the size of this photo (sent as a link, or sent before sizes were kept)": the sizes lived in
 * Lan's journal only, and the team's shared outcome carried none. Now:
 *
 * 1. The sender's laptop reads a job's photos as sent (its uploads' size, type and bytes, kept since w23insta and
 *    w28errors; then its photo_urls, never known) — `sentPhotos`, the one reading.
 * 2. The shared outcome carries that list (SENT_PHOTOS, one of the outcome's fields), so a teammate's laptop reads the
 *    same list from the outcome: both cards' advice (src-shared refusals.ts adviseRefusal) is said from one list.
 * 3. An outcome from an older build carries none: unknown, as before (never the draft's photos now, which may differ
 *    from what was sent).
 */
import type { SentPhoto } from '../../src-shared/refusal-photos';
import type { PhotoMeta } from './publish-jobs';

/** The outcome field listing the photos a send carried, in post order (SentPhoto, or null: not known, e.g. a link). */
export const SENT_PHOTOS = 'sent_photos';

const posInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

/** One photo of a shared list as kept (a teammate's document is not trusted: anything else reads as not known). */
function photoOf(v: unknown): SentPhoto | null {
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  if (!posInt(o.width) || !posInt(o.height)) return null;
  return { width: o.width, height: o.height, type: typeof o.type === 'string' ? o.type : null, bytes: posInt(o.bytes) ? o.bytes : null };
}

/** A shared list of photos as sent, checked (at most 100, a draft's own bound); null when the value is not a list. */
export function sentPhotosField(v: unknown): Array<SentPhoto | null> | null {
  return Array.isArray(v) ? v.slice(0, 100).map(photoOf) : null;
}

/**
 * The photos a job sent, in post order: its uploads (size, type, bytes where kept), then its photo_urls (never known).
 * A teammate's job (its shared outcome: no photos of its own) reads the list its sender's laptop shared; null when
 * that outcome carried none (an older build).
 */
export function sentPhotos(j: { photos?: readonly PhotoMeta[] | null; fields: Record<string, unknown> }): Array<SentPhoto | null> | null {
  if (!j.photos) return sentPhotosField(j.fields[SENT_PHOTOS]);
  const urls = Array.isArray(j.fields.photo_urls) ? j.fields.photo_urls : [];
  return [
    ...j.photos.map((p) => (p.width && p.height ? { width: p.width, height: p.height, type: p.contentType ?? null, bytes: p.bytes ?? null } : null)),
    ...urls.map(() => null),
  ];
}
