/**
 * Import straight into a campaign (issue 23, item 1):
 *
 * 1. read the file's rows (CSV with their file lines, or JSON objects with their index);
 * 2. recognise the layout: Postroom's own columns, or another tool's (layouts.ts), mapped onto ours;
 * 3. fill what the row leaves out from the campaign's defaults (profile, channels, zone) and turn
 *    the names people see (a profile's, a board's, a location's) into the Hub's ids, from the cache;
 * 4. hand the rows to the importer (transfer.ts) unchanged in its rules: every row checked, bad
 *    ones reported by line and field, all or nothing unless `partial`;
 * 5. add the imported drafts to the campaign, in file order.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import * as cache from './cache';
import type { CachedItem } from './cache';
import { closestName } from './closest-name';
import * as campaigns from './campaigns';
import { LibraryError } from './errors';
import { detectLayout, isOurHeader, mapForeign, type LayoutInfo, type MappedRow, type SourceRow } from './layouts';
import { DRAFT_FIELD_NAMES } from './model';
import type { WritableDB } from './sql';
import { importText, type ImportProblem, type ImportReport, type TransferFormat } from './transfer';
import { currentWorkspaceId } from './workspaces';

/** Our CSV columns (the importer's). */
export const OUR_COLUMNS: readonly string[] = ['profile_id', 'platforms', 'caption', 'title', 'photos', 'photo_urls', 'scheduled_at', 'timezone', 'add_to_queue', 'tags', 'notes'];
const OURS: ReadonlySet<string> = new Set([...OUR_COLUMNS, ...DRAFT_FIELD_NAMES]);

/** What a row may leave out: the campaign's choice applies. */
export interface ImportDefaults {
  profile_id?: string | null;
  platforms?: readonly string[];
  /** The zone a row's time is read in when it names none. */
  timezone?: string | null;
}

export interface CampaignImportOptions {
  /** The file's name (its extension says CSV or JSON). */
  name: string;
  text: string;
  partial?: boolean;
  defaults?: ImportDefaults;
  workspaceId?: string;
  /** Relative photo paths are read from here (the CLI: the file's folder). */
  baseDir?: string;
}

export interface CampaignImportReport extends ImportReport {
  layout: LayoutInfo;
  /** Names turned into ids, once each: `profile "Studio Lumen" → prof_lumen`. */
  resolved: Array<{ field: string; name: string; id: string }>;
}

const formatOfName = (name: string): TransferFormat => {
  const n = name.toLowerCase();
  if (n.endsWith('.csv')) return 'csv';
  if (n.endsWith('.json')) return 'json';
  throw new LibraryError('invalid_input', `cannot tell the format of ${name}: use a .csv or .json file`, { details: { issues: [{ field: 'name', message: 'extension' }] } });
};

function csvRows(text: string): { rows: SourceRow[] } | { problem: ImportProblem } {
  try {
    const parsed = parseCsv(text, { columns: false, info: true, bom: true, skip_empty_lines: true, relax_column_count: true }) as unknown as Array<{ record: string[]; info: { lines: number; empty_lines: number } }>;
    let prevEnd = 0;
    let prevEmpty = 0;
    return {
      rows: parsed.map(({ record, info }) => {
        const line = prevEnd + 1 + (info.empty_lines - prevEmpty);
        prevEnd = info.lines;
        prevEmpty = info.empty_lines;
        return { line, cells: record };
      }),
    };
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    return { problem: { ...(line !== undefined ? { line } : {}), field: '(file)', code: 'parse_error', message: `not valid CSV: ${err instanceof Error ? err.message : String(err)}` } };
  }
}

const OUR_LAYOUT = (used: string[], ignored: string[]): LayoutInfo => ({ id: 'postroom', label: 'Postroom', used: used.map((c) => ({ column: c, as: c })), ignored });

/** The file's rows in our columns, with the layout it was in; or the file-level problems. */
function readRows(text: string): { layout: LayoutInfo; rows: MappedRow[]; problems: ImportProblem[] } {
  const r = csvRows(text);
  if ('problem' in r) return { layout: OUR_LAYOUT([], []), rows: [], problems: [r.problem] };
  const header = r.rows[0]?.cells.map((c) => c.trim()) ?? [];
  if (isOurHeader(header, OURS)) {
    const unknown = header.filter((h) => !OURS.has(h));
    const problems: ImportProblem[] = unknown.map((c) => ({ line: 1, field: c, code: 'unknown_column', message: `unknown column "${c}"` }));
    const rows = r.rows.slice(1).map(({ line, cells }) => {
      const record: Record<string, string> = {};
      header.forEach((h, i) => {
        const v = cells[i];
        if (v !== undefined && v !== '') record[h] = v;
      });
      return { line, record };
    });
    return { layout: OUR_LAYOUT(header.filter((h) => OURS.has(h)), unknown), rows, problems };
  }
  const detected = detectLayout(r.rows);
  if (!detected) {
    return {
      layout: OUR_LAYOUT([], header),
      rows: [],
      problems: [{ line: 1, field: '(file)', code: 'unknown_column', message: 'the columns are neither Postroom\'s (download the template) nor a Hootsuite or Buffer bulk file' }],
    };
  }
  const m = mapForeign(r.rows, detected);
  return { layout: m.info, rows: m.rows, problems: [] };
}

