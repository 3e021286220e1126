/**
 * Finding drafts (the library's drafts area): lists by filters in keyset pages, full-text search,
 * counts and ids for "select all N", and the duplicate guard (same caption, profile, channel and
 * time). Reads only; the writes are in drafts.ts.
 */
import { z } from 'zod';
import { getDraft, hydrate, wsOf, type DraftRow } from './draft-rows';
import { LibraryError } from './errors';
import { DRAFT_STATES, LEGACY_STATES, foldForSearch, normaliseCaption, scheduledInstant, type Draft } from './model';
import { all, empty, get, sql, sqlJoin, type Query, type ReadableDB } from './sql';
import { parseInput } from './validate';

// ---------------------------------------------------------------- listing and search

const ListQuerySchema = z.object({
  workspaceId: z.string().min(1).optional(),
  profile_id: z.string().min(1).optional(),
  /** Drafts targeting this channel. */
  platform: z.string().min(1).optional(),
  tag: z.string().min(1).optional(),
  /** 'deleted' lists the trash; default: every live draft. */
  state: z.enum([...DRAFT_STATES, 'deleted']).optional(),
  /** Date range (ISO, inclusive from, exclusive to) over `dateField` (default 'updated'). */
  from: z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO date-time').optional(),
  to: z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO date-time').optional(),
  dateField: z.enum(['created', 'updated', 'scheduled']).optional(),
  limit: z.number().int().min(1).max(500).optional(),
  cursor: z.string().min(1).max(500).optional(),
}).strict();
export type ListQuery = z.input<typeof ListQuerySchema>;
export type SearchQuery = ListQuery & { text: string };

