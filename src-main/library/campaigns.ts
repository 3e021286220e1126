import { cutWhole } from '../../src-shared/shorten';
import { newId } from '../common';
import { readState, type StoredDraftState } from './model';
import { z } from 'zod';
import { LibraryError, notFound } from './errors';
import { all, get, nowIso, run, sql, type ReadableDB, type WritableDB } from './sql';
import { parseInput } from './validate';
import { currentWorkspaceId } from './workspaces';

/** A named, ordered set of drafts published together. */
export interface Campaign {
  id: string;
  workspaceId: string;
  name: string;
  notes: string;
  /** Draft ids in campaign order. */
  draftIds: string[];
  createdAt: string;
  updatedAt: string;
}

interface Row { id: string; workspace_id: string; name: string; notes: string; created_at: string; updated_at: string }

const toCampaign = (db: ReadableDB, r: Row): Campaign => ({
  id: r.id, workspaceId: r.workspace_id, name: r.name, notes: r.notes, createdAt: r.created_at, updatedAt: r.updated_at,
  draftIds: all<{ draft_id: string }>(db, sql`SELECT draft_id FROM campaign_items WHERE campaign_id = ${r.id} ORDER BY position`).map((x) => x.draft_id),
});

const CreateIn = z.object({ name: z.string().trim().min(1).max(200), notes: z.string().max(100_000).default(''), draftIds: z.array(z.string().min(1)).default([]) }).strict();

export function getCampaign(db: ReadableDB, id: string): Campaign {
  const r = get<Row>(db, sql`SELECT * FROM campaigns WHERE id = ${id}`);
  if (!r) throw notFound('campaign', id);
  return toCampaign(db, r);
}

export function list(db: ReadableDB, workspaceId = currentWorkspaceId(db)): Campaign[] {
  return all<Row>(db, sql`SELECT * FROM campaigns WHERE workspace_id = ${workspaceId} ORDER BY updated_at DESC, id`).map((r) => toCampaign(db, r));
}

function setItems(db: WritableDB, campaign: Row, draftIds: readonly string[]): void {
  if (new Set(draftIds).size !== draftIds.length) throw new LibraryError('invalid_input', 'draftIds: a draft can be in a campaign once', { details: { issues: [{ field: 'draftIds', message: 'duplicate id' }] } });
  // One read checks every id (a campaign may hold thousands of drafts).
  const live = new Set(all<{ id: string }>(db, sql`SELECT id FROM drafts WHERE id IN (SELECT value FROM json_each(${JSON.stringify(draftIds)}))
    AND deleted_at IS NULL AND workspace_id = ${campaign.workspace_id}`).map((r) => r.id));
  const missing = draftIds.find((id) => !live.has(id));
  if (missing !== undefined) throw notFound('draft', missing);
  run(db, sql`DELETE FROM campaign_items WHERE campaign_id = ${campaign.id}`);
  run(db, sql`INSERT INTO campaign_items (campaign_id, draft_id, position) SELECT ${campaign.id}, value, key FROM json_each(${JSON.stringify(draftIds)})`);
}

export function create(db: WritableDB, input: z.input<typeof CreateIn>, opts: { workspaceId?: string } = {}): Campaign {
  const v = parseInput(CreateIn, input);
  const id = newId();
  const now = nowIso(db);
  db.transaction(() => {
    const row: Row = { id, workspace_id: opts.workspaceId ?? currentWorkspaceId(db), name: v.name, notes: v.notes, created_at: now, updated_at: now };
    run(db, sql`INSERT INTO campaigns (id, workspace_id, name, notes, created_at, updated_at) VALUES (${id}, ${row.workspace_id}, ${v.name}, ${v.notes}, ${now}, ${now})`);
    setItems(db, row, v.draftIds);
  }).immediate();
  return getCampaign(db, id);
}

const PatchIn = z.object({ name: z.string().trim().min(1).max(200).optional(), notes: z.string().max(100_000).optional(), draftIds: z.array(z.string().min(1)).optional() }).strict();

/** Renames, re-notes, or sets the drafts (and their order) of a campaign, atomically. */
export function update(db: WritableDB, id: string, patch: z.input<typeof PatchIn>): Campaign {
  const p = parseInput(PatchIn, patch);
  db.transaction(() => {
    const row = get<Row>(db, sql`SELECT * FROM campaigns WHERE id = ${id}`);
    if (!row) throw notFound('campaign', id);
    run(db, sql`UPDATE campaigns SET name = ${p.name ?? row.name}, notes = ${p.notes ?? row.notes}, updated_at = ${nowIso(db)} WHERE id = ${id}`);
    if (p.draftIds) setItems(db, row, p.draftIds);
  }).immediate();
  return getCampaign(db, id);
}

