/**
 * The shape of a team's `library` document (issue 33) and the pure conversions between it and
 * the library's rows. Written once here; the binding reads and writes the document only through
 * these functions.
 *
 * ```
 * drafts:    Y.Map<draftId, Y.Map>   caption, title, notes: Y.Text (merged character by character);
 *                                    photo_items, tag_set, channel_captions: merged item by item (LIST_KEYS);
 *                                    every other field a plain value (last writer wins, per field)
 * campaigns: Y.Map<campaignId, Y.Map> name, notes, items, plan (JSON text), dates: plain values
 * history:   Y.Map<draftId, Y.Array<DraftHistoryEntry>>  appended on each local change
 * ```
 * Nothing is ever removed from `drafts` or `campaigns`: a deletion is a tombstone (`deleted_at`),
 * so an offline edit of a deleted draft still lands somewhere that explains it.
 * Values read from the document are a teammate's: each is checked and coerced to what the
 * library accepts (a bad value becomes the field's default, never an exception).
 */
import * as Y from 'yjs';
import { DRAFT_FIELD_NAMES, isValidZone, teamRows, type TeamApprovalRow, type TeamCampaignRow, type TeamClientDecisionRow, type TeamExportRow, type TeamCommentRow, type TeamDraftRow, type TeamOutcomeRow, type TeamPhoto, type TeamReviewStepRow } from '../library';
import { canWrite, SHA256_PATTERN, type Role } from './protocol';
import { readReviewSettings, type ReviewSettings } from './review';

export const LIBRARY_DOC = 'library';
/**
 * The `outcomes` document: `jobs`: Y.Map<jobId, TeamOutcomeRow> (a plain value), each entry written
 * only by the member whose laptop sent the job (its `member`); other laptops keep them in
 * team_outcomes, never in publish_jobs.
 */
export const OUTCOMES_DOC = 'outcomes';
/**
 * The `reviews` document (issue 34): `steps`: Y.Map<stepId, TeamReviewStepRow> (every step but an
 * approval: submit, request_changes, withdraw) and `comments`: Y.Map<commentId, TeamCommentRow>.
 * Editors write here.
 */
export const REVIEWS_DOC = 'reviews';
/**
 * The `approvals` document: `steps` (approve steps only) and `approvals`: Y.Map<approvalId,
 * TeamApprovalRow>. Only approvers and owners write here (protocol.ts WRITE_ACCESS: the server
 * drops anyone else's writes), so an approval is believed only from this document.
 */
export const APPROVALS_DOC = 'approvals';
/**
 * The `settings` document (issue 34): `review`: Y.Map with `approvers`, `authorsMayApprove`,
 * `approvalRequired` (plain values, the last writer wins per field). Only owners write here
 * (protocol.ts WRITE_ACCESS), so the settings are believed only from this document.
 */
export const SETTINGS_DOC = 'settings';
/** The documents a binding holds (protocol.ts TEAM_DOCUMENTS names them). */
export type BoundDocument = typeof LIBRARY_DOC | typeof OUTCOMES_DOC | typeof REVIEWS_DOC | typeof APPROVALS_DOC | typeof SETTINGS_DOC;

/** Fields merged as text (Y.Text). */
export const TEXT_FIELDS = ['caption', 'title', 'notes'] as const;
/**
 * Fields that are plain values (the last writer wins). Not `state`: each laptop's publisher mirrors
 * its own jobs into it, so shared it would bounce between laptops; each derives it from its journal
 * and the team's outcomes instead (service.ts, publisher draft-states withTeam). A `state` an older
 * build put in the document is ignored.
 */
export const VALUE_FIELDS = [
  'profile_id', 'platforms', 'fields', 'scheduled_at', 'timezone', 'add_to_queue', 'created_at', 'updated_at', 'deleted_at',
] as const;