export interface Page {
  items: Draft[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

const encodeCursor = (v: unknown[]): string => Buffer.from(JSON.stringify(v)).toString('base64url');
function decodeCursor<T extends unknown[]>(c: string, check: (v: unknown) => v is T): T {
  try {
    const v: unknown = JSON.parse(Buffer.from(c, 'base64url').toString('utf8'));
    if (check(v)) return v;
  } catch {
    // fall through
  }
  throw new LibraryError('invalid_input', 'cursor: not a cursor this list gave out', { details: { issues: [{ field: 'cursor', message: 'malformed' }] } });
}

function filters(db: ReadableDB, q: z.output<typeof ListQuerySchema>): Query {
  const parts: Query[] = [sql`d.workspace_id = ${wsOf(db, q.workspaceId)}`];
  if (q.state === 'deleted') parts.push(sql`d.deleted_at IS NOT NULL`);
  else {
    parts.push(sql`d.deleted_at IS NULL`);
    if (q.state !== undefined) {
      // Older rows may hold a legacy word for this state (model.ts LEGACY_STATES).
      const words = [q.state, ...Object.keys(LEGACY_STATES).filter((w) => LEGACY_STATES[w] === q.state)];
      parts.push(words.length === 1 ? sql`d.state = ${q.state}` : sql`d.state IN (SELECT value FROM json_each(${JSON.stringify(words)}))`);
    }
  }
  if (q.profile_id !== undefined) parts.push(sql`d.profile_id = ${q.profile_id}`);
  if (q.platform !== undefined) parts.push(sql`EXISTS (SELECT 1 FROM json_each(d.platforms) WHERE value = ${q.platform})`);
  if (q.tag !== undefined) parts.push(sql`EXISTS (SELECT 1 FROM draft_tags dt JOIN tags t ON t.id = dt.tag_id WHERE dt.draft_id = d.id AND t.name = ${q.tag})`);
  const field = q.dateField ?? 'updated';
  const bound = (iso: string): string | number => (field === 'scheduled' ? Date.parse(iso) : new Date(Date.parse(iso)).toISOString());
  const col: Query = { text: field === 'scheduled' ? 'd.scheduled_ms' : field === 'created' ? 'd.created_at' : 'd.updated_at', params: [] };
  if (q.from !== undefined) parts.push(sql`${col} >= ${bound(q.from)}`);
  if (q.to !== undefined) parts.push(sql`${col} < ${bound(q.to)}`);
  return sqlJoin(parts, ' AND ');
}

/** A page's cursor: the last listed draft's `seq`, list and search alike (one order: newest first). */
const isSeqCursor = (v: unknown): v is [number] => Array.isArray(v) && v.length === 1 && Number.isSafeInteger(v[0]);

/**
 * Drafts, newest first, by keyset pages: newest = the latest to come into this library (`seq`, the order search and
 * "select all N" give too). A draft edited while the list pages STAYS where it was: the pages continue from a key no
 * edit changes, so every draft is listed once and none is skipped while drafts change under the list (w31paging). The
 * key was `updated_at` before: every edit moved a draft above the cursor, unseen, and when an importer's brands were
 * resolved (5,000 drafts rewritten) the page after the first was empty and the Library stopped there (session 27,
 * ci27b). A draft added while the list pages comes before the cursor: it shows when the list is read again.
 */
export function list(db: ReadableDB, query: ListQuery = {}): Page {
  const q = parseInput(ListQuerySchema, query);
  const limit = q.limit ?? 50;
  let after = empty;
  if (q.cursor !== undefined) {
    const [seq] = decodeCursor(q.cursor, isSeqCursor);
    after = sql` AND d.seq < ${seq}`;
  }
  const rows = all<DraftRow>(db, sql`SELECT d.* FROM drafts d WHERE ${filters(db, q)}${after} ORDER BY d.seq DESC LIMIT ${limit + 1}`);
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: hydrate(db, page), nextCursor: more && last ? encodeCursor([last.seq]) : null };
}

/**
 * An FTS5 query from what the user typed: each word quoted (so no FTS syntax can
 * leak in), all words required, the last one a prefix while the user is still
 * typing it (no trailing space). '' when there is no word.
 */
export function ftsQuery(text: string): string {
  const words = foldForSearch(text.normalize('NFC')).match(/[\p{L}\p{N}\p{M}_]+/gu) ?? [];
  if (words.length === 0) return '';
  const typing = !/\s$/u.test(text);
  return words.map((w, i) => `"${w}"${typing && i === words.length - 1 ? '*' : ''}`).join(' ');
}

/**
 * Full-text search over caption, title (with per-channel titles), tags and notes,
 * diacritics-insensitive (so "ca phe" finds "cà phê"), newest first (the list's order and keyset), with the
 * list's filters. Empty text = `list`.
 */
export function search(db: ReadableDB, query: SearchQuery): Page {
  const { text, ...rest } = query;
  const match = ftsQuery(parseInput(z.string().max(500), text));
  if (match === '') return list(db, rest);
  const q = parseInput(ListQuerySchema, rest);
  const limit = q.limit ?? 50;
  let after = empty;
  if (q.cursor !== undefined) {
    const [seq] = decodeCursor(q.cursor, isSeqCursor);
    after = sql` AND f.rowid < ${seq}`;
  }
  const rows = all<DraftRow>(db, sql`
    SELECT d.* FROM drafts_fts f JOIN drafts d ON d.seq = f.rowid
    WHERE drafts_fts MATCH ${match}${after} AND ${filters(db, q)}
    ORDER BY f.rowid DESC LIMIT ${limit + 1}`);
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: hydrate(db, page), nextCursor: more && last ? encodeCursor([last.seq]) : null };
}

// ---------------------------------------------------------------- duplicate guard

const DuplicateQuerySchema = z.object({
  workspaceId: z.string().min(1).optional(),
  caption: z.string(),
  profile_id: z.string().nullable(),
  platforms: z.array(z.string()).min(1),
  /** The instant (ms) the post is meant for; default: now. */
  at: z.number().optional(),
  /** How far either side of `at` counts as "the same time". Default 24 h. */
  windowMs: z.number().int().positive().optional(),
  /** Leave this draft out (the one being checked). */
  excludeId: z.string().optional(),
}).strict();
export type DuplicateQuery = z.input<typeof DuplicateQuerySchema>;

export interface DuplicateMatch {
  draft: Draft;
  /** The channels both posts target. */
  channels: string[];
}

