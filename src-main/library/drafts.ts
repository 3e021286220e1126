/**
 * Drafts (the library's drafts area): validating and writing them — create, update (a 3-way merge of
 * the typed texts from the revision a save started from), life-cycle state, duplicate, trash, photos'
 * order and measurements. Reading by id is in draft-rows.ts, lists, search and the duplicate guard in
 * draft-queries.ts; both are re-exported here, so `drafts.*` is the one entry for callers.
 */
import { newId } from '../common';
import { brandChecked, brandNameOf } from '../../src-shared/brand';
import { z } from 'zod';
import { copyCaptions, writeCaptions, type CaptionsInput } from './draft-captions';
import { getDraft, hydrate, rowOf, toPhoto, wsOf, type DraftRow, type PhotoRow } from './draft-rows';
import { LibraryError, notFound } from './errors';
import { mergeCaptions, mergeFields, mergePhotos, mergePlatforms, mergeTags, type ListBase } from './merge-lists';
import { merge3 } from './merge-text';
import {
  DRAFT_STATES, DraftInputSchema, DraftPatchSchema, foldForSearch, normaliseCaption, scheduledInstant,
  type Draft, type DraftInput, type DraftPatch, type DraftPhoto, type DraftState, type ParsedPhoto, type StoredDraftState,
} from './model';
import { all, get, nowIso, prepare, run, sql, type ReadableDB, type WritableDB } from './sql';
import { parseInput } from './validate';

export { getDraft, getMany, existing } from './draft-rows';
export { list, search, ftsQuery, count, ids, findDuplicates, findDuplicatesOf, type ListQuery, type SearchQuery, type Page, type DuplicateQuery, type DuplicateMatch } from './draft-queries';

/** A validated draft, ready to write (output of the zod schema, defaults applied). */
export interface DraftValues {
  profile_id: string | null; platforms: string[]; caption: string; title: string; fields: Record<string, string>;
  scheduled_at: string | null; timezone: string | null; add_to_queue: boolean; photos: ParsedPhoto[]; tags: string[];
  notes: string; state: StoredDraftState;
  /** Channels' own captions to write (draft_captions). */
  captions?: CaptionsInput;
}

// ---------------------------------------------------------------- writing (internals)

function ftsText(v: Pick<DraftValues, 'title' | 'fields'>): string {
  const titles = [v.title, ...Object.entries(v.fields).filter(([k]) => k.endsWith('_title')).map(([, t]) => t)];
  return titles.filter((t) => t.length > 0).join(' ');
}

// The write path of a draft runs these statements once per draft (100,000 times in a big
// import): constant SQL text, prepared once per connection, positional parameters.
const INSERT_DRAFT = `INSERT INTO drafts (id, workspace_id, profile_id, platforms, caption, title, fields, scheduled_at, timezone, scheduled_ms,
  add_to_queue, notes, state, caption_key, created_at, updated_at, revision) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`;