/**
 * A draft's lists, merged item by item so two people's changes both stay (issue 33), each under a
 * key of its own:
 * - `photo_items`: Y.Map<photoId, Y.Map { photo: the photo without its id (the key) and without its
 *   null fields (plain), pos: number }>. An add is one new entry, a removal deletes only that entry,
 *   a reorder sets the `pos` of the photos that moved. (A Y.Map per photo, not one plain value, so
 *   that a removal wins over a teammate's concurrent move: a plain value set again would bring it back.)
 *   Order: `pos`, then the id (two photos added at once at the end share a `pos`; every laptop sorts
 *   them alike). A removal wins over a teammate's move or metadata of that photo.
 * - `tag_set`: Y.Map<tag folded as SQLite NOCASE folds it, { name, pos }>: adds and removals merge;
 *   `Coffee` and `coffee` added at once are one tag (the last writer's spelling).
 * - `channel_captions`: Y.Map<channel, Y.Map { caption: Y.Text, title?: Y.Text (absent = null) }>,
 *   each merged character by character like the main caption. A channel caption removed by one
 *   person and edited by another is removed.
 * The plain keys of team protocol 1 (`photos`, `tags`, `captions`: whole JSON values, the last
 * writer winning the whole list) are still read when a draft has no new key; a draft's first local
 * write puts each list in its new key and deletes the plain one. No copy is written for older
 * builds: protocol 2 refuses them (`version_mismatch`; README: "How the library is shared").
 */
export const LIST_KEYS = { photos: 'photo_items', tags: 'tag_set', captions: 'channel_captions' } as const;
export const LIST_FIELDS = ['photos', 'tags', 'captions'] as const;
export const CAMPAIGN_FIELDS = ['name', 'notes', 'items', 'plan', 'created_at', 'updated_at', 'deleted_at'] as const;

/** Who changed which fields of a draft, when (ISO). */
export interface DraftHistoryEntry {
  member: string;
  at: string;
  fields: string[];
}

export const draftsMap = (doc: Y.Doc): Y.Map<Y.Map<unknown>> => doc.getMap('drafts');
export const campaignsMap = (doc: Y.Doc): Y.Map<Y.Map<unknown>> => doc.getMap('campaigns');
export const historyMap = (doc: Y.Doc): Y.Map<Y.Array<DraftHistoryEntry>> => doc.getMap('history');

/**
 * Who created a draft, as its History says (the first line whose fields are `created`: "<name>
 * created this draft"), or null when no line says it (authorship: the draft's author for review).
 */
export function creatorInHistory(log: Y.Array<DraftHistoryEntry> | undefined): { member: string; at: string } | null {
  if (!(log instanceof Y.Array)) return null;
  for (const e of log.toArray() as unknown[]) {
    const o = record(e);
    if (!Array.isArray(o.fields) || !o.fields.includes('created')) continue;
    return typeof o.member === 'string' && o.member.trim() !== '' ? { member: o.member, at: str(o.at, new Date(0).toISOString()) } : null;
  }
  return null;
}
export const jobsMap = (doc: Y.Doc): Y.Map<TeamOutcomeRow> => doc.getMap('jobs');
/** Review steps (in `reviews`: all but approvals; in `approvals`: approve steps). */
export const stepsMap = (doc: Y.Doc): Y.Map<TeamReviewStepRow> => doc.getMap('steps');
export const commentsMap = (doc: Y.Doc): Y.Map<TeamCommentRow> => doc.getMap('comments');
export const approvalsMap = (doc: Y.Doc): Y.Map<TeamApprovalRow> => doc.getMap('approvals');
/** Client-preview exports and relayed client decisions (in `reviews`, which editors write: migration 0108). */
export const exportsMap = (doc: Y.Doc): Y.Map<TeamExportRow> => doc.getMap('exports');
export const clientDecisionsMap = (doc: Y.Doc): Y.Map<TeamClientDecisionRow> => doc.getMap('clientDecisions');

// ---------------------------------------------------------------- comparing and text diffs

/** JSON with object keys sorted: two equal values give one text whatever their key order. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value);
}
export const sameValue = (a: unknown, b: unknown): boolean => canonical(a ?? null) === canonical(b ?? null);

const isHigh = (c: number): boolean => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff;

/**
 * Turns `text` into `next` by the smallest single change (common prefix and suffix kept, the
 * middle deleted and inserted), never splitting a surrogate pair. Two people who edit different
 * parts of one caption offline thus both keep their words. Returns whether anything changed.
 */
