/// <reference lib="dom" />
import type { DraftPhotoDto } from '../../../src-main/bridge/contract';

/** A copy of `list` with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  if (from < 0 || from >= out.length || to < 0 || to >= out.length) return out;
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item as T);
  return out;
}

/** A File's bytes as base64 (for photos.addBytes: a browser page has no file paths). */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const fr = new FileReader();
    fr.onload = () => resolve(String(fr.result).replace(/^data:[^,]*,/, ''));
    fr.onerror = () => reject(fr.error ?? new Error('read failed'));
    fr.readAsDataURL(file);
  });
}

/** A stored photo's thumbnail as the composer holds it (photos.thumbnail). */
export type Thumb = { state: 'loading' } | { state: 'ready'; src: string } | { state: 'error'; message: string };

/** Photos stored on the host need photos.thumbnail; a link is shown as itself. */
export function needsThumbnail(p: DraftPhotoDto): boolean {
  return p.source === 'file';
}

/**
 * How to show a photo: its https URL; else the bytes this session still holds (an
 * object URL, at once); else its thumbnail from the host, loading or failed.
 */
export function photoView(p: DraftPhotoDto, local: Readonly<Record<string, string>>, thumbs: ReadonlyMap<string, Thumb>): Thumb {
  if (p.source === 'url') return p.url ? { state: 'ready', src: p.url } : { state: 'error', message: 'no link' };
  const mine = local[p.id];
  if (mine) return { state: 'ready', src: mine };
  return thumbs.get(p.id) ?? { state: 'loading' };
}
