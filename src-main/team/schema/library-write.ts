import * as Y from 'yjs';
import type { TeamCampaignRow, TeamDraftRow, TeamPhoto } from '../../library';
import { byPos, foldTag, posOf, record } from './coerce';
import { BRAND_CHECKED_FIELD, CAMPAIGN_FIELDS, LIST_KEYS, OPTIONAL_VALUE_FIELDS, TEXT_FIELDS, VALUE_FIELDS } from './documents';
import { readCaptions, readPhotos, readTags } from './library-read';
import { checkedFrom } from '../../../src-shared/brand';
import { applyTextDiff, sameText, sameValue } from './text';

// ---------------------------------------------------------------- rows → document (local changes)

/**
 * Brings one draft's map to the row's values, changing only what differs; `row` null means the
 * draft is gone from the library (purged): it becomes a tombstone. Returns the fields changed.
 * Call inside a doc transaction.
 */
export function draftToDoc(drafts: Y.Map<Y.Map<unknown>>, id: string, row: TeamDraftRow | null, at: string): string[] {
  let map = drafts.get(id);
  if (row === null) {
    if (!map || map.get('deleted_at') != null) return [];
    map.set('deleted_at', at);
    map.set('updated_at', at);
    return ['deleted_at'];
  }
  const changed: string[] = [];
  const created = !map;
  const profileBefore = map?.get('profile_id');
  if (!map) {
    map = new Y.Map<unknown>();
    drafts.set(id, map);
  }
  for (const f of TEXT_FIELDS) {
    let text = map.get(f);
    if (!(text instanceof Y.Text)) {
      text = new Y.Text();
      map.set(f, text);
    }
    if (applyTextDiff(text as Y.Text, row[f])) changed.push(f);
  }
  for (const f of VALUE_FIELDS) {
    if (f === 'updated_at') continue;
    const value = row[f];
    if (valueDiffers(map, f, value)) {
      map.set(f, value);
      changed.push(f);
    }
  }
  brandChecked(changed, profileBefore, row);
  if (photosToDoc(map, row.photos)) changed.push('photos');
  if (tagsToDoc(map, row.tags)) changed.push('tags');
  if (captionsToDoc(map, row.captions)) changed.push('captions');
  // updated_at alone (a revision bump with no shared change: this laptop's state mirrored from an
  // outcome, a save that changed nothing) is no change to the team's draft: nothing is written, so
  // no team update goes out (xcaption). A new draft's is one word.
  if ((created || changed.length > 0 || !map.has('updated_at')) && !sameValue(map.get('updated_at'), row.updated_at)) map.set('updated_at', row.updated_at);
  return created ? ['created'] : changed;
}

/** A photo as `photo_items` stores it: no id (the entry's key) and no null field. */
type DocPhoto = Partial<Omit<TeamPhoto, 'id'>>;
const PHOTO_KEYS = ['id', 'source', 'url', 'sha256', 'bytes', 'width', 'height', 'mime', 'name'] as const;
function photoForDoc(p: TeamPhoto): DocPhoto {
  const out: Record<string, unknown> = {};
  for (const k of PHOTO_KEYS) if (k !== 'id' && p[k] !== null) out[k] = p[k];
  return out as DocPhoto;
}


/**
 * The positions to write so that the keys read in the `desired` order (`current`: the stored
 * positions; reading sorts by position, then key). Keys that already stand in the desired order
 * relative to each other (the longest such run) keep their position; the others — new keys and
 * moved ones — get one between their neighbours, so an add at the end writes one position and a
 * photo moved writes one. Only when no room is left between two neighbours are all renumbered.
 * Returns only the keys whose position must be written.
 */