export function applyTextDiff(text: Y.Text, next: string): boolean {
  const prev = text.toString();
  if (prev === next) return false;
  const max = Math.min(prev.length, next.length);
  let start = 0;
  while (start < max && prev.charCodeAt(start) === next.charCodeAt(start)) start += 1;
  if (start > 0 && isHigh(prev.charCodeAt(start - 1))) start -= 1;
  let end = 0;
  while (end < max - start && prev.charCodeAt(prev.length - 1 - end) === next.charCodeAt(next.length - 1 - end)) end += 1;
  if (end > 0 && isLow(prev.charCodeAt(prev.length - end))) end -= 1;
  const removed = prev.length - start - end;
  if (removed > 0) text.delete(start, removed);
  const inserted = next.slice(start, next.length - end);
  if (inserted.length > 0) text.insert(start, inserted);
  return true;
}

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
    const value = row[f];
    if (!map.has(f) || !sameValue(map.get(f), value)) {
      map.set(f, value);
      if (f !== 'updated_at') changed.push(f);
    }
  }
  if (photosToDoc(map, row.photos)) changed.push('photos');
  if (tagsToDoc(map, row.tags)) changed.push('tags');
  if (captionsToDoc(map, row.captions)) changed.push('captions');
  // updated_at alone (a revision bump with no change) is not worth a history line; a new draft's is one word.
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

/** A tag as SQLite's NOCASE compares it (ASCII letters folded only): one tag per folded name. */
const foldTag = (name: string): string => name.replace(/[A-Z]/g, (c) => c.toLowerCase());
const posOf = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const byPos = (a: { key: string; pos: number }, b: { key: string; pos: number }): number => a.pos - b.pos || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

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
  return before.length !== photos.length || before.some((b, i) => PHOTO_KEYS.some((k) => b[k] !== (photos[i] as TeamPhoto)[k] && !(k === 'name' && (photos[i] as TeamPhoto).name === null)));
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

// ---------------------------------------------------------------- document → rows (a teammate's changes)

const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
const strOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const numOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const record = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const { OUTCOME_FIELD_KEYS } = teamRows;
const textOf = (v: unknown): string => (v instanceof Y.Text ? v.toString() : str(v));

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
      if (caption instanceof Y.Text || typeof caption === 'string') captions[channel] = { caption: textOf(caption), title: title instanceof Y.Text || typeof title === 'string' ? textOf(title) : null };
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
    platforms: strings(map.get('platforms')),
    caption: textOf(map.get('caption')),
    title: textOf(map.get('title')),
    notes: textOf(map.get('notes')),
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
    id, name: name === '' ? '?' : name.slice(0, 200), notes: str(map.get('notes')), items: [...new Set(strings(map.get('items')))], plan: planOk,
    created_at: str(map.get('created_at'), updatedAt), updated_at: updatedAt,
  };
}

/** Puts one of my jobs' outcome in the outcomes document when it differs. Returns whether it changed. */
export function outcomeToDoc(jobs: Y.Map<TeamOutcomeRow>, row: TeamOutcomeRow): boolean {
  if (sameValue(jobs.get(row.job_id), row)) return false;
  jobs.set(row.job_id, row);
  return true;
}

/** A teammate's outcome as a row (null when it is not one: no key, no state, no member). */
export function outcomeFromDoc(id: string, v: unknown): TeamOutcomeRow | null {
  const o = record(v);
  const key = strOrNull(o.idempotency_key);
  const state = strOrNull(o.state);
  const member = strOrNull(o.member);
  if (key === null || state === null || member === null) return null;
  const fields = record(o.fields);
  const err = record(o.last_error);
  return {
    job_id: id, draft_id: strOrNull(o.draft_id), idempotency_key: key, state, hub_status: strOrNull(o.hub_status),
    outcomes: Array.isArray(o.outcomes) ? (o.outcomes as unknown[]) : null,
    platforms: strings(o.platforms),
    fields: Object.fromEntries(OUTCOME_FIELD_KEYS.filter((k) => ['string', 'boolean'].includes(typeof fields[k])).map((k) => [k, fields[k]])),
    last_error: typeof err.code === 'string' ? { code: err.code, message: str(err.message) } : null,
    next_at: numOrNull(o.next_at), created_at: numOrNull(o.created_at) ?? 0, scheduled_at: strOrNull(o.scheduled_at),
    member, at: str(o.at, new Date(0).toISOString()),
    sent_first: o.sent_first === 'original' || o.sent_first === 'replay' ? o.sent_first : null,
  };
}

// ---------------------------------------------------------------- review rows (issue 34, team-wire)

const STEP_ACTIONS = ['submit', 'approve', 'request_changes', 'withdraw'];
const STEP_STATES = ['draft', 'in_review', 'approved', 'changes_requested'];
const okId = (v: unknown): v is string => typeof v === 'string' && v.length >= 1 && v.length <= 200;