const key = (s: string): string => s.normalize('NFC').trim().toLowerCase();

/** What a name field is called in a problem, and its code when the name matches nothing. */
const NAMED = {
  profile_id: { what: 'profile', code: 'unknown_profile' },
  pinterest_board_id: { what: 'Pinterest board', code: 'unknown_board' },
  gmb_location_id: { what: 'business location', code: 'unknown_location' },
} as const;

/** A name that matched neither an id nor a name Postroom knows: said once, with the closest known name. */
function unknownName(field: keyof typeof NAMED, name: string, known: Iterable<string>): ImportProblem {
  const suggestion = closestName(name, known);
  const { what, code } = NAMED[field];
  return { field, code, name, suggestion, message: `no ${what} “${name}”${suggestion ? `; did you mean “${suggestion}”?` : ''}` };
}

/**
 * Fills defaults and turns shown names into ids (profile, Pinterest board, business location), from the offline cache.
 * A name that matches nothing the cache holds is a problem of its row (with the closest known name); with nothing
 * cached (profiles never read from the Hub, a profile without boards) it is left for the Hub to judge.
 */
function resolver(db: WritableDB, workspaceId: string, defaults: ImportDefaults) {
  const profiles = cache.profiles(db, workspaceId);
  const profileIds = new Set(profiles.map((p) => p.profile_id));
  const profileByName = new Map(profiles.map((p) => [key(p.name), p.profile_id]));
  const itemsOf = new Map<string, { boards: CachedItem[]; locations: CachedItem[] }>();
  const items = (profileId: string) => {
    let it = itemsOf.get(profileId);
    if (!it) {
      it = { boards: cache.boards(db, workspaceId, profileId), locations: cache.locations(db, workspaceId, profileId) };
      itemsOf.set(profileId, it);
    }
    return it;
  };
  const resolved = new Map<string, { field: string; name: string; id: string }>();
  const note = (field: string, name: string, id: string): void => void resolved.set(`${field}\u0000${name}`, { field, name, id });
  const apply = (record: Record<string, unknown>): { record: Record<string, unknown>; problems: ImportProblem[] } => {
    const out = { ...record };
    const problems: ImportProblem[] = [];
    if ((out.profile_id === undefined || out.profile_id === '') && defaults.profile_id) out.profile_id = defaults.profile_id;
    if ((out.platforms === undefined || out.platforms === '' || (Array.isArray(out.platforms) && out.platforms.length === 0)) && defaults.platforms?.length) out.platforms = [...defaults.platforms];
    if (out.scheduled_at !== undefined && (out.timezone === undefined || out.timezone === '') && defaults.timezone) out.timezone = defaults.timezone;
    if (typeof out.add_to_queue === 'string') {
      const v = out.add_to_queue.trim();
      out.add_to_queue = /^(true|1|yes)$/i.test(v) ? true : /^(false|0|no)$/i.test(v) ? false : v;
    }
    const p = typeof out.profile_id === 'string' ? out.profile_id.trim() : undefined;
    if (p && !profileIds.has(p)) {
      const id = profileByName.get(key(p));
      if (id) {
        out.profile_id = id;
        note('profile_id', p, id);
      } else if (profiles.length > 0) problems.push(unknownName('profile_id', p, profiles.map((x) => x.name)));
    }
    const pid = typeof out.profile_id === 'string' && profileIds.has(out.profile_id) ? out.profile_id : null;
    if (pid) {
      for (const [field, kind] of [['pinterest_board_id', 'boards'], ['gmb_location_id', 'locations']] as const) {
        const v = out[field];
        const list = items(pid)[kind];
        if (typeof v !== 'string' || v.trim() === '' || list.some((x) => x.id === v)) continue;
        const match = list.find((x) => key(x.name) === key(v));
        if (match) {
          out[field] = match.id;
          note(field, v, match.id);
        } else if (list.length > 0) problems.push(unknownName(field, v, list.map((x) => x.name)));
      }
    }
    return { record: out, problems };
  };
  return { apply, resolved: () => [...resolved.values()] };
}

