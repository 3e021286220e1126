/**
 * Preflight's photo warnings against the channels' own rules (the table is shared:
 * src-shared/photo-rules.ts, read by the refusal advice too). Preflight uses `checkPhotoRules` to
 * WARN before sending; the Hub's and the channel's answers stay final.
 */
import type { ChannelKey } from '../hub';
import { aspectOf, PHOTO_RULES as SHARED_RULES, type PhotoRule } from '../../src-shared/photo-rules';
import { sizeBesideWords, sizeWords } from '../../src-shared/size-words';

export type { PhotoRule };
export const PHOTO_RULES: Readonly<Partial<Record<ChannelKey, PhotoRule>>> = SHARED_RULES;

export interface PhotoFacts {
  id: string;
  width: number;
  height: number;
  bytes: number;
  format: 'jpeg' | 'png' | 'webp';
}

export interface PhotoWarning {
  channel: string;
  rule: 'max_photos' | 'aspect' | 'min_size' | 'max_bytes' | 'format';
  /** The photo concerned; null for a post-wide rule (count). */
  photoId: string | null;
  /** w23insta: for 'aspect', which side of the channel's range the photo is (aspectOf). */
  shape?: 'too_tall' | 'too_wide';
  message: string;
  source: string;
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

/** Warnings for these photos on these channels (pure; unknown channels have no rules). */
export function checkPhotoRules(platforms: readonly string[], photos: readonly PhotoFacts[], urlCount = 0): PhotoWarning[] {
  const out: PhotoWarning[] = [];
  for (const channel of platforms) {
    const rule = PHOTO_RULES[channel as ChannelKey];
    if (!rule) continue;
    const total = photos.length + urlCount;
    if (rule.maxPhotos !== null && total > rule.maxPhotos) {
      out.push({ channel, rule: 'max_photos', photoId: null, source: rule.source, message: `${channel} takes at most ${rule.maxPhotos} photo${rule.maxPhotos === 1 ? '' : 's'} per post; this post has ${total}` });
    }
    for (const p of photos) {
      const ratio = p.width / p.height;
      const shape = aspectOf(channel, p);
      if (rule.aspect && (shape === 'too_tall' || shape === 'too_wide')) {
        out.push({ channel, rule: 'aspect', photoId: p.id, shape, source: rule.source, message: `${channel} takes width/height between ${fmt(rule.aspect.min)} and ${fmt(rule.aspect.max)}; photo ${p.id} is ${fmt(ratio)} (${p.width}×${p.height})` });
      }
      if ((rule.minWidth !== null && p.width < rule.minWidth) || (rule.minHeight !== null && p.height < rule.minHeight)) {
        out.push({ channel, rule: 'min_size', photoId: p.id, source: rule.source, message: `${channel} needs photos at least ${rule.minWidth ?? 1}×${rule.minHeight ?? 1}; photo ${p.id} is ${p.width}×${p.height}` });
      }
      if (rule.maxBytes !== null && p.bytes > rule.maxBytes) {
        out.push({ channel, rule: 'max_bytes', photoId: p.id, source: rule.source, message: `${channel} takes images up to ${sizeWords(rule.maxBytes, 'en')}; photo ${p.id} is ${sizeBesideWords(p.bytes, rule.maxBytes, 'en')}` });
      }
      if (!rule.formats.includes(p.format)) {
        out.push({ channel, rule: 'format', photoId: p.id, source: rule.source, message: `${channel} takes ${rule.formats.map((f) => f.toUpperCase()).join('/')}; photo ${p.id} is ${p.format.toUpperCase()}` });
      }
    }
  }
  return out;
}

/** The smallest per-image byte cap among the channels (for fitPhotos' maxBytesPerPhoto), or null. */
export function perPhotoByteCap(platforms: readonly string[]): number | null {
  const caps = platforms.map((c) => PHOTO_RULES[c as ChannelKey]?.maxBytes ?? null).filter((n): n is number => n !== null);
  return caps.length === 0 ? null : Math.min(...caps);
}

/** Whether every channel takes WebP, so transparency can be kept ('keep'); otherwise flatten to JPEG. */
export function transparencyFor(platforms: readonly string[]): 'keep' | 'flatten' {
  return platforms.every((c) => PHOTO_RULES[c as ChannelKey]?.formats.includes('webp') ?? true) ? 'keep' : 'flatten';
}