/** The document a local review step goes to: an approval's in `approvals`, every other in `reviews`. */
export const stepDocument = (s: Pick<TeamReviewStepRow, 'action' | 'state'>): typeof REVIEWS_DOC | typeof APPROVALS_DOC =>
  s.action === 'approve' || s.state === 'approved' ? APPROVALS_DOC : REVIEWS_DOC;

/**
 * A teammate's review step as a row, or null when it is not one, or when it claims to approve but
 * came in the `reviews` document (which editors may write: an approval is believed only from
 * `approvals`, where the server takes approvers' and owners' writes alone).
 */
export function stepFromDoc(id: string, v: unknown, from: typeof REVIEWS_DOC | typeof APPROVALS_DOC): TeamReviewStepRow | null {
  const o = record(v);
  const action = str(o.action);
  const state = str(o.state);
  if (!okId(id) || !okId(o.draft_id) || !STEP_ACTIONS.includes(action) || !STEP_STATES.includes(state)) return null;
  if (typeof o.revision !== 'string' || typeof o.actor !== 'string' || o.actor.trim() === '' || typeof o.at !== 'string') return null;
  if (stepDocument({ action, state }) !== from) return null;
  // An approve step must name its approval and lead to `approved`; no other step names one.
  if (from === APPROVALS_DOC && (action !== 'approve' || state !== 'approved' || !okId(o.approval_id))) return null;
  return {
    id, draft_id: o.draft_id, action, state, revision: o.revision, actor: o.actor, at: o.at,
    comment_id: okId(o.comment_id) ? o.comment_id : null, approval_id: from === APPROVALS_DOC ? (o.approval_id as string) : null,
  };
}

/** A teammate's approval as a row (only ever read from the `approvals` document), or null. */
export function approvalFromDoc(id: string, v: unknown): TeamApprovalRow | null {
  const o = record(v);
  if (!okId(id) || !okId(o.draft_id) || typeof o.revision !== 'string' || typeof o.actor !== 'string' || o.actor.trim() === '' || typeof o.at !== 'string') return null;
  return { id, draft_id: o.draft_id, revision: o.revision, actor: o.actor, at: o.at };
}

/** A teammate's comment as a row, or null (empty, over 4,000 characters, no author). */
export function commentFromDoc(id: string, v: unknown): TeamCommentRow | null {
  const o = record(v);
  if (!okId(id) || !okId(o.draft_id) || typeof o.body !== 'string' || typeof o.author !== 'string' || o.author.trim() === '' || typeof o.at !== 'string') return null;
  const chars = [...o.body].length;
  if (chars < 1 || chars > 4000 || o.body.trim() === '') return null;
  return { id, draft_id: o.draft_id, parent_id: okId(o.parent_id) ? o.parent_id : null, author: o.author, body: o.body, mentions: strings(o.mentions).slice(0, 50), at: o.at };
}

// ---------------------------------------------------------------- review settings (issue 34, settings)

export const reviewSettingsMap = (doc: Y.Doc): Y.Map<unknown> => doc.getMap('review');

/** The team's review settings as the `settings` document holds them (bad or missing values: defaults). */
export const settingsFromDoc = (map: Y.Map<unknown>): ReviewSettings => readReviewSettings(map.toJSON());

/** Brings the document's review settings to `s`, changing only the fields that differ. Returns whether anything changed. */
export function settingsToDoc(map: Y.Map<unknown>, s: ReviewSettings): boolean {
  let changed = false;
  const values: Record<keyof ReviewSettings, unknown> = { approvers: [...s.approvers], authorsMayApprove: s.authorsMayApprove, approvalRequired: s.approvalRequired };
  for (const [k, v] of Object.entries(values)) {
    if (map.has(k) && sameValue(map.get(k), v)) continue;
    map.set(k, v);
    changed = true;
  }
  return changed;
}

// ---------------------------------------------------------------- client previews (migration 0108, reviewcore)

const DIGEST = /^[0-9a-f]{64}$/;