/**
 * Imports a CSV or JSON text into a campaign. Bad rows come back in the report (by file line for
 * CSV, by index for JSON), never thrown; nothing is imported while any row is bad unless `partial`.
 * @throws LibraryError not_found (campaign), invalid_input (a name that is neither .csv nor .json)
 */
export async function importIntoCampaign(db: WritableDB, campaignId: string, opts: CampaignImportOptions): Promise<CampaignImportReport> {
  const campaign = campaigns.getCampaign(db, campaignId);
  const format = formatOfName(opts.name);
  const ws = opts.workspaceId ?? campaign.workspaceId ?? currentWorkspaceId(db);
  const r = resolver(db, ws, opts.defaults ?? {});
  let layout: LayoutInfo;
  let applied: Array<{ record: Record<string, unknown>; problems: ImportProblem[] }>;
  let lines: number[] | null = null;
  let fileProblems: ImportProblem[] = [];
  if (format === 'csv') {
    const read = readRows(opts.text);
    layout = read.layout;
    fileProblems = read.problems;
    applied = read.rows.map((row) => r.apply(row.record));
    lines = read.rows.map((row) => row.line);
  } else {
    layout = OUR_LAYOUT([], []);
    let data: unknown;
    try {
      data = JSON.parse(opts.text.replace(/^\uFEFF/, ''));
    } catch (err) {
      data = undefined;
      fileProblems = [{ field: '(file)', code: 'parse_error', message: `not valid JSON: ${err instanceof Error ? err.message : String(err)}` }];
    }
    const list = Array.isArray(data) ? data : Array.isArray((data as { drafts?: unknown } | undefined)?.drafts) ? (data as { drafts: unknown[] }).drafts : null;
    if (list === null && fileProblems.length === 0) fileProblems = [{ field: '(file)', code: 'parse_error', message: 'expected an array of drafts or {"drafts": [...]}' }];
    applied = (list ?? []).map((item) => (typeof item === 'object' && item !== null && !Array.isArray(item) ? r.apply(item as Record<string, unknown>) : { record: item as Record<string, unknown>, problems: [] }));
  }
  const records = applied.map((a) => a.record);
  const known = applied.flatMap((a, index) => a.problems.map((p) => ({ ...p, index })));
  const empty: CampaignImportReport = { format, rows: records.length, imported: 0, skipped: 0, badRows: 0, ids: [], problems: fileProblems, layout, resolved: r.resolved() };
  if (fileProblems.length > 0) return { ...empty, skipped: records.length };
  const report = await importText(db, JSON.stringify(records), { format: 'json', partial: opts.partial ?? false, workspaceId: ws, baseDir: opts.baseDir ?? process.cwd(), known });
  const problems = lines === null ? report.problems : report.problems.map(({ index, ...p }) => ({ ...p, line: lines[index ?? 0] ?? 0 }));
  if (report.ids.length > 0) campaigns.addDrafts(db, campaignId, report.ids);
  return { ...report, format, problems, layout, resolved: r.resolved() };
}

/**
 * The template offered for download: our columns (with the channel fields people often need) and two example
 * rows. Every cell is data that imports as written (`notes` is the draft's own note, never posted): what each
 * column takes is explained beside the download in the app, not in the file.
 */
export function template(): string {
  const header = ['profile_id', 'platforms', 'caption', 'title', 'photos', 'scheduled_at', 'timezone', 'add_to_queue', 'pinterest_board_id', 'gmb_location_id', 'facebook_page_id', 'reddit_community', 'reddit_title', 'first_comment', 'tags', 'notes'];
  const rows = [
    ['Studio Lumen', 'instagram|facebook', 'Autumn portraits are back. Book a slot this week.', '', 'https://example.com/portrait.jpg', '2027-03-27T09:00', 'Europe/Berlin', '', '', '', '', '', '', '', 'autumn|portraits', 'Ask Linh for the final crop'],
    ['Studio Lumen', 'pinterest', 'Behind the scenes of a wedding shoot', 'Wedding day', 'https://example.com/bts.jpg', '', '', 'true', 'Behind the scenes', '', '', '', '', '', 'weddings', ''],
  ];
  const q = (s: string): string => (/[",\n|]/.test(s) && !/^[a-z_|]+$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  return [header, ...rows].map((r) => r.map(q).join(',')).join('\n') + '\n';
}
