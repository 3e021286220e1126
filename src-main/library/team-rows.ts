/**
 * The library side of a team workspace (issue 33, migration 0104): the SQL the team binding
 * (src-main/team/binding.ts) needs, kept here because the library owns SQL.
 *
 * - Snapshots: a draft or a campaign read whole as plain values (what the team document holds),
 *   and written back whole (a teammate's change projected into this library), keeping drafts_fts,
 *   caption_key and scheduled_ms right through the drafts module's own helpers.
 * - The outbox (`team_outbox`, written by triggers): which drafts and campaigns changed.
 * - Local persistence of the Yjs updates (`team_updates`).
 * - Photo bytes not on this laptop: `missingBlobs` lists them, `attachBlob` records a download.
 */
import { newId } from '../common';
import { normaliseCaption, photoName, readState } from './model';
import { scheduledMs, writeFts, writeTags, type DraftValues, type TagIds } from './drafts';
import { all, get, nowIso, prepare, run, sql, type ReadableDB, type WritableDB } from './sql';

/** A photo as teammates share it: metadata and the bytes' sha256, never this laptop's path. */
export interface TeamPhoto {
  id: string;
  source: 'file' | 'url';
  url: string | null;
  sha256: string | null;
  bytes: number | null;
  width: number | null;
  height: number | null;
  mime: string | null;
  /** The file's name as it was added (a file photo; null when unknown: a link, an older build's entry). */
  name: string | null;
}