/** A teammate's client-preview export as a row, or null when it is not one. */
export function exportFromDoc(id: string, v: unknown): TeamExportRow | null {
  const o = record(v);
  if (!okId(id) || typeof o.actor !== 'string' || o.actor.trim() === '' || typeof o.at !== 'string' || typeof o.zone !== 'string') return null;
  if ((o.lang !== 'en' && o.lang !== 'vi') || typeof o.digest !== 'string' || !DIGEST.test(o.digest)) return null;
  if (o.campaign_id !== null && !okId(o.campaign_id)) return null;
  if (!Array.isArray(o.posts) || o.posts.length === 0) return null;
  const posts: TeamExportRow['posts'] = [];
  for (const p of o.posts as unknown[]) {
    const r = record(p);
    if (!okId(r.draftId) || typeof r.revision !== 'string') return null;
    posts.push({ draftId: r.draftId, revision: r.revision });
  }
  return { id, campaign_id: o.campaign_id, actor: o.actor, at: o.at, zone: o.zone, lang: o.lang, posts, digest: o.digest };
}

/** A teammate's relayed client decision as a row, or null. It is a record of what was relayed, never an approval (approvals come only from `approvals`). */
export function clientDecisionFromDoc(id: string, v: unknown): TeamClientDecisionRow | null {
  const o = record(v);
  if (!okId(id) || !okId(o.export_id) || !okId(o.draft_id) || typeof o.revision !== 'string' || typeof o.at !== 'string') return null;
  if ((o.decision !== 'approve' && o.decision !== 'request_changes') || typeof o.relayed_by !== 'string' || o.relayed_by.trim() === '') return null;
  return {
    id, export_id: o.export_id, draft_id: o.draft_id, revision: o.revision, decision: o.decision, relayed_by: o.relayed_by,
    approval_id: okId(o.approval_id) ? o.approval_id : null, comment_id: okId(o.comment_id) ? o.comment_id : null, at: o.at,
  };
}

// ---------------------------------------------------------------- what the server refuses (authorship, issue 34 items 1 and 6)

/**
 * The maps of the `reviews` and `approvals` documents that hold rows: append-only, one plain value
 * per key, each written by the member it names. The team server refuses (team-server/guard.ts) a
 * write that changes or deletes one, or adds one that is not the writer's (`rowRefusal`).
 */
export const ROW_MAPS: Readonly<Partial<Record<BoundDocument, readonly string[]>>> = {
  reviews: ['steps', 'comments', 'exports', 'clientDecisions'],
  approvals: ['steps', 'approvals'],
};

/**
 * Why the team server refuses a new row `value` under `key` in map `map` of document `doc`
 * written by `writer`, or null when it may be written. A row names its writer: a step's `actor`,
 * a comment's `author` (the member, or "client (via MEMBER)" for a client's words they relay), an
 * export's `actor`, a relayed decision's `relayed_by`, an approval's `actor`. A relayed client
 * decision that reads as an approver's (`approval_id`) is an approver's or an owner's alone; an
 * approve step is written only in `approvals` (which editors cannot write at all).
 */
export function rowRefusal(doc: BoundDocument, map: string, key: string, value: unknown, writer: { name: string; role: Role }): string | null {
  const mine = (n: string): boolean => n === writer.name;
  const mineOrRelayed = (n: string): boolean => mine(n) || n === `client (via ${writer.name})`;
  const from = doc === APPROVALS_DOC ? APPROVALS_DOC : REVIEWS_DOC;
  if (map === 'steps') {
    const r = stepFromDoc(key, value, from);
    if (!r) return from === REVIEWS_DOC ? 'a review step that is not one here (an approval is written only in the approvals document)' : 'an approval step that is not one';
    return mineOrRelayed(r.actor) ? null : `a review step in the name of "${r.actor}"`;
  }
  if (map === 'approvals') {
    const a = approvalFromDoc(key, value);
    if (!a) return 'an approval that is not one';
    return mine(a.actor) ? null : `an approval in the name of "${a.actor}"`;
  }
  if (map === 'comments') {
    const c = commentFromDoc(key, value);
    if (!c) return 'a comment that is not one';
    return mineOrRelayed(c.author) ? null : `a comment in the name of "${c.author}"`;
  }
  if (map === 'exports') {
    const e = exportFromDoc(key, value);
    if (!e) return 'a client preview that is not one';
    return mine(e.actor) ? null : `a client preview in the name of "${e.actor}"`;
  }
  if (map === 'clientDecisions') {
    const c = clientDecisionFromDoc(key, value);
    if (!c) return 'a client decision that is not one';
    if (!mine(c.relayed_by)) return `a client decision relayed in the name of "${c.relayed_by}"`;
    if (c.approval_id !== null && !canWrite(writer.role, APPROVALS_DOC)) return "a client decision recorded as an approver's approval";
    return null;
  }
  return null;
}