/**
 * Live drafts with the same caption (normalised: case, Unicode form and spacing
 * ignored) to the same profile and at least one same channel, whose time
 * (scheduled_at, else creation) is within the window of `at`.
 */
export function findDuplicates(db: ReadableDB, query: DuplicateQuery): DuplicateMatch[] {
  const q = parseInput(DuplicateQuerySchema, query);
  const key = normaliseCaption(q.caption);
  if (key === '') return [];
  const at = q.at ?? Date.now();
  const window = q.windowMs ?? 24 * 3600_000;
  const rows = all<DraftRow>(db, sql`
    SELECT d.* FROM drafts d
    WHERE d.workspace_id = ${wsOf(db, q.workspaceId)} AND d.caption_key = ${key} AND d.deleted_at IS NULL
      AND d.profile_id IS ${q.profile_id} AND d.id IS NOT ${q.excludeId ?? null}
      AND abs(coalesce(d.scheduled_ms, CAST(unixepoch(d.created_at, 'subsec') * 1000 AS INTEGER)) - ${at}) <= ${window}
      AND EXISTS (SELECT 1 FROM json_each(d.platforms) WHERE value IN (SELECT value FROM json_each(${JSON.stringify(q.platforms)})))
    ORDER BY d.seq DESC LIMIT 100`);
  return hydrate(db, rows).map((draft) => ({ draft, channels: draft.platforms.filter((p) => q.platforms.includes(p)) }));
}

/** The duplicate guard for a stored draft, at its own time. */
export function findDuplicatesOf(db: ReadableDB, id: string, opts: { windowMs?: number } = {}): DuplicateMatch[] {
  const d = getDraft(db, id);
  if (d.platforms.length === 0) return [];
  const at = (d.scheduled_at !== null ? scheduledInstant(d.scheduled_at, d.timezone) : null) ?? Date.parse(d.createdAt);
  return findDuplicates(db, {
    workspaceId: d.workspaceId, caption: d.caption, profile_id: d.profile_id, platforms: d.platforms, at, excludeId: d.id,
    ...(opts.windowMs !== undefined ? { windowMs: opts.windowMs } : {}),
  });
}

/** How many drafts match the list filters (for "N drafts" in the UI). */
/** How many drafts match the list's filters and, when given, the search text. */
export function count(db: ReadableDB, query: Omit<SearchQuery, 'cursor' | 'limit' | 'text'> & { text?: string } = {}): number {
  const { text, ...rest } = query;
  const q = parseInput(ListQuerySchema, rest);
  const match = text === undefined ? '' : ftsQuery(parseInput(z.string().max(500), text));
  if (match === '') return get<{ n: number }>(db, sql`SELECT count(*) AS n FROM drafts d WHERE ${filters(db, q)}`)?.n ?? 0;
  return get<{ n: number }>(db, sql`SELECT count(*) AS n FROM drafts_fts f JOIN drafts d ON d.seq = f.rowid WHERE drafts_fts MATCH ${match} AND ${filters(db, q)}`)?.n ?? 0;
}

/** The ids of every matching draft, in list order (newest first), up to `limit`: for "select all N". */
export function ids(db: ReadableDB, query: Omit<SearchQuery, 'cursor' | 'limit' | 'text'> & { text?: string }, limit = 100_000): string[] {
  const { text, ...rest } = query;
  const q = parseInput(ListQuerySchema, rest);
  const n = parseInput(z.number().int().min(1).max(100_000), limit);
  const match = text === undefined ? '' : ftsQuery(parseInput(z.string().max(500), text));
  const rows = match === ''
    ? all<{ id: string }>(db, sql`SELECT d.id FROM drafts d WHERE ${filters(db, q)} ORDER BY d.seq DESC LIMIT ${n}`)
    : all<{ id: string }>(db, sql`SELECT d.id FROM drafts_fts f JOIN drafts d ON d.seq = f.rowid WHERE drafts_fts MATCH ${match} AND ${filters(db, q)} ORDER BY f.rowid DESC LIMIT ${n}`);
  return rows.map((r) => r.id);
}
