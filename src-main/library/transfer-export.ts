/**
 * Export of drafts as JSON ({"drafts": [...]}) or CSV, with the Hub's field names as keys / columns, and the
 * file format and columns the import (transfer.ts) reads back. Split out of transfer.ts (w16import2): the
 * export needs none of the import's reading and checking.
 */
import { open, rename, writeFile } from 'node:fs/promises';
import { dirname, extname, isAbsolute, relative, resolve, sep } from 'node:path';
import { toCaptionsInput } from './draft-captions';
import { getMany } from './drafts';
import { LibraryError } from './errors';
import type { Draft } from './model';
import { all, sql, type ReadableDB } from './sql';
import { writeCsv } from './transfer-csv';
import { currentWorkspaceId } from './workspaces';
import { csvFileText } from '../../src-shared/csv-file';

export type TransferFormat = 'json' | 'csv';

/** Columns in export order: the publish body first, then the draft's own. */
export const CORE_COLUMNS = ['profile_id', 'platforms', 'caption', 'title', 'photos', 'scheduled_at', 'timezone', 'add_to_queue'] as const;
export const CHANNEL_COLUMNS = ['first_comment', 'facebook_page_id', 'target_linkedin_page_id', 'gmb_location_id', 'pinterest_board_id', 'reddit_community', 'reddit_title', 'tiktok_music_id'] as const;
export const TAIL_COLUMNS = ['tags', 'notes'] as const;

export function formatOf(file: string): TransferFormat {
  const ext = extname(file).toLowerCase();
  if (ext === '.json') return 'json';
  if (ext === '.csv') return 'csv';
  throw new LibraryError('invalid_input', `cannot tell the format of ${file}: use a .json or .csv file`, { details: { issues: [{ field: 'file', message: 'extension' }] } });
}

// ---------------------------------------------------------------- export

export interface ExportOptions {
  format?: TransferFormat;
  workspaceId?: string;
  /** Only these drafts (default: every live draft of the workspace, oldest first). */
  ids?: readonly string[];
}

/** A draft as a flat record of Hub field names; photo paths made relative to `baseDir` (absolute without it). */
export function toRecord(d: Draft, baseDir: string | undefined): Record<string, unknown> {
  const photos = d.photos.map((p) => {
    if (p.url !== null) return p.url;
    if (baseDir === undefined) return p.path ?? '';
    const rel = relative(baseDir, p.path ?? '');
    return rel.startsWith('..' + sep) || isAbsolute(rel) ? (p.path ?? '') : rel.split(sep).join('/');
  });
  const out: Record<string, unknown> = { profile_id: d.profile_id, platforms: d.platforms, caption: d.caption, title: d.title, photos };
  if (d.scheduled_at !== null) out.scheduled_at = d.scheduled_at;
  if (d.timezone !== null) out.timezone = d.timezone;
  if (d.add_to_queue) out.add_to_queue = true;
  for (const k of Object.keys(d.fields)) out[k] = d.fields[k];
  if (d.captions.length > 0) out.captions = toCaptionsInput(d.captions);
  out.tags = d.tags;
  out.notes = d.notes;
  return out;
}

function* draftsToExport(db: ReadableDB, workspaceId: string, ids: readonly string[] | undefined): Generator<Draft[]> {
  if (ids) {
    for (let i = 0; i < ids.length; i += 500) yield getMany(db, ids.slice(i, i + 500));
    return;
  }
  let after = 0;
  for (;;) {
    const batch = all<{ id: string; seq: number }>(db, sql`SELECT id, seq FROM drafts WHERE workspace_id = ${workspaceId} AND deleted_at IS NULL AND seq > ${after} ORDER BY seq LIMIT 1000`);
    if (batch.length === 0) return;
    after = batch.at(-1)?.seq ?? after;
    yield getMany(db, batch.map((b) => b.id));
  }
}

/**
 * Serialises drafts to JSON or CSV text. CSV cells that would run as formulas are escaped
 * (transfer-csv.ts). Without `baseDir` photo paths stay absolute (a download has no folder).
 */
export function exportText(db: ReadableDB, opts: ExportOptions & { format: TransferFormat; baseDir?: string }): { text: string; count: number } {
  const ws = opts.workspaceId ?? currentWorkspaceId(db);
  const records: Record<string, unknown>[] = [];
  for (const batch of draftsToExport(db, ws, opts.ids)) for (const d of batch) records.push(toRecord(d, opts.baseDir));
  if (opts.format === 'json') return { text: JSON.stringify({ drafts: records }, null, 2) + '\n', count: records.length };
  const extra = new Set<string>();
  for (const r of records) for (const k of Object.keys(r)) if (!(CORE_COLUMNS as readonly string[]).includes(k) && !(CHANNEL_COLUMNS as readonly string[]).includes(k) && !(TAIL_COLUMNS as readonly string[]).includes(k)) extra.add(k);
  const columns = [...CORE_COLUMNS, ...CHANNEL_COLUMNS, ...[...extra].sort(), ...TAIL_COLUMNS];
  const rows = records.map((r) => columns.map((c) => {
    const v = r[c];
    if (v === undefined || v === null) return '';
    if (Array.isArray(v)) return v.join('|');
    if (typeof v === 'object') return JSON.stringify(v); // captions
    return String(v);
  }));
  return { text: writeCsv(columns, rows), count: records.length };
}

/**
 * Writes drafts to a .json or .csv file (written beside and renamed over, so a
 * failed export never leaves half a file). @throws LibraryError `io`, `invalid_input`.
 */
export async function exportFile(db: ReadableDB, file: string, opts: ExportOptions = {}): Promise<{ file: string; count: number; format: TransferFormat }> {
  const format = opts.format ?? formatOf(file);
  const abs = resolve(file);
  const { text, count } = exportText(db, { ...opts, format, baseDir: dirname(abs) });
  const tmp = `${abs}.${process.pid}.tmp`;
  try {
    await writeFile(tmp, format === 'csv' ? csvFileText(text) : text, 'utf8');
    const fh = await open(tmp, 'r');
    await fh.sync();
    await fh.close();
    await rename(tmp, abs);
  } catch (err) {
    throw new LibraryError('io', `cannot write ${file}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`, { cause: err });
  }
  return { file: abs, count, format };
}