export function placeInOrder(current: ReadonlyMap<string, number>, desired: readonly string[]): Map<string, number> {
  const kept = desired.filter((k) => current.has(k)).map((key) => ({ key, pos: current.get(key) as number }));
  // Longest increasing subsequence (by stored order) of the kept keys, in the desired order: O(n²), n is a draft's photos or tags.
  const len = kept.map(() => 1);
  const prev = kept.map(() => -1);
  let end = -1;
  for (let i = 0; i < kept.length; i += 1) {
    for (let j = 0; j < i; j += 1) {
      if (byPos(kept[j] as { key: string; pos: number }, kept[i] as { key: string; pos: number }) < 0 && (len[j] as number) + 1 > (len[i] as number)) {
        len[i] = (len[j] as number) + 1;
        prev[i] = j;
      }
    }
    if (end === -1 || (len[i] as number) > (len[end] as number)) end = i;
  }
  const anchors = new Set<string>();
  for (let i = end; i !== -1; i = prev[i] as number) anchors.add((kept[i] as { key: string }).key);
  const out = new Map<string, number>();
  for (let i = 0; i < desired.length;) {
    if (anchors.has(desired[i] as string)) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < desired.length && !anchors.has(desired[j] as string)) j += 1;
    const lo = i > 0 ? current.get(desired[i - 1] as string) : undefined;
    const hi = j < desired.length ? current.get(desired[j] as string) : undefined;
    const n = j - i;
    for (let k = 0; k < n; k += 1) {
      const pos = lo === undefined && hi === undefined ? k : hi === undefined ? (lo as number) + k + 1 : lo === undefined ? hi - (n - k) : lo + ((hi - lo) * (k + 1)) / (n + 1);
      out.set(desired[i + k] as string, pos);
    }
    i = j;
  }
  const order = desired.map((key) => ({ key, pos: out.get(key) ?? (current.get(key) as number) }));
  for (let i = 1; i < order.length; i += 1) {
    if (byPos(order[i - 1] as { key: string; pos: number }, order[i] as { key: string; pos: number }) >= 0) return new Map(desired.map((k, n) => [k, n]));
  }
  return out;
}

/** The child Y.Map under `key`, made (and put in `parent`) when there is none or it is of the old shape. */
function childMap(parent: Y.Map<unknown>, key: string): Y.Map<unknown> {
  const child = parent.get(key);
  if (child instanceof Y.Map) return child as Y.Map<unknown>;
  const made = new Y.Map<unknown>();
  parent.set(key, made);
  return made;
}

/** The plain value of protocol 1 (`photos`, `tags`, `captions`) goes once its list is in the new key. */
function dropOldShape(map: Y.Map<unknown>, key: string): void {
  if (map.has(key)) map.delete(key);
}

/** A draft's photos to the document by the difference (adds, removals, moves, metadata). Returns whether they changed. */
function photosToDoc(map: Y.Map<unknown>, photos: readonly TeamPhoto[]): boolean {
  const before = readPhotos(map);
  const next = photos.map((p) => ({ id: p.id, doc: photoForDoc(p) }));
  const items = childMap(map, LIST_KEYS.photos);
  const wanted = new Set(next.map((p) => p.id));
  const current = new Map<string, number>();
  for (const [id, item] of [...items.entries()]) {
    if (!wanted.has(id)) items.delete(id);
    else if (item instanceof Y.Map) current.set(id, posOf(item.get('pos')));
  }
  const placed = placeInOrder(current, next.map((p) => p.id));
  for (const p of next) {
    let item = items.get(p.id);
    if (!(item instanceof Y.Map)) {
      item = new Y.Map<unknown>();
      items.set(p.id, item);
    }
    const entry = item as Y.Map<unknown>;
    const stored = entry.get('photo');
    // A photo's name never changes (same id, same file): one this laptop no longer knows (its row was rewritten) stays.
    const keptName = p.doc.name === undefined ? record(stored).name : undefined;
    const doc = typeof keptName === 'string' ? { ...p.doc, name: keptName } : p.doc;
    if (!sameDocPhoto(stored, doc)) entry.set('photo', doc);
    const pos = placed.get(p.id);
    if (pos !== undefined) entry.set('pos', pos);
  }
  dropOldShape(map, 'photos');
  return photosDiffer(before, photos);
}

/** The document's photos (`before`) and the library's differ (a photo's name the library no longer knows is none). */
function photosDiffer(before: readonly TeamPhoto[], photos: readonly TeamPhoto[]): boolean {
  return before.length !== photos.length || before.some((b, i) => PHOTO_KEYS.some((k) => b[k] !== (photos[i] as TeamPhoto)[k] && !(k === 'name' && (photos[i] as TeamPhoto).name === null)));
}

/**
 * w23settings (walk 21, 2): the fields `draftToDoc` would write for this row now, read without writing (the History
 * line the next flush would add: a change of this laptop not shared yet). Same comparisons as draftToDoc: a field that
 * would be written is one whose value differs; a draft the document lacks is `created`.
 */
export function draftChangedFields(map: Y.Map<unknown> | undefined, row: TeamDraftRow | null): string[] {
  if (row === null) return map && map.get('deleted_at') == null ? ['deleted_at'] : [];
  if (!map) return ['created'];
  const changed: string[] = [];
  for (const f of TEXT_FIELDS) {
    const text = map.get(f);
    if (!sameText(text instanceof Y.Text ? text.toString() : '', row[f])) changed.push(f);
  }
  for (const f of VALUE_FIELDS) if (f !== 'updated_at' && valueDiffers(map, f, row[f])) changed.push(f);
  brandChecked(changed, map.get('profile_id'), row);
  if (photosDiffer(readPhotos(map), row.photos)) changed.push('photos');
  if (!sameValue(readTags(map), row.tags)) changed.push('tags');
  if (!sameValue(readCaptions(map), row.captions)) changed.push('captions');
  return changed;
}