export function addDrafts(db: WritableDB, id: string, draftIds: readonly string[]): Campaign {
  return db.transaction(() => update(db, id, { draftIds: [...getCampaign(db, id).draftIds, ...new Set(draftIds)] }))();
}

export function removeDraft(db: WritableDB, id: string, draftId: string): Campaign {
  return db.transaction(() => update(db, id, { draftIds: getCampaign(db, id).draftIds.filter((d) => d !== draftId) }))();
}

/** A post of a campaign as its screens list it: the columns they show, nothing else of the draft. */
export interface CampaignPost {
  id: string;
  /** 1-based, in campaign order, counting live drafts only. */
  position: number;
  profile_id: string | null;
  platforms: string[];
  /** The caption's first `captionChars` UTF-16 units (as `String.slice` cuts, between graphemes: w17trunc `cutWhole`). */
  caption: string;
  title: string;
  photoCount: number;
  scheduled_at: string | null;
  timezone: string | null;
  add_to_queue: boolean;
  state: StoredDraftState;
}

/**
 * The campaign's live drafts in campaign order, read as the listed columns in one query: a
 * 10,000-post campaign is listed without hydrating 10,000 drafts (photos, tags, fields, captions).
 * @throws LibraryError not_found
 */
export function posts(db: ReadableDB, id: string, opts: { captionChars?: number } = {}): CampaignPost[] {
  if (!get(db, sql`SELECT 1 FROM campaigns WHERE id = ${id}`)) throw notFound('campaign', id);
  const chars = opts.captionChars ?? 300;
  const rows = all<{ id: string; profile_id: string | null; platforms: string; caption: string; title: string; photo_count: number; scheduled_at: string | null; timezone: string | null; add_to_queue: number; state: string }>(db, sql`
    SELECT d.id, d.profile_id, d.platforms, d.caption, d.title, d.scheduled_at, d.timezone, d.add_to_queue, d.state,
      (SELECT count(*) FROM draft_photos p WHERE p.draft_id = d.id) AS photo_count
    FROM campaign_items ci JOIN drafts d ON d.id = ci.draft_id
    WHERE ci.campaign_id = ${id} AND d.deleted_at IS NULL ORDER BY ci.position`);
  return rows.map((r, i) => ({
    id: r.id, position: i + 1, profile_id: r.profile_id, platforms: JSON.parse(r.platforms) as string[], caption: cutWhole(r.caption, chars), title: r.title,
    photoCount: r.photo_count, scheduled_at: r.scheduled_at, timezone: r.timezone, add_to_queue: r.add_to_queue === 1, state: readState(r.state),
  }));
}

/** The state of each live draft of the campaign, in campaign order (what a send changes). @throws LibraryError not_found */
export function postStates(db: ReadableDB, id: string): Array<{ id: string; state: StoredDraftState }> {
  if (!get(db, sql`SELECT 1 FROM campaigns WHERE id = ${id}`)) throw notFound('campaign', id);
  return all<{ id: string; state: string }>(db, sql`
    SELECT d.id, d.state FROM campaign_items ci JOIN drafts d ON d.id = ci.draft_id
    WHERE ci.campaign_id = ${id} AND d.deleted_at IS NULL ORDER BY ci.position`).map((r) => ({ id: r.id, state: readState(r.state) }));
}

/**
 * w23csv (walk 20, 1): the campaign a draft belongs to (the one changed last when several hold it), or null: the
 * campaign of every row of a job of that draft, when no campaign's send names one (bridge outbox.ts campaignResolver),
 * and of a teammate's send of it (bridge team-sends.ts), so both laptops' Outbox rows and exports say the same.
 */
export function campaignOfDraft(db: ReadableDB, draftId: string): string | null {
  return get<{ id: string }>(db, sql`SELECT c.id FROM campaign_items i JOIN campaigns c ON c.id = i.campaign_id
    WHERE i.draft_id = ${draftId} ORDER BY c.updated_at DESC, c.id LIMIT 1`)?.id ?? null;
}

/** Deletes the campaign (its drafts stay). */
export function remove(db: WritableDB, id: string): void {
  if (run(db, sql`DELETE FROM campaigns WHERE id = ${id}`).changes === 0) throw notFound('campaign', id);
}

export { getCampaign as get };
