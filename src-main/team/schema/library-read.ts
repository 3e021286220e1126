import * as Y from 'yjs';
import { cutWhole } from '../../../src-shared/shorten';
import { DRAFT_FIELD_NAMES, isValidZone, type TeamCampaignRow, type TeamDraftRow, type TeamPhoto } from '../../library';
import { lf } from '../../common';
import { SHA256_PATTERN } from '../protocol';
import { byPos, foldTag, numOrNull, posOf, record, str, strings, strOrNull, textOf } from './coerce';
import { LIST_KEYS } from './documents';

// ---------------------------------------------------------------- document → rows (a teammate's changes)

/** A document text as the library holds it: LF line breaks (crlf; an older version may have shared CRLF). */
const linesOf = (v: unknown): string => lf(textOf(v));

/** A photo of the document; `key`: its `photo_items` key, the id of a value that carries none (a value claiming another id is not trusted). */
function photoFromDoc(v: unknown, key?: string): TeamPhoto | null {
  const p = record(v);
  const source = p.source === 'url' ? 'url' : p.source === 'file' ? 'file' : null;
  const id = key === undefined ? strOrNull(p.id) : p.id === undefined || p.id === key ? key : null;
  if (source === null || id === null) return null;
  const url = source === 'url' ? strOrNull(p.url) : null;
  if (source === 'url' && url === null) return null;
  const sha = strOrNull(p.sha256);
  const int = (x: unknown): number | null => { const n = numOrNull(x); return n !== null && Number.isInteger(n) && n >= 0 ? n : null; };
  const name = source === 'file' ? strOrNull(p.name) : null;
  return {
    id, source, url, sha256: sha !== null && SHA256_PATTERN.test(sha) ? sha : null, bytes: int(p.bytes), width: int(p.width), height: int(p.height), mime: strOrNull(p.mime),
    name: name !== null && okPhotoName(name) ? name : null,
  };
}

/** A file name a teammate's photo may carry: 1–255 characters, no folder, no control character. */
// eslint-disable-next-line no-control-regex
const okPhotoName = (n: string): boolean => n.length >= 1 && n.length <= 255 && !/[\\/\u0000-\u001f\u007f]/.test(n) && n !== '.' && n !== '..';
const okTag = (t: string): boolean => t.length > 0 && t.length <= 64 && !/[|,]/.test(t);
const okChannel = (channel: string): boolean => channel.length >= 1 && channel.length <= 40;

/** A draft's photos in order: from `photo_items`, or from the older builds' plain `photos` list when it has none. */
export function readPhotos(map: Y.Map<unknown>): TeamPhoto[] {
  const items = map.get(LIST_KEYS.photos);
  if (!(items instanceof Y.Map)) {
    const list = map.get('photos');
    return (Array.isArray(list) ? (list as unknown[]) : []).map((v) => photoFromDoc(v)).filter((p): p is TeamPhoto => p !== null);
  }
  const out: Array<{ key: string; pos: number; photo: TeamPhoto }> = [];
  for (const [key, item] of (items as Y.Map<unknown>).entries()) {
    if (!(item instanceof Y.Map)) continue;
    const photo = photoFromDoc(item.get('photo'), key);
    if (photo !== null) out.push({ key, pos: posOf(item.get('pos')), photo });
  }
  return out.sort(byPos).map((e) => e.photo);
}

/** A draft's tags in order (trimmed, valid, one per folded name): from `tag_set`, or the older builds' `tags`. */
export function readTags(map: Y.Map<unknown>): string[] {
  const set = map.get(LIST_KEYS.tags);
  let names: string[];
  if (set instanceof Y.Map) {
    const out: Array<{ key: string; pos: number; name: string }> = [];
    for (const [key, v] of (set as Y.Map<unknown>).entries()) {
      const name = record(v).name;
      if (typeof name === 'string') out.push({ key, pos: posOf(record(v).pos), name });
    }
    names = out.sort(byPos).map((e) => e.name);
  } else names = strings(map.get('tags'));
  const seen = new Set<string>();
  return names.map((t) => t.trim()).filter((t) => {
    const key = foldTag(t);
    if (!okTag(t) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A draft's channel captions: from `channel_captions`, or the older builds' plain `captions`. */
export function readCaptions(map: Y.Map<unknown>): TeamDraftRow['captions'] {
  const captions: TeamDraftRow['captions'] = {};
  const channels = map.get(LIST_KEYS.captions);
  if (channels instanceof Y.Map) {
    for (const [channel, entry] of (channels as Y.Map<unknown>).entries()) {
      if (!okChannel(channel) || !(entry instanceof Y.Map)) continue;
      const caption = entry.get('caption');
      const title = entry.get('title');
      if (caption instanceof Y.Text || typeof caption === 'string') captions[channel] = { caption: linesOf(caption), title: title instanceof Y.Text || typeof title === 'string' ? linesOf(title) : null };
    }
    return captions;
  }
  for (const [channel, c] of Object.entries(record(map.get('captions')))) {
    const cc = record(c);
    if (okChannel(channel) && typeof cc.caption === 'string') captions[channel] = { caption: cc.caption, title: strOrNull(cc.title) };
  }
  return captions;
}

/** A draft of the document as a row the library accepts. */
export function draftFromDoc(id: string, map: Y.Map<unknown>, fallbackAt: string): TeamDraftRow {
  const fields = Object.fromEntries(Object.entries(record(map.get('fields')))
    .filter((e): e is [string, string] => DRAFT_FIELD_NAMES.has(e[0]) && typeof e[1] === 'string' && e[1] !== ''));
  const scheduledAt = strOrNull(map.get('scheduled_at'));
  const zone = strOrNull(map.get('timezone'));
  const updatedAt = str(map.get('updated_at'), fallbackAt);
  return {
    id,
    profile_id: strOrNull(map.get('profile_id')),
    // h-brand: absent (a draft never resolved, or shared by an older build) is none.
    profile_from: strOrNull(map.get('profile_from')),
    platforms: strings(map.get('platforms')),
    caption: linesOf(map.get('caption')),
    title: linesOf(map.get('title')),
    notes: linesOf(map.get('notes')),
    fields,
    scheduled_at: scheduledAt,
    timezone: zone !== null && isValidZone(zone) ? zone : null,
    add_to_queue: map.get('add_to_queue') === true && scheduledAt === null,
    // Not shared (VALUE_FIELDS): a new draft here starts as a draft; an existing one keeps this laptop's.
    state: 'draft',
    captions: readCaptions(map),
    photos: readPhotos(map),
    tags: readTags(map),
    created_at: str(map.get('created_at'), updatedAt),
    updated_at: updatedAt,
    deleted_at: strOrNull(map.get('deleted_at')),
  };
}

/** A campaign of the document as a row (null when it is deleted). */
export function campaignFromDoc(id: string, map: Y.Map<unknown>, fallbackAt: string): TeamCampaignRow | null {
  if (map.get('deleted_at') != null) return null;
  const plan = strOrNull(map.get('plan'));
  let planOk = plan;
  if (plan !== null) {
    try {
      const parsed: unknown = JSON.parse(plan);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) planOk = null;
    } catch {
      planOk = null;
    }
  }
  const updatedAt = str(map.get('updated_at'), fallbackAt);
  const name = str(map.get('name')).trim();
  return {
    id, name: name === '' ? '?' : cutWhole(name, 200), notes: str(map.get('notes')), items: [...new Set(strings(map.get('items')))], plan: planOk,
    created_at: str(map.get('created_at'), updatedAt), updated_at: updatedAt,
  };
}