/** Whether the draft map's plain value `f` differs from the row's (an optional one absent is null). */
function valueDiffers(map: Y.Map<unknown>, f: string, value: unknown): boolean {
  if (!map.has(f)) return !(OPTIONAL_VALUE_FIELDS.has(f) && value == null);
  return !sameValue(map.get(f), value);
}

/**
 * h-brand (walk 33b): a change of `profile_id` from the brand kept by name to the profile it was resolved from (the row's
 * `profile_from` is the value the document held) is named BRAND_CHECKED_FIELD in `changed`, not `profile_id`: it is
 * not an edit of what was approved. A person's change of profile (profile_from cleared, or another value) stays `profile_id`.
 */
function brandChecked(changed: string[], profileBefore: unknown, row: TeamDraftRow): void {
  const at = changed.indexOf('profile_id');
  const checked = checkedFrom(row.profile_from);
  if (at < 0 || !checked || checked.id !== row.profile_id || profileBefore !== checked.byName) return;
  changed.splice(at, 1, BRAND_CHECKED_FIELD);
}

/** A stored photo entry's value equals `doc` (plain strings and numbers: compared key by key, not as canonical JSON, which cost half of a first flush). */
function sameDocPhoto(stored: unknown, doc: DocPhoto): boolean {
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return false;
  const s = stored as Record<string, unknown>;
  const d = doc as Record<string, unknown>;
  return Object.keys(s).length === Object.keys(d).length && Object.keys(d).every((k) => s[k] === d[k]);
}

/** A draft's tags to the document by the difference. Returns whether they changed. */
function tagsToDoc(map: Y.Map<unknown>, tags: readonly string[]): boolean {
  const before = readTags(map);
  const set = childMap(map, LIST_KEYS.tags);
  const keys = tags.map(foldTag);
  const wanted = new Set(keys);
  const current = new Map<string, number>();
  for (const [key, v] of [...set.entries()]) {
    if (!wanted.has(key)) set.delete(key);
    else if (typeof record(v).name === 'string') current.set(key, posOf(record(v).pos));
  }
  const placed = placeInOrder(current, keys);
  tags.forEach((name, i) => {
    const key = keys[i] as string;
    const pos = placed.get(key);
    if (pos !== undefined || record(set.get(key)).name !== name) set.set(key, { name, pos: pos ?? (current.get(key) as number) });
  });
  dropOldShape(map, 'tags');
  return !sameValue(before, tags);
}

/** A draft's channel captions to the document: each caption and title as a text diff. Returns whether they changed. */
function captionsToDoc(map: Y.Map<unknown>, captions: TeamDraftRow['captions']): boolean {
  const before = readCaptions(map);
  const channels = childMap(map, LIST_KEYS.captions);
  for (const channel of [...channels.keys()]) if (!Object.hasOwn(captions, channel)) channels.delete(channel);
  for (const [channel, c] of Object.entries(captions)) {
    const entry = childMap(channels, channel);
    for (const key of ['caption', 'title'] as const) {
      const value = c[key];
      if (value === null) {
        if (entry.has(key)) entry.delete(key);
        continue;
      }
      let text = entry.get(key);
      if (!(text instanceof Y.Text)) {
        text = new Y.Text();
        entry.set(key, text);
      }
      applyTextDiff(text as Y.Text, value);
    }
  }
  dropOldShape(map, 'captions');
  return !sameValue(before, captions);
}

/** Same as draftToDoc for a campaign (`row` null = deleted). */
export function campaignToDoc(campaigns: Y.Map<Y.Map<unknown>>, id: string, row: TeamCampaignRow | null, at: string): string[] {
  let map = campaigns.get(id);
  if (row === null) {
    if (!map || map.get('deleted_at') != null) return [];
    map.set('deleted_at', at);
    map.set('updated_at', at);
    return ['deleted_at'];
  }
  if (!map) {
    map = new Y.Map<unknown>();
    campaigns.set(id, map);
  }
  const changed: string[] = [];
  const values: Record<(typeof CAMPAIGN_FIELDS)[number], unknown> = { ...row, deleted_at: null };
  for (const f of CAMPAIGN_FIELDS) {
    if (!map.has(f) || !sameValue(map.get(f), values[f])) {
      map.set(f, values[f]);
      if (f !== 'updated_at') changed.push(f);
    }
  }
  return changed;
}
