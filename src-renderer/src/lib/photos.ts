/// <reference lib="dom" />
import type { DraftPhotoDto } from '../../../src-main/bridge/contract';

/** 4_500_000 → "4.5 MB" (decimal units: the Hub's cap is stated in decimal MB). */
export function formatBytes(n: number | null | undefined): string {
  if (n === null || n === undefined) return '?';
  if (n < 1000) return `${n} B`;
  if (n < 1_000_000) return `${(n / 1000).toFixed(n < 10_000 ? 1 : 0)} kB`;
  return `${(n / 1_000_000).toFixed(2)} MB`;
}

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

/** Where a photo can be shown from: its https URL, or bytes this session still holds. */
export function photoSrc(p: DraftPhotoDto, local: Readonly<Record<string, string>>): string | null {
  return p.source === 'url' ? p.url : (local[p.id] ?? null);
}
