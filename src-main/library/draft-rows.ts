/**
 * Reading drafts from their rows (the library's drafts area): a draft by id, several by id, which ids
 * are live. Rows become drafts with their photos, tags and channels' captions of a whole page in a
 * few queries (`hydrate`), for the writes (drafts.ts) and the lists (draft-queries.ts) alike.
 */
import { groupBy } from '../../src-shared/group-by';
import { captionsOf } from './draft-captions';
import { notFound } from './errors';
import { photoName, readState, type Draft, type DraftPhoto } from './model';
import { all, get, sql, type ReadableDB } from './sql';
import { currentWorkspaceId } from './workspaces';

export interface DraftRow {
  seq: number; id: string; workspace_id: string; profile_id: string | null; profile_from: string | null; platforms: string; caption: string; title: string;
  fields: string; scheduled_at: string | null; timezone: string | null; scheduled_ms: number | null; add_to_queue: number;
  notes: string; state: string; caption_key: string; created_at: string; updated_at: string; deleted_at: string | null; revision: number;
}
export interface PhotoRow {
  id: string; draft_id: string; position: number; source: 'file' | 'url'; path: string | null; url: string | null;
  sha256: string | null; bytes: number | null; width: number | null; height: number | null; mime: string | null;
  /** From photo_names (a teammate's photo's name); absent where a query does not join it. */
  name?: string | null;
}


export const toPhoto = (r: PhotoRow): DraftPhoto => ({
  id: r.id, position: r.position, source: r.source, path: r.path, url: r.url, sha256: r.sha256, bytes: r.bytes, width: r.width, height: r.height, mime: r.mime,
  name: photoName(r.name ?? null, r.path, r.sha256),
});

/** Rows → drafts, loading photos and tags of the whole page in two queries. */
export function hydrate(db: ReadableDB, rows: DraftRow[]): Draft[] {
  if (rows.length === 0) return [];
  const ids = JSON.stringify(rows.map((r) => r.id));
  const photos = groupBy(all<PhotoRow>(db, sql`SELECT p.*, n.name FROM draft_photos p LEFT JOIN photo_names n ON n.photo_id = p.id
    WHERE p.draft_id IN (SELECT value FROM json_each(${ids})) ORDER BY p.draft_id, p.position`), (p) => p.draft_id, toPhoto);
  const tags = groupBy(all<{ draft_id: string; name: string }>(db, sql`
    SELECT dt.draft_id, t.name FROM draft_tags dt JOIN tags t ON t.id = dt.tag_id
    WHERE dt.draft_id IN (SELECT value FROM json_each(${ids})) ORDER BY dt.draft_id, dt.position`), (t) => t.draft_id, (t) => t.name);
  const captions = captionsOf(db, rows.map((r) => r.id));
  return rows.map((r) => ({
    id: r.id,
    workspaceId: r.workspace_id,
    profile_id: r.profile_id,
    profile_from: r.profile_from,
    platforms: JSON.parse(r.platforms) as string[],
    caption: r.caption,
    title: r.title,
    fields: JSON.parse(r.fields) as Record<string, string>,
    scheduled_at: r.scheduled_at,
    timezone: r.timezone,
    add_to_queue: r.add_to_queue === 1,
    photos: photos.get(r.id) ?? [],
    captions: captions.get(r.id) ?? [],
    tags: tags.get(r.id) ?? [],
    notes: r.notes,
    state: r.deleted_at !== null ? 'deleted' : readState(r.state),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    deletedAt: r.deleted_at,
    revision: r.revision,
  }));
}

export const rowOf = (db: ReadableDB, id: string): DraftRow | undefined => get<DraftRow>(db, sql`SELECT * FROM drafts WHERE id = ${id}`);

/** A draft by id, soft-deleted ones included (their state reads 'deleted'). @throws LibraryError `not_found` */
export function getDraft(db: ReadableDB, id: string): Draft {
  const r = rowOf(db, id);
  if (!r) throw notFound('draft', id);
  return hydrate(db, [r])[0] as Draft;
}

export function getMany(db: ReadableDB, ids: readonly string[]): Draft[] {
  const rows = all<DraftRow>(db, sql`SELECT * FROM drafts WHERE id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`);
  const byId = new Map<string, Draft>();
  for (const d of hydrate(db, rows)) byId.set(d.id, d);
  const out: Draft[] = [];
  for (const id of ids) {
    const d = byId.get(id);
    if (d) out.push(d);
  }
  return out;
}

/** Which of these ids are live drafts (not soft-deleted): a check without reading the drafts. */
export function existing(db: ReadableDB, ids: readonly string[]): Set<string> {
  const rows = all<{ id: string }>(db, sql`SELECT id FROM drafts WHERE id IN (SELECT value FROM json_each(${JSON.stringify(ids)})) AND deleted_at IS NULL`);
  return new Set(rows.map((r) => r.id));
}

/** The workspace named, else the current one. */
export const wsOf = (db: ReadableDB, workspaceId: string | undefined): string => workspaceId ?? currentWorkspaceId(db);