const INSERT_PHOTO = `INSERT INTO draft_photos (id, draft_id, position, source, path, url, sha256, bytes, width, height, mime) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
const FIND_TAG = `SELECT id FROM tags WHERE workspace_id = ? AND name = ?`;
const INSERT_TAG = `INSERT INTO tags (workspace_id, name, created_at) VALUES (?, ?, ?)`;
const INSERT_DRAFT_TAG = `INSERT INTO draft_tags (draft_id, tag_id, position) VALUES (?, ?, ?)`;
const INSERT_FTS = `INSERT INTO drafts_fts (rowid, caption, title, tags, notes) VALUES (?, ?, ?, ?, ?)`;

export function writeFts(db: WritableDB, seq: number, v: DraftValues, replace: boolean): void {
  if (replace) run(db, sql`DELETE FROM drafts_fts WHERE rowid = ${seq}`);
  prepare(db, INSERT_FTS).run(seq, foldForSearch(v.caption), foldForSearch(ftsText(v)), foldForSearch(v.tags.join(' ')), foldForSearch(v.notes));
}

function writePhotos(db: WritableDB, draftId: string, photos: readonly ParsedPhoto[], keep?: ReadonlyMap<string, PhotoRow>): void {
  if (keep) run(db, sql`DELETE FROM draft_photos WHERE draft_id = ${draftId}`);
  const insert = prepare(db, INSERT_PHOTO);
  photos.forEach((p, position) => {
    const old = p.id !== undefined ? keep?.get(p.id) : undefined;
    const source = p.url !== undefined ? 'url' : 'file';
    // Metadata given with the photo wins; otherwise a kept photo (same id, same file or URL) keeps its own.
    const prior = old !== undefined && (source === 'url' ? old.url === p.url : old.path === p.path) ? old : undefined;
    insert.run(
      old ? old.id : newId(), draftId, position, source,
      source === 'file' ? (p.path ?? null) : null, source === 'url' ? (p.url ?? null) : null,
      p.sha256 ?? prior?.sha256 ?? null, p.bytes ?? prior?.bytes ?? null, p.width ?? prior?.width ?? null,
      p.height ?? prior?.height ?? null, p.mime ?? prior?.mime ?? null,
    );
  });
}

/** Tag ids known in this batch (name → id), so a bulk insert does not look each one up again. */
export type TagIds = Map<string, number>;

export function writeTags(db: WritableDB, workspaceId: string, draftId: string, tags: readonly string[], replace: boolean, now: string, known?: TagIds): void {
  if (replace) run(db, sql`DELETE FROM draft_tags WHERE draft_id = ${draftId}`);
  tags.forEach((name, position) => {
    const key = name.replace(/[A-Z]/g, (c) => c.toLowerCase()); // as NOCASE folds: ASCII only
    let id = known?.get(key);
    if (id === undefined) {
      id = prepare<{ id: number }>(db, FIND_TAG).get(workspaceId, name)?.id ?? Number(prepare(db, INSERT_TAG).run(workspaceId, name, now).lastInsertRowid);
      known?.set(key, id);
    }
    prepare(db, INSERT_DRAFT_TAG).run(draftId, id, position);
  });
}

export const scheduledMs = (v: Pick<DraftValues, 'scheduled_at' | 'timezone'>): number | null =>
  v.scheduled_at === null ? null : scheduledInstant(v.scheduled_at, v.timezone);

/** Inserts one validated draft. Call inside a transaction; pass one `TagIds` map for a whole batch. */
export function insertValues(db: WritableDB, workspaceId: string, v: DraftValues, now = nowIso(db), tagIds?: TagIds): string {
  const id = newId();
  const r = prepare(db, INSERT_DRAFT).run(
    id, workspaceId, v.profile_id, JSON.stringify(v.platforms), v.caption, v.title, JSON.stringify(v.fields),
    v.scheduled_at, v.timezone, scheduledMs(v), v.add_to_queue ? 1 : 0, v.notes, v.state, normaliseCaption(v.caption), now, now,
  );
  const seq = Number(r.lastInsertRowid);
  writePhotos(db, id, v.photos);
  writeTags(db, workspaceId, id, v.tags, false, now, tagIds);
  if (v.captions) writeCaptions(db, id, v.captions, now);
  writeFts(db, seq, v, false);
  return id;
}

/** Validates a create input and fills defaults. @throws LibraryError `invalid_input` */
export function validateDraftInput(input: DraftInput | unknown): DraftValues {
  const p = parseInput(DraftInputSchema, input);
  return {
    profile_id: p.profile_id ?? null,
    platforms: p.platforms ?? [],
    caption: p.caption ?? '',
    title: p.title ?? '',
    fields: Object.fromEntries(Object.entries(p.fields ?? {}).filter(([, v]) => v !== '')),
    scheduled_at: p.scheduled_at ?? null,
    timezone: p.timezone ?? null,
    add_to_queue: p.add_to_queue ?? false,
    photos: p.photos ?? [],
    tags: p.tags ?? [],
    notes: p.notes ?? '',
    state: p.state ?? 'draft',
    ...(p.captions ? { captions: p.captions } : {}),
  };
}

function requireWorkspace(db: ReadableDB, id: string): void {
  if (!get(db, sql`SELECT 1 FROM workspaces WHERE id = ${id}`)) throw notFound('workspace', id);
}

// ---------------------------------------------------------------- public writes

export interface WriteOptions {
  /** Workspace the draft belongs to. Default: the current workspace. */
  workspaceId?: string;
}

/** Creates a draft. @throws LibraryError `invalid_input`, `not_found` (workspace). */
export function create(db: WritableDB, input: DraftInput, opts: WriteOptions = {}): Draft {
  const v = validateDraftInput(input);
  const ws = wsOf(db, opts.workspaceId);
  const id = db.transaction(() => {
    requireWorkspace(db, ws);
    return insertValues(db, ws, v);
  }).immediate();
  return getDraft(db, id);
}

/** Creates many drafts in ONE transaction (all or none). Inputs are validated first. */
export function createMany(db: WritableDB, inputs: readonly DraftInput[], opts: WriteOptions = {}): string[] {
  const values = inputs.map((i) => validateDraftInput(i));
  const ws = wsOf(db, opts.workspaceId);
  return db.transaction(() => {
    requireWorkspace(db, ws);
    const now = nowIso(db);
    const tagIds: TagIds = new Map();
    return values.map((v) => insertValues(db, ws, v, now, tagIds));
  }).immediate();
}

export interface EditOptions {
  /** The revision the caller last saw; a different stored revision throws `conflict` and writes nothing. */
  expectedRevision?: number;
  /**
   * The text the caller's edit started from (issue 33, two people typing in one draft). A text
   * field given here is merged 3-way into what is stored now (see merge3) instead of replacing it,
   * and a revision that moved on is then no conflict: the teammate's words stay, and so do these.
   */
  base?: TextBase;
}

/** The texts a save started from, per field the composer types into; and the lists (merge-lists.ts). */
export interface TextBase extends ListBase {
  caption?: string;
  title?: string;
  notes?: string;
}

function checkRevision(row: DraftRow, opts: EditOptions): void {
  if (opts.expectedRevision !== undefined && opts.expectedRevision !== row.revision) {
    throw new LibraryError('conflict', `draft ${row.id} changed since revision ${opts.expectedRevision} (now ${row.revision})`, {
      details: { id: row.id, expectedRevision: opts.expectedRevision, revision: row.revision },
    });
  }
}

function liveRow(db: ReadableDB, id: string): DraftRow {
  const row = rowOf(db, id);
  if (!row) throw notFound('draft', id);
  if (row.deleted_at !== null) throw new LibraryError('not_found', `draft ${id} is deleted (undo the delete to edit it)`, { details: { what: 'draft', id, deleted: true } });
  return row;
}

const bump = (db: WritableDB, row: DraftRow): void => {
  run(db, sql`UPDATE drafts SET revision = revision + 1, updated_at = ${nowIso(db)} WHERE seq = ${row.seq}`);
};

/**
 * Applies a patch atomically: only the keys given change; `fields` merges (null or ''
 * removes a field); `photos` and `tags` replace their lists (a photo given with its
 * existing `id` keeps its id and metadata). Revision +1.
 * @throws LibraryError `not_found`, `conflict`, `invalid_input` — and then nothing changed.
 */
export function update(db: WritableDB, id: string, patch: DraftPatch, opts: EditOptions = {}): Draft {
  const p = parseInput(DraftPatchSchema, patch);
  try {
    writeUpdate(db, id, p, opts);
  } catch (err) {
    if (err !== NOTHING_CHANGED) throw err;
  }
  return getDraft(db, id);
}

/** Thrown inside update's transaction to roll back a write that changed nothing (never leaves update). */
const NOTHING_CHANGED = Symbol('nothing changed');

/** A draft's content, without what every write moves (revision, updated_at): two equal contents are one draft. */
const contentOf = (d: Draft): string => JSON.stringify({ ...d, revision: 0, updatedAt: '' });

/**
 * update's write, in its transaction. A save whose fields equal the stored draft (an open composer
 * writing back what it holds; xcaption, walk 6) is rolled back: no revision, no team outbox row,
 * so no team update, no History line and no review state moved.
 */
function writeUpdate(db: WritableDB, id: string, p: z.output<typeof DraftPatchSchema>, opts: EditOptions): void {
  db.transaction(() => {
    const row = liveRow(db, id);
    const base = opts.base ?? {};
    if (opts.base === undefined) checkRevision(row, opts);
    const before = hydrate(db, [row])[0] as Draft;
    for (const k of ['caption', 'title', 'notes'] as const) {
      const from = base[k];
      const mine = p[k];
      if (from !== undefined && mine !== undefined) p[k] = merge3(from, mine, before[k]);
    }
    // The lists likewise: only my adds, removals and edits land on what is stored now (merge-lists.ts).
    if (base.tags !== undefined && p.tags !== undefined) p.tags = mergeTags(base.tags, p.tags, before.tags);
    if (base.captions !== undefined && p.captions !== undefined) p.captions = mergeCaptions(base.captions, p.captions, new Map(before.captions.map((c) => [c.channel, c]))) as typeof p.captions;
    if (base.photos !== undefined && p.photos !== undefined) p.photos = mergePhotos(base.photos, p.photos, before.photos);
    // optsmerge: channel options and channels too: a teammate's option or channel changed meanwhile stays.
    if (base.fields !== undefined && p.fields !== undefined) p.fields = mergeFields(base.fields, p.fields);
    if (base.platforms !== undefined && p.platforms !== undefined) p.platforms = mergePlatforms(base.platforms, p.platforms, before.platforms as typeof p.platforms);
    const fields = { ...before.fields };
    for (const [k, val] of Object.entries(p.fields ?? {})) {
      if (val === null || val === '') delete fields[k];
      else fields[k] = val;
    }
    const v: DraftValues = {
      profile_id: p.profile_id !== undefined ? p.profile_id : before.profile_id,
      platforms: p.platforms ?? before.platforms,
      caption: p.caption ?? before.caption,
      title: p.title ?? before.title,
      fields,
      scheduled_at: p.scheduled_at !== undefined ? p.scheduled_at : before.scheduled_at,
      timezone: p.timezone !== undefined ? p.timezone : before.timezone,
      add_to_queue: p.add_to_queue ?? before.add_to_queue,
      photos: p.photos ?? before.photos.map((ph) => ({ id: ph.id, ...(ph.url !== null ? { url: ph.url } : { path: ph.path ?? '' }) })),
      tags: p.tags ?? before.tags,
      notes: p.notes ?? before.notes,
      state: p.state ?? (before.state as StoredDraftState),
    };
    if (v.add_to_queue && v.scheduled_at !== null) {
      throw new LibraryError('invalid_input', 'add_to_queue: a draft is either scheduled (scheduled_at) or queued (add_to_queue), not both', {
        details: { issues: [{ field: 'add_to_queue', message: 'scheduled_at is set' }] },
      });
    }
    run(db, sql`
      UPDATE drafts SET profile_id = ${v.profile_id}, profile_from = ${v.profile_id === before.profile_id ? (before.profile_from ?? null) : null}, platforms = ${JSON.stringify(v.platforms)}, caption = ${v.caption}, title = ${v.title},
        fields = ${JSON.stringify(v.fields)}, scheduled_at = ${v.scheduled_at}, timezone = ${v.timezone}, scheduled_ms = ${scheduledMs(v)},
        add_to_queue = ${v.add_to_queue ? 1 : 0}, notes = ${v.notes}, state = ${v.state}, caption_key = ${normaliseCaption(v.caption)},
        updated_at = ${nowIso(db)}, revision = revision + 1
      WHERE seq = ${row.seq}`);
    if (p.photos !== undefined) {
      const keep = new Map(all<PhotoRow>(db, sql`SELECT * FROM draft_photos WHERE draft_id = ${id}`).map((r) => [r.id, r]));
      writePhotos(db, id, p.photos, keep);
    }
    if (p.tags !== undefined) writeTags(db, row.workspace_id, id, v.tags, true, nowIso(db));
    if (p.captions !== undefined) writeCaptions(db, id, p.captions);
    writeFts(db, row.seq, v, true);
    if (contentOf(hydrate(db, [liveRow(db, id)])[0] as Draft) === contentOf(before)) throw NOTHING_CHANGED;
  }).immediate();
}

/**
 * Sets the life-cycle state (the publisher's hook). Revision +1. w28credit (walk 24, 3): `updated_at` stays the draft's
 * own last edit: the state mirrors the journal (or a teammate's outcome heard here), no change of the draft. It moved,
 * and `drafts list` said a different "changed" time of an untouched sent post on each laptop (when each heard it).
 */
export function setState(db: WritableDB, id: string, state: StoredDraftState, opts: EditOptions = {}): Draft {
  const s = parseInput(z.enum(DRAFT_STATES), state);
  db.transaction(() => {
    const row = liveRow(db, id);
    checkRevision(row, opts);
    run(db, sql`UPDATE drafts SET state = ${s}, revision = revision + 1 WHERE seq = ${row.seq}`);
  }).immediate();
  return getDraft(db, id);
}

/**
 * Sets the state of many drafts in one statement (revision +1 each that changes; the others are left alone), for outcomes mirrored in bulk
 * (the publisher). Drafts missing or soft-deleted are left alone; returns how many changed. As setState, `updated_at` stays (w28credit).
 */
export function setStates(db: WritableDB, ids: readonly string[], state: StoredDraftState): number {
  const s = parseInput(z.enum(DRAFT_STATES), state);
  if (ids.length === 0) return 0;
  return run(db, sql`UPDATE drafts SET state = ${s}, revision = revision + 1
    WHERE id IN (SELECT value FROM json_each(${JSON.stringify(ids)})) AND deleted_at IS NULL AND state IS NOT ${s}`).changes;
}

/** A copy as a new draft (state 'draft', new ids for it and its photos, same tags and notes). */
export function duplicate(db: WritableDB, id: string): Draft {
  const copyId = db.transaction(() => {
    const src = getDraft(db, id);
    const v: DraftValues = {
      profile_id: src.profile_id, platforms: src.platforms, caption: src.caption, title: src.title, fields: src.fields,
      scheduled_at: src.scheduled_at, timezone: src.timezone, add_to_queue: src.add_to_queue,
      photos: src.photos.map((p) => ({
        ...(p.url !== null ? { url: p.url } : { path: p.path ?? '' }),
        sha256: p.sha256, bytes: p.bytes, width: p.width, height: p.height, mime: p.mime,
      })),
      tags: src.tags, notes: src.notes, state: 'draft',
    };
    const copy = insertValues(db, src.workspaceId, v);
    copyCaptions(db, id, copy);
    return copy;
  }).immediate();
  return getDraft(db, copyId);
}

/**
 * w31paging: every live draft of a workspace whose `profile_id` is exactly `from` gets `to`, in one statement — what
 * `update` with `{ profile_id }` does to each (revision +1, updated_at now; the team triggers take each row as any edit;
 * the search index holds no profile). For a brand kept by name turned into its profile's id on thousands of drafts at
 * once (brand-names.ts): `update` one draft at a time took 5 s for 5,000 drafts and held the app. Returns how many.
 * h-brand (walk 33b): a name resolved keeps the name and the id in `profile_from` (src-shared/brand.ts brandChecked: what the
 * approval approved, while the id stays: not an edit).
 */
export function replaceProfile(db: WritableDB, workspaceId: string, from: string, to: string): number {
  return run(db, sql`UPDATE drafts SET profile_id = ${to}, profile_from = ${brandNameOf(from) !== null ? brandChecked(from, to) : null}, updated_at = ${nowIso(db)}, revision = revision + 1
    WHERE workspace_id = ${workspaceId} AND profile_id = ${from} AND deleted_at IS NULL`).changes;
}

/** Moves a draft to the trash (undo with `undoDelete`). Revision +1. */
export function softDelete(db: WritableDB, id: string, opts: EditOptions = {}): Draft {
  db.transaction(() => {
    const row = liveRow(db, id);
    checkRevision(row, opts);
    run(db, sql`UPDATE drafts SET deleted_at = ${nowIso(db)}, updated_at = ${nowIso(db)}, revision = revision + 1 WHERE seq = ${row.seq}`);
  }).immediate();
  return getDraft(db, id);
}

/** Restores a soft-deleted draft with the state it had. @throws LibraryError `not_found` (also when not deleted). */
export function undoDelete(db: WritableDB, id: string): Draft {
  db.transaction(() => {
    const row = rowOf(db, id);
    if (!row || row.deleted_at === null) throw new LibraryError('not_found', `no deleted draft ${id}`, { details: { what: 'draft', id } });
    run(db, sql`UPDATE drafts SET deleted_at = NULL, updated_at = ${nowIso(db)}, revision = revision + 1 WHERE seq = ${row.seq}`);
  }).immediate();
  return getDraft(db, id);
}

/** Deletes for good: soft-deleted drafts of a workspace deleted before `before` (ISO). Returns how many. */
export function purgeDeleted(db: WritableDB, opts: { workspaceId?: string; before: string }): number {
  const ws = wsOf(db, opts.workspaceId);
  return db.transaction(() => {
    const seqs = all<{ seq: number }>(db, sql`SELECT seq FROM drafts WHERE workspace_id = ${ws} AND deleted_at IS NOT NULL AND deleted_at < ${opts.before}`);
    for (const { seq } of seqs) {
      run(db, sql`DELETE FROM drafts_fts WHERE rowid = ${seq}`);
      run(db, sql`DELETE FROM drafts WHERE seq = ${seq}`);
    }
    return seqs.length;
  }).immediate();
}

/** Puts the photos in the given order: `photoIds` must be exactly the draft's photo ids. Revision +1. */
export function reorderPhotos(db: WritableDB, id: string, photoIds: readonly string[], opts: EditOptions = {}): Draft {
  const ids = parseInput(z.array(z.string().min(1)), photoIds);
  db.transaction(() => {
    const row = liveRow(db, id);
    checkRevision(row, opts);
    const current = all<{ id: string }>(db, sql`SELECT id FROM draft_photos WHERE draft_id = ${id}`).map((r) => r.id);
    const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((p) => current.includes(p));
    if (!same) {
      throw new LibraryError('invalid_input', `photoIds must list each of the draft's ${current.length} photos exactly once`, {
        details: { issues: [{ field: 'photoIds', message: 'not a permutation of the draft photos' }] },
      });
    }
    ids.forEach((pid, position) => run(db, sql`UPDATE draft_photos SET position = ${position} WHERE id = ${pid}`));
    bump(db, row);
  }).immediate();
  return getDraft(db, id);
}