/** A draft whole, as plain values (JSON-safe). */
export interface TeamDraftRow {
  id: string;
  profile_id: string | null;
  /** h-brand: the brand name (`name:…`) `profile_id` was resolved from (model.ts Draft.profile_from); null: as chosen. */
  profile_from?: string | null;
  platforms: string[];
  caption: string;
  title: string;
  notes: string;
  fields: Record<string, string>;
  scheduled_at: string | null;
  timezone: string | null;
  add_to_queue: boolean;
  state: string;
  /** Channels' own captions (draft_captions), by channel. */
  captions: Record<string, { caption: string; title: string | null }>;
  photos: TeamPhoto[];
  /** Tag names, in the draft's order. */
  tags: string[];
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** A campaign whole: its drafts in order and its plan (JSON text; null = the default plan). */
export interface TeamCampaignRow {
  id: string;
  name: string;
  notes: string;
  items: string[];
  plan: string | null;
  created_at: string;
  updated_at: string;
}

export type TeamEntity = 'draft' | 'campaign' | 'job' | 'review' | 'approval' | 'comment' | 'export' | 'client_decision';

// The team's shared outcomes (TeamOutcomeRow, readJobs, writeOutcome, teamOutcomes): team-outcome-rows.ts.
export * from './team-outcome-rows';

// ---------------------------------------------------------------- reading snapshots

interface DraftRow {
  seq: number; id: string; workspace_id: string; profile_id: string | null; profile_from: string | null; platforms: string; caption: string; title: string; fields: string;
  scheduled_at: string | null; timezone: string | null; add_to_queue: number; notes: string; state: string; created_at: string; updated_at: string; deleted_at: string | null;
}

/** The workspace's drafts among `ids`, whole; an id absent from the map is not in the library (purged). */
// `+workspace_id`: the ids pick the rows (unique index); without the + SQLite reads the whole
// workspace through a workspace index and filters it (23 ms instead of 1 for one draft of 10,000).
export function readDrafts(db: ReadableDB, workspaceId: string, ids: readonly string[]): Map<string, TeamDraftRow> {
  const out = new Map<string, TeamDraftRow>();
  if (ids.length === 0) return out;
  const list = JSON.stringify(ids);
  const rows = all<DraftRow>(db, sql`SELECT * FROM drafts WHERE id IN (SELECT value FROM json_each(${list})) AND +workspace_id = ${workspaceId}`);
  for (const r of rows) {
    out.set(r.id, {
      id: r.id, profile_id: r.profile_id, profile_from: r.profile_from, platforms: JSON.parse(r.platforms) as string[], caption: r.caption, title: r.title, notes: r.notes,
      fields: JSON.parse(r.fields) as Record<string, string>, scheduled_at: r.scheduled_at, timezone: r.timezone, add_to_queue: r.add_to_queue === 1,
      state: r.state, captions: {}, photos: [], tags: [], created_at: r.created_at, updated_at: r.updated_at, deleted_at: r.deleted_at,
    });
  }
  for (const p of all<TeamPhoto & { draft_id: string; path: string | null }>(db, sql`SELECT p.draft_id, p.id, p.source, p.url, p.sha256, p.bytes, p.width, p.height, p.mime, n.name, p.path
    FROM draft_photos p LEFT JOIN photo_names n ON n.photo_id = p.id
    WHERE p.draft_id IN (SELECT value FROM json_each(${list})) ORDER BY p.draft_id, p.position`)) {
    const { draft_id: draftId, path, ...photo } = p;
    out.get(draftId)?.photos.push({ ...photo, name: p.source === 'file' ? photoName(p.name, path, p.sha256) : null });
  }
  for (const t of all<{ draft_id: string; name: string }>(db, sql`SELECT dt.draft_id, t.name FROM draft_tags dt JOIN tags t ON t.id = dt.tag_id
    WHERE dt.draft_id IN (SELECT value FROM json_each(${list})) ORDER BY dt.draft_id, dt.position`)) {
    out.get(t.draft_id)?.tags.push(t.name);
  }
  for (const c of all<{ draft_id: string; channel: string; caption: string; title: string | null }>(db, sql`SELECT draft_id, channel, caption, title FROM draft_captions
    WHERE draft_id IN (SELECT value FROM json_each(${list})) ORDER BY draft_id, channel`)) {
    const d = out.get(c.draft_id);
    if (d) d.captions[c.channel] = { caption: c.caption, title: c.title };
  }
  return out;
}

/** The workspace's campaigns among `ids`, whole; absent = deleted. */
export function readCampaigns(db: ReadableDB, workspaceId: string, ids: readonly string[]): Map<string, TeamCampaignRow> {
  const out = new Map<string, TeamCampaignRow>();
  if (ids.length === 0) return out;
  const list = JSON.stringify(ids);
  for (const r of all<{ id: string; name: string; notes: string; created_at: string; updated_at: string; plan: string | null }>(db, sql`
    SELECT c.id, c.name, c.notes, c.created_at, c.updated_at, p.plan FROM campaigns c LEFT JOIN campaign_plans p ON p.campaign_id = c.id
    WHERE c.id IN (SELECT value FROM json_each(${list})) AND +c.workspace_id = ${workspaceId}`)) {
    out.set(r.id, { id: r.id, name: r.name, notes: r.notes, items: [], plan: r.plan, created_at: r.created_at, updated_at: r.updated_at });
  }
  for (const i of all<{ campaign_id: string; draft_id: string }>(db, sql`SELECT campaign_id, draft_id FROM campaign_items
    WHERE campaign_id IN (SELECT value FROM json_each(${list})) ORDER BY campaign_id, position`)) {
    out.get(i.campaign_id)?.items.push(i.draft_id);
  }
  return out;
}

// ---------------------------------------------------------------- writing snapshots (projection)

const UPSERT_DRAFT = `INSERT INTO drafts (id, workspace_id, profile_id, profile_from, platforms, caption, title, fields, scheduled_at, timezone, scheduled_ms,
  add_to_queue, notes, state, caption_key, created_at, updated_at, deleted_at, revision) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)
  ON CONFLICT (id) DO UPDATE SET profile_id = excluded.profile_id, profile_from = excluded.profile_from, platforms = excluded.platforms, caption = excluded.caption, title = excluded.title,
    fields = excluded.fields, scheduled_at = excluded.scheduled_at, timezone = excluded.timezone, scheduled_ms = excluded.scheduled_ms,
    add_to_queue = excluded.add_to_queue, notes = excluded.notes, caption_key = excluded.caption_key,
    updated_at = excluded.updated_at, deleted_at = excluded.deleted_at, revision = drafts.revision + 1
  RETURNING seq`;
const INSERT_PHOTO = `INSERT INTO draft_photos (id, draft_id, position, source, path, url, sha256, bytes, width, height, mime) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
const SET_PHOTO_NAME = `INSERT INTO photo_names (photo_id, name) VALUES (?, ?) ON CONFLICT (photo_id) DO UPDATE SET name = excluded.name`;
const DROP_PHOTO_NAME = `DELETE FROM photo_names WHERE photo_id = ?`;
const PATH_OF_SHA = `SELECT path FROM draft_photos WHERE sha256 = ? AND sha256 IS NOT NULL AND path IS NOT NULL LIMIT 1`;
const INSERT_CAPTION = `INSERT INTO draft_captions (draft_id, channel, caption, title, updated_at) VALUES (?, ?, ?, ?, ?)`;

/**
 * What one batch of writeDraft calls shares (one teammate's update, one transaction): tag ids
 * already looked up or made, so 10,000 drafts do not look their few tags up 13,000 times.
 */
export interface DraftWriteBatch {
  tagIds: TagIds;
}
export const draftWriteBatch = (): DraftWriteBatch => ({ tagIds: new Map() });

/**
 * Writes a teammate's draft into the workspace, whole (insert or replace; its `state` is this
 * laptop's own, derived from the journal and the team's outcomes: set on insert, kept on update; its photos, tags and
 * channel captions replaced). A file photo keeps this laptop's path when it had one (same photo id,
 * else any photo with the same sha256); otherwise it is stored without a path, to be fetched
 * (`missingBlobs`). A photo that can be neither (a file without sha256) is left out.
 * Returns false (nothing written) when the id belongs to a draft of another workspace.
 * A draft new here (a first full sync: all of them) has nothing to replace, so nothing is read
 * back or deleted for it. Call inside a transaction; pass one `batch` for all the drafts of one.
 */
export function writeDraft(db: WritableDB, workspaceId: string, d: TeamDraftRow, batch: DraftWriteBatch = draftWriteBatch()): boolean {
  const prior = get<{ seq: number; workspace_id: string }>(db, sql`SELECT seq, workspace_id FROM drafts WHERE id = ${d.id}`);
  if (prior && prior.workspace_id !== workspaceId) return false;
  const known = prior !== undefined;
  const addToQueue = d.add_to_queue && d.scheduled_at === null;
  const { seq } = prepare<{ seq: number }>(db, UPSERT_DRAFT).get(
    d.id, workspaceId, d.profile_id, d.profile_from ?? null, JSON.stringify(d.platforms), d.caption, d.title, JSON.stringify(d.fields), d.scheduled_at, d.timezone,
    scheduledMs(d), addToQueue ? 1 : 0, d.notes, readState(d.state), normaliseCaption(d.caption), d.created_at, d.updated_at, d.deleted_at,
  ) as { seq: number };
  if (d.photos.length > 0 || known) {
    const paths = known ? new Map(all<{ id: string; path: string | null }>(db, sql`SELECT id, path FROM draft_photos WHERE draft_id = ${d.id}`).map((p) => [p.id, p.path])) : new Map<string, string | null>();
    if (known) run(db, sql`DELETE FROM draft_photos WHERE draft_id = ${d.id}`);
    let position = 0;
    for (const p of d.photos) {
      const path = p.source === 'file' ? (paths.get(p.id) ?? (p.sha256 !== null ? (prepare<{ path: string }>(db, PATH_OF_SHA).get(p.sha256)?.path ?? null) : null)) : null;
      if (p.source === 'file' && path === null && p.sha256 === null) continue;
      // A photo id is global (newId); one already used by another draft's photo (a teammate's bad
      // data) gets a fresh one here, and the next flush shares it.
      const taken = get(db, sql`SELECT 1 FROM draft_photos WHERE id = ${p.id}`) !== undefined;
      const id = taken ? newId() : p.id;
      prepare(db, INSERT_PHOTO).run(id, d.id, position, p.source, path, p.source === 'url' ? p.url : null, p.sha256, p.bytes, p.width, p.height, p.mime);
      // The name it travelled with (a file photo); a photo of an older build's entry keeps the one known here.
      if (p.source === 'file' && p.name !== null) prepare(db, SET_PHOTO_NAME).run(id, p.name);
      paths.delete(id);
      position += 1;
    }
    for (const gone of paths.keys()) prepare(db, DROP_PHOTO_NAME).run(gone);
  }
  const now = nowIso(db);
  writeTags(db, workspaceId, d.id, d.tags, known, now, batch.tagIds);
  if (known) run(db, sql`DELETE FROM draft_captions WHERE draft_id = ${d.id}`);
  for (const [channel, c] of Object.entries(d.captions)) prepare(db, INSERT_CAPTION).run(d.id, channel, c.caption, c.title, now);
  const values: Pick<DraftValues, 'caption' | 'title' | 'fields' | 'tags' | 'notes'> = d;
  writeFts(db, seq, values as DraftValues, known);
  return true;
}

/**
 * Writes a teammate's campaign (insert or replace; items limited to this workspace's drafts that
 * are here and live; plan replaced, its send state — this laptop's own — kept), or deletes it
 * (`null`). Call inside a transaction, after the drafts it names.
 */
export function writeCampaign(db: WritableDB, workspaceId: string, id: string, c: TeamCampaignRow | null): void {
  if (c === null) {
    run(db, sql`DELETE FROM campaigns WHERE id = ${id} AND workspace_id = ${workspaceId}`);
    return;
  }
  const prior = get<{ workspace_id: string }>(db, sql`SELECT workspace_id FROM campaigns WHERE id = ${id}`);
  if (prior && prior.workspace_id !== workspaceId) return;
  run(db, sql`INSERT INTO campaigns (id, workspace_id, name, notes, created_at, updated_at) VALUES (${id}, ${workspaceId}, ${c.name}, ${c.notes}, ${c.created_at}, ${c.updated_at})
    ON CONFLICT (id) DO UPDATE SET name = excluded.name, notes = excluded.notes, updated_at = excluded.updated_at`);
  run(db, sql`DELETE FROM campaign_items WHERE campaign_id = ${id}`);
  // CROSS JOIN: the items pick the drafts (unique index on id); a plain JOIN let SQLite read the
  // whole workspace through a workspace index and scan the items for each draft (10,000 drafts ×
  // 20 items per campaign: 0.1 s a campaign, 5 s of a 10,000-draft first sync).
  run(db, sql`INSERT INTO campaign_items (campaign_id, draft_id, position)
    SELECT ${id}, j.value, j.key FROM json_each(${JSON.stringify(c.items)}) j CROSS JOIN drafts d ON d.id = j.value
    WHERE d.workspace_id = ${workspaceId} AND d.deleted_at IS NULL`);
  if (c.plan === null) run(db, sql`DELETE FROM campaign_plans WHERE campaign_id = ${id}`);
  else {
    run(db, sql`INSERT INTO campaign_plans (campaign_id, plan, updated_at) VALUES (${id}, ${c.plan}, ${c.updated_at})
      ON CONFLICT (campaign_id) DO UPDATE SET plan = excluded.plan, updated_at = excluded.updated_at`);
  }
}


// Review rows and client previews (issue 34): team-review-rows.ts, one module for the append-only rows.
export * from './team-review-rows';

// ---------------------------------------------------------------- the outbox

export interface OutboxRow { entity: TeamEntity; entity_id: string }

/** What changed in the workspace since the binding last read it. */
export const outbox = (db: ReadableDB, workspaceId: string): OutboxRow[] =>
  all<OutboxRow>(db, sql`SELECT entity, entity_id FROM team_outbox WHERE workspace_id = ${workspaceId} ORDER BY entity DESC, entity_id`);

/** leftview (walk 7): whether this laptop holds a change of the draft not yet shared with the team (its outbox row). */
export const hasUnsharedDraft = (db: ReadableDB, workspaceId: string, draftId: string): boolean =>
  get<{ one: number }>(db, sql`SELECT 1 AS one FROM team_outbox WHERE workspace_id = ${workspaceId} AND entity = 'draft' AND entity_id = ${draftId}`) !== undefined;

/** Forgets outbox rows (all of the workspace's when `rows` is omitted). */
export function clearOutbox(db: WritableDB, workspaceId: string, rows?: readonly OutboxRow[]): void {
  if (rows === undefined) {
    run(db, sql`DELETE FROM team_outbox WHERE workspace_id = ${workspaceId}`);
    return;
  }
  for (const r of rows) run(db, sql`DELETE FROM team_outbox WHERE workspace_id = ${workspaceId} AND entity = ${r.entity} AND entity_id = ${r.entity_id}`);
}

// ---------------------------------------------------------------- stored updates

export interface StoredUpdate { seq: number; update: Uint8Array; origin: 'local' | 'remote'; sent: boolean }

export const loadUpdates = (db: ReadableDB, workspaceId: string, doc: string): StoredUpdate[] =>
  all<{ seq: number; update: Buffer; origin: 'local' | 'remote'; sent: number }>(db, sql`
    SELECT seq, "update", origin, sent FROM team_updates WHERE workspace_id = ${workspaceId} AND doc = ${doc} ORDER BY seq`)
    .map((r) => ({ seq: r.seq, update: new Uint8Array(r.update.buffer, r.update.byteOffset, r.update.byteLength), origin: r.origin, sent: r.sent === 1 }));

/**
 * w30twice: the document's rows after `seq`, in order: what another connection to this library (the CLI beside the
 * app) stored since this one last read. Seqs only grow (replaceUpdates inserts before it deletes), so this is all of it.
 */
export const updatesAfter = (db: ReadableDB, workspaceId: string, doc: string, seq: number): StoredUpdate[] =>
  all<{ seq: number; update: Buffer; origin: 'local' | 'remote'; sent: number }>(db, sql`
    SELECT seq, "update", origin, sent FROM team_updates WHERE workspace_id = ${workspaceId} AND doc = ${doc} AND seq > ${seq} ORDER BY seq`)
    .map((r) => ({ seq: r.seq, update: new Uint8Array(r.update.buffer, r.update.byteOffset, r.update.byteLength), origin: r.origin, sent: r.sent === 1 }));

/** w30twice: the document's last stored row (0: none). */
export const lastUpdateSeq = (db: ReadableDB, workspaceId: string, doc: string): number =>
  get<{ seq: number | null }>(db, sql`SELECT max(seq) AS seq FROM team_updates WHERE workspace_id = ${workspaceId} AND doc = ${doc}`)?.seq ?? 0;

export function appendUpdate(db: WritableDB, workspaceId: string, doc: string, update: Uint8Array, origin: 'local' | 'remote'): number {
  const r = run(db, sql`INSERT INTO team_updates (workspace_id, doc, "update", origin, sent, at) VALUES (${workspaceId}, ${doc}, ${Buffer.from(update)}, ${origin}, ${origin === 'remote' ? 1 : 0}, ${nowIso(db)})`);
  return Number(r.lastInsertRowid);
}

export const countUpdates = (db: ReadableDB, workspaceId: string, doc: string): number =>
  get<{ n: number }>(db, sql`SELECT count(*) AS n FROM team_updates WHERE workspace_id = ${workspaceId} AND doc = ${doc}`)?.n ?? 0;

export const countUnsent = (db: ReadableDB, workspaceId: string, doc: string): number =>
  get<{ n: number }>(db, sql`SELECT count(*) AS n FROM team_updates WHERE workspace_id = ${workspaceId} AND doc = ${doc} AND sent = 0`)?.n ?? 0;

export const unsentUpdates = (db: ReadableDB, workspaceId: string, doc: string): StoredUpdate[] =>
  loadUpdates(db, workspaceId, doc).filter((u) => !u.sent);

export function markUpdatesSent(db: WritableDB, workspaceId: string, doc: string, upTo?: number): number {
  return run(db, sql`UPDATE team_updates SET sent = 1 WHERE workspace_id = ${workspaceId} AND doc = ${doc} AND sent = 0 AND seq <= ${upTo ?? Number.MAX_SAFE_INTEGER}`).changes;
}

/**
 * Replaces stored rows by merged ones (compaction). Call inside a transaction. The merged rows are inserted BEFORE the
 * old ones are deleted, so they get seqs above every seq ever read (w30twice: another connection catches up by seq,
 * updatesAfter; deleting first let SQLite hand out the deleted seqs again).
 */
export function replaceUpdates(db: WritableDB, workspaceId: string, doc: string, seqs: readonly number[], merged: ReadonlyArray<{ update: Uint8Array; origin: 'local' | 'remote'; sent: boolean }>): void {
  for (const m of merged) {
    run(db, sql`INSERT INTO team_updates (workspace_id, doc, "update", origin, sent, at) VALUES (${workspaceId}, ${doc}, ${Buffer.from(m.update)}, ${m.origin}, ${m.sent ? 1 : 0}, ${nowIso(db)})`);
  }
  run(db, sql`DELETE FROM team_updates WHERE workspace_id = ${workspaceId} AND doc = ${doc} AND seq IN (SELECT value FROM json_each(${JSON.stringify(seqs)}))`);
}

// ---------------------------------------------------------------- photo bytes

/** The sha256 of every file photo of the workspace whose bytes are not on this laptop (to fetch from the team server). */
export const missingBlobs = (db: ReadableDB, workspaceId: string): string[] =>
  all<{ sha256: string }>(db, sql`SELECT DISTINCT p.sha256 FROM draft_photos p JOIN drafts d ON d.id = p.draft_id
    WHERE p.source = 'file' AND p.path IS NULL AND p.sha256 IS NOT NULL AND d.workspace_id = ${workspaceId} ORDER BY p.sha256`).map((r) => r.sha256);

/**
 * Records that a photo's bytes are now at `path` (downloaded and checked against the sha256 by the
 * caller): every photo waiting for them gets the path. Not a user edit: revisions stay, and a draft that held no
 * change of this laptop before holds none after (the outbox trigger's row is taken back) — walk 20: a new laptop's
 * first sync fetched a post's photo, read as its own unshared edit, and its approver was refused as the post's author
 * (`own_edit`) until a second sync. Returns how many.
 */
export function attachBlob(db: WritableDB, sha256: string, path: string): number {
  return db.transaction(() => {
    const clean = all<{ id: string; ws: string }>(db, sql`SELECT DISTINCT d.id AS id, d.workspace_id AS ws FROM draft_photos p JOIN drafts d ON d.id = p.draft_id
      WHERE p.sha256 = ${sha256} AND p.source = 'file' AND p.path IS NULL
        AND NOT EXISTS (SELECT 1 FROM team_outbox o WHERE o.workspace_id = d.workspace_id AND o.entity = 'draft' AND o.entity_id = d.id)`);
    const changes = run(db, sql`UPDATE draft_photos SET path = ${path} WHERE sha256 = ${sha256} AND sha256 IS NOT NULL AND source = 'file' AND path IS NULL`).changes;
    for (const d of clean) run(db, sql`DELETE FROM team_outbox WHERE workspace_id = ${d.ws} AND entity = 'draft' AND entity_id = ${d.id}`);
    return changes;
  })();
}

// The rows a workspace keeps of a team it left (w26left: split out of this file, same names under teamRows).
export * from './team-left-rows';

/** leftview: the ids of the workspace's drafts (deleted ones too): whose history a leave keeps. */
export const draftIdsOf = (db: ReadableDB, workspaceId: string): string[] =>
  all<{ id: string }>(db, sql`SELECT id FROM drafts WHERE workspace_id = ${workspaceId}`).map((r) => r.id);