const PhotoMeta = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/).nullable().optional(),
  bytes: z.number().int().nonnegative().nullable().optional(),
  width: z.number().int().positive().nullable().optional(),
  height: z.number().int().positive().nullable().optional(),
  mime: z.string().regex(/^image\/[\w.+-]+$/).nullable().optional(),
}).strict();

/** Records what the media area measured about a photo. Not a user edit: the revision stays. */
export function setPhotoMeta(db: WritableDB, photoId: string, meta: z.input<typeof PhotoMeta>): DraftPhoto {
  const m = parseInput(PhotoMeta, meta);
  const r = run(db, sql`UPDATE draft_photos SET
      sha256 = CASE WHEN ${m.sha256 === undefined ? 0 : 1} THEN ${m.sha256 ?? null} ELSE sha256 END,
      bytes = CASE WHEN ${m.bytes === undefined ? 0 : 1} THEN ${m.bytes ?? null} ELSE bytes END,
      width = CASE WHEN ${m.width === undefined ? 0 : 1} THEN ${m.width ?? null} ELSE width END,
      height = CASE WHEN ${m.height === undefined ? 0 : 1} THEN ${m.height ?? null} ELSE height END,
      mime = CASE WHEN ${m.mime === undefined ? 0 : 1} THEN ${m.mime ?? null} ELSE mime END
    WHERE id = ${photoId}`);
  if (r.changes === 0) throw notFound('photo', photoId);
  return toPhoto(get<PhotoRow>(db, sql`SELECT * FROM draft_photos WHERE id = ${photoId}`) as PhotoRow);
}

export { getDraft as get };
export type { Draft, DraftInput, DraftPatch, DraftPhoto, DraftState };
