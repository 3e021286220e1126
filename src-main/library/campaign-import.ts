/**
 * The one importer of files people bring (issue 23, item 1; issue 31, part 1): the Library's import,
 * a campaign's and the CLI's `drafts import` / `campaign import` all read a file through `importSheet`.
 *
 * 1. read the file's rows as spreadsheets save them (transfer-csv.ts: any of `,` `;` tab, BOM, CRLF,
 *    quoted newlines; CSV with their file lines, or JSON objects with their index);
 * 2. recognise the layout: Postroom's own columns, or another tool's (layouts.ts), mapped onto ours;
 * 3. read the dates (dates.ts): the order of day and month from the file's own rows or the person's
 *    answer; when the rows do not tell, nothing is imported and the report asks; a date impossible
 *    in the order read is its row's problem, quoted as written;
 * 4. fill what the row leaves out from the defaults (profile, channels, zone) and turn the names
 *    people see (a profile's, a board's, a location's) into the Hub's ids, from the cache: a name that
 *    matches nothing is its row's problem, so a name is never stored as an id;
 * 5. hand the rows to the importer (transfer.ts) unchanged in its rules: every row checked, bad
 *    ones reported by line and field, all or nothing unless `partial`;
 * 6. (a campaign) add the imported drafts to the campaign, in file order.
 */
import { channelKeyOf } from '../hub';
import { splitChannelList } from '../../src-shared/channel-list';
import * as cache from './cache';
import type { CachedItem } from './cache';
import { closestName } from './closest-name';
import * as campaigns from './campaigns';
import { readDateOrder, toOurDate, type DateOrder, type DatePlace, type DateReading } from './dates';
import { captionsFromCell } from './draft-captions';
import { saidProblem } from './import-say';
import { LibraryError } from './errors';
import { detectLayout, isOurHeader, mapForeign, mapOurHeader, type LayoutInfo, type MappedRow } from './layouts';
import { DRAFT_FIELD_NAMES, scheduledInstant } from './model';
import type { WritableDB } from './sql';
import { importText, type ImportProblem, type ImportReport, type TransferFormat } from './transfer';
import { hasControlChar, readSheetRows, unescapeCell, type Delimiter } from './transfer-csv';
import { currentWorkspaceId } from './workspaces';
import { readZones, zoneForOffsetTime, zoneOfOffsetName, type ZoneReading } from './import-zones';
import { clockTimes, type ClockTime } from './import-clock';
import { sayEncoding } from '../../src-shared/sheet-words';
import { brandByName, brandNameOf, matchBrand, sayChoiceRefused } from '../../src-shared/brand';
import type { EncodingBy, SheetEncoding } from '../../src-shared/sheet-decode';

/** Our CSV columns (the importer's). */
export const OUR_COLUMNS: readonly string[] = ['profile_id', 'platforms', 'caption', 'title', 'photos', 'photo_urls', 'scheduled_at', 'timezone', 'add_to_queue', 'tags', 'notes'];
/** `captions`: channels' own captions, as the app's own export writes them (a JSON text in a cell). */
const OURS: ReadonlySet<string> = new Set([...OUR_COLUMNS, ...DRAFT_FIELD_NAMES, 'captions']);

/** What a row may leave out: the campaign's choice applies. */
export interface ImportDefaults {
  profile_id?: string | null;
  platforms?: readonly string[];
  /** The zone a row's time is read in when it names none. */
  timezone?: string | null;
}

export interface SheetImportOptions {
  /** The file's name (its extension says CSV or JSON). */
  name: string;
  /** The file's text (transfer-csv.ts `decodeSheet` reads a file's bytes as spreadsheets save them). */
  text: string;
  partial?: boolean;
  /** Check the rows and write nothing, even when every row is good. */
  checkOnly?: boolean;
  defaults?: ImportDefaults;
  workspaceId?: string;
  /** Relative photo paths are read from here (the CLI: the file's folder). None: a relative path is a row's problem. */
  baseDir?: string;
  /** Runs inside the import's transaction with the new drafts' ids (transfer.ts `ImportOptions.withIds`). */
  withIds?: (ids: string[]) => void;
  /** The person's answer to "day or month first?": wins over what the rows say (dates.ts). */
  dateOrder?: DateOrder | null;
  /** w15import: the encoding the file's bytes were read in (src-shared/sheet-decode.ts), said back in the report. */
  encoding?: SheetEncoding;
  /** w26bom (walk 22): what decided the encoding (a byte-order mark, the bytes, a guess, the person's choice), said back in the report. */
  encodingBy?: EncodingBy;
  /** Posts already there (postKey of each), and what to do with a row that matches one (issue 31: re-importing a file). */
  matchAgainst?: { keys: ReadonlySet<string>; then: DuplicateRows };
}
/**
 * A row that matches a post already in the campaign (the same file imported again): `ask` writes nothing and
 * the report says how many and which (the app asks); `skip` imports the others; `import` imports them anyway.
 */
export type DuplicateRows = 'ask' | 'skip' | 'import';
export interface CampaignImportOptions extends SheetImportOptions {
  /** Rows matching posts already in the campaign (default `import`: the CLI warns and imports unless told to skip). */
  duplicates?: DuplicateRows;
}

export interface SheetImportReport extends ImportReport {
  layout: LayoutInfo;
  /** Names turned into ids, once each: `profile "Studio Lumen" → prof_lumen`. */
  resolved: Array<{ field: string; name: string; id: string }>;
  /**
   * How the rows' day-and-month dates were read and why (null: no such date). `order: null` asks the
   * person: nothing is imported until `dateOrder` is given.
   */
  dates: DateReading | null;
  /** CSV: the delimiter found. */
  delimiter?: Delimiter;
  /**
   * Rows whose profile name could not be checked because no profiles have been read from the Hub yet: stored as a
   * name (`name:…`, src-shared/brand.ts), turned into its profile's id once the profiles are read (brand-names.ts) and
   * held before the Hub until then; a warning for the person, never a refusal. By file line (CSV) or index.
   */
  unchecked?: Array<{ line?: number; index?: number; field: 'profile_id'; name: string }>;
  /**
   * Rows that match posts already there (same caption, profile, channels and time), by file line (CSV) or
   * index, and what was done: `asked` (nothing written: the person chooses), `skipped` (left out), `imported`.
   */
  duplicates?: { rows: number; places: Array<{ line?: number; index?: number }>; done: 'asked' | 'skipped' | 'imported' };
  /** w15import: in which zone the rows' times were read (import-zones.ts); absent: no row has a time. */
  zones?: ZoneReading;
  /** w15import: the encoding the file was read in, as given (`SheetImportOptions.encoding`). */
  encoding?: SheetEncoding;
  /** w26bom: what decided the encoding, as given (`SheetImportOptions.encodingBy`). */
  encodingBy?: EncodingBy;
  /** w23dryrun (walk 20, 2): rows whose time the clocks skip or show twice, and what was done (import-clock.ts); absent: none. */
  clockTimes?: ClockTime[];
}
export type CampaignImportReport = SheetImportReport;

/** What makes a row the same post as one already there: its caption, profile, channels and time (or queue). */
export function postKey(p: { caption?: unknown; profile_id?: unknown; platforms?: unknown; scheduled_at?: unknown; timezone?: unknown; add_to_queue?: unknown }): string {
  const platforms = (Array.isArray(p.platforms) ? p.platforms.map(String) : typeof p.platforms === 'string' ? splitChannelList(p.platforms) : []).map((x) => channelKeyOf(x.trim()) ?? x.trim().toLowerCase()).filter((x) => x !== '').sort();
  const at = typeof p.scheduled_at === 'string' && p.scheduled_at.trim() !== '' ? scheduledInstant(p.scheduled_at.trim(), typeof p.timezone === 'string' && p.timezone !== '' ? p.timezone : null) : null;
  const queued = p.add_to_queue === true || p.add_to_queue === 1;
  return JSON.stringify([typeof p.caption === 'string' ? p.caption.normalize('NFC').trim() : '', typeof p.profile_id === 'string' ? p.profile_id.trim() : '', platforms, at ?? (queued ? 'queue' : null)]);
}

const formatOfName = (name: string): TransferFormat => {
  const n = name.toLowerCase();
  // .tsv: Google Sheets' tab-separated download; .txt: Excel's "Unicode text" (tabs). The delimiter is found, not assumed.
  if (n.endsWith('.csv') || n.endsWith('.tsv') || n.endsWith('.txt')) return 'csv';
  if (n.endsWith('.json')) return 'json';
  throw new LibraryError('invalid_input', `cannot tell the format of ${name}: use a .csv, .tsv, .txt or .json file`, { details: { issues: [{ field: 'name', message: 'extension' }] } });
};

const OUR_LAYOUT = (used: string[], ignored: string[]): LayoutInfo => ({ id: 'postroom', label: 'Postroom', used: used.map((c) => ({ column: c, as: c })), ignored });

/** A row in our columns; a cell may already be a value (the `captions` JSON of the app's own export). */
type OurRow = { line: number; record: Record<string, unknown> };

/** The file's rows in our columns, with the layout it was in; or the file-level problems. */
function readRows(text: string): { layout: LayoutInfo; rows: Array<MappedRow | OurRow>; problems: ImportProblem[]; delimiter?: Delimiter } {
  const r = readSheetRows(text);
  if (!r.ok) return { layout: OUR_LAYOUT([], []), rows: [], problems: [saidProblem({ line: r.line ?? 1 }, '(file)', 'parse_error', 'notCsv', { line: String(r.line ?? 1) })] };
  const { delimiter } = r;
  const header = r.rows[0]?.cells.map((c) => c.replace(/^\uFEFF/, '').trim()) ?? [];
  // Another tool's file first (Buffer's `Text … Tags` would otherwise pass for ours by its `Tags`), unless the header is ours exactly.
  const detected = isOurHeader(header, OURS) ? null : detectLayout(r.rows);
  if (detected) {
    const m = mapForeign(r.rows, detected, OURS);
    return { layout: m.info, rows: m.rows, problems: [], delimiter };
  }
  // Ours, read as a person writes a header (mend 3): case, accents and spaces do not count, and other tools' and
  // locales' names map where they mean one thing. A column not recognised is named as not used (a warning), never a row's problem.
  const mapped = mapOurHeader(header, OURS);
  if (mapped.twice !== undefined) return { layout: OUR_LAYOUT([], []), rows: [], delimiter, problems: [saidProblem({ line: 1 }, mapped.twice, 'duplicate_column', 'duplicateColumn', { column: mapped.twice })] };
  if (!mapped.targets.some((t) => t !== null)) return { layout: OUR_LAYOUT([], header), rows: [], delimiter, problems: [saidProblem({ line: 1 }, '(file)', 'unknown_column', 'notOurColumns')] };
  // A column not recognised where no column is the caption: never posts without their caption, silently.
  if (!mapped.targets.some((t) => t === 'caption' || t === 'captions') && mapped.ignored.length > 0) {
    return { layout: { id: 'postroom', label: 'Postroom', used: mapped.used, ignored: mapped.ignored }, rows: [], delimiter, problems: [saidProblem({ line: 1 }, '(file)', 'unknown_column', 'noCaptionColumn', { columns: mapped.ignored.map((c) => `“${c}”`).join(', ') })] };
  }
  // A column with no name (Excel's trailing `;;` where a cell further right was once formatted) is not
  // a column of ours: left out, and named among the unused when a row has something in it.
  const nameless = header.flatMap((h, i) => (h === '' && r.rows.slice(1).some((row) => (row.cells[i] ?? '').trim() !== '') ? [`column ${i + 1} ()`] : []));
  const { targets, timeOf } = mapped;
  const rows = r.rows.slice(1).map(({ line, cells }): OurRow => {
    // Field by field on a null-prototype record: a `__proto__` column is a column like any other.
    const record = Object.create(null) as Record<string, unknown>;
    targets.forEach((t, i) => {
      if (t === null || timeOf?.time === i) return;
      let v = unescapeCell(cells[i] ?? '');
      if (timeOf?.date === i && (cells[timeOf.time] ?? '').trim() !== '') v = `${v.trim()} ${(cells[timeOf.time] ?? '').trim()}`;
      if (v === '') return;
      if (t === 'caption (appended)') {
        if (v.trim() !== '') record.caption = typeof record.caption === 'string' && record.caption !== '' ? `${record.caption} ${v.trim()}` : v.trim();
      } else if (t === 'caption' && typeof record.caption === 'string') record.caption = `${v} ${record.caption}`;
      else record[t] = t === 'captions' ? captionsFromCell(v) : v;
    });
    return { line, record };
  });
  return { layout: { id: 'postroom', label: 'Postroom', used: mapped.used, ignored: [...mapped.ignored, ...nameless] }, rows, problems: [], delimiter };
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
 * @throws LibraryError `unknown_profile`: the profile chosen for the rows (defaults.profile_id) is none of the profiles
 *   read, or several — before a row is read, naming the brands (w31paging: a choice is checked once, not per row).
 */
function resolver(db: WritableDB, workspaceId: string, defaults: ImportDefaults) {
  const profiles = cache.profiles(db, workspaceId);
  const profileIds = new Set(profiles.map((p) => p.profile_id));
  const choice = defaults.profile_id?.trim();
  if (choice && profiles.length > 0) {
    const m = matchBrand(choice, profiles);
    if (m.kind !== 'one') {
      const brands = profiles.map((p) => ({ profile_id: p.profile_id, name: p.name }));
      throw new LibraryError('unknown_profile', `${sayChoiceRefused(choice, m, brands)}; nothing imported`, { details: { value: choice, brands } });
    }
  }
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
  /** Rows (by their place in the list) whose profile could not be checked: no profiles cached. */
  const unchecked = new Map<number, string>();
  const note = (field: string, name: string, id: string): void => void resolved.set(`${field}\u0000${name}`, { field, name, id });
  const apply = (record: Record<string, unknown>, row: number): { record: Record<string, unknown>; problems: ImportProblem[] } => {
    const out = { ...record };
    const problems: ImportProblem[] = [];
    // The profile chosen for the rows that leave it out (`--profile NAME|ID`, the Import tab's choice) is read as the
    // sheet's own cells are (w31paging, walk 27, 1): kept as given with no profiles read, it was a brand's name stored as
    // an id and the Hub refused every post. A choice the profiles read do not know was refused above.
    const fromChoice = (out.profile_id === undefined || out.profile_id === '') && !!defaults.profile_id;
    if (fromChoice) out.profile_id = defaults.profile_id;
    if ((out.platforms === undefined || out.platforms === '' || (Array.isArray(out.platforms) && out.platforms.length === 0)) && defaults.platforms?.length) out.platforms = [...defaults.platforms];
    if (out.scheduled_at !== undefined && (out.timezone === undefined || out.timezone === '')) {
      // w16import2: a time written with its offset keeps a zone that reads it as written, never one the file did not say.
      const own = typeof out.scheduled_at === 'string' ? zoneForOffsetTime(out.scheduled_at, defaults.timezone) : null;
      if (own !== null) out.timezone = own;
      else if (defaults.timezone) out.timezone = defaults.timezone;
      // w24zone (walk 21): no zone given at all: the time was read as UTC (import-zones.ts says so), and UTC is stored
      // with it, so the draft holds the zone its time was read in (before: stored with none, and the Hub refused it).
      else if (typeof out.scheduled_at === 'string' && out.scheduled_at.trim() !== '') out.timezone = 'UTC';
    }
    if (typeof out.add_to_queue === 'string') {
      const v = out.add_to_queue.trim();
      out.add_to_queue = /^(true|1|yes)$/i.test(v) ? true : /^(false|0|no)$/i.test(v) ? false : v;
    }
    const p = typeof out.profile_id === 'string' ? out.profile_id.trim() : undefined;
    if (p && !profileIds.has(p)) {
      // w27brand (walk 23): a name is matched as written first, then folded (src-shared/brand.ts); with no profiles read it
      // is kept AS A NAME (`name:…`), recognisable and checked once the profiles are read (brand-names.ts), never an id
      // pretending — an id given so is that profile then (matchBrand reads a profile's id first).
      const name = brandNameOf(p) ?? p;
      const m = matchBrand(name, profiles);
      if (m.kind === 'one') {
        out.profile_id = m.id;
        note('profile_id', name, m.id);
      } else if (profiles.length === 0) {
        out.profile_id = brandByName(name);
        unchecked.set(row, name);
      } else if (m.kind === 'several') problems.push({ field: 'profile_id', code: 'unknown_profile', name, message: `several profiles are named “${name}”: choose one by its id` });
      else problems.push(unknownName('profile_id', name, profiles.map((x) => x.name)));
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
  return { apply, resolved: () => [...resolved.values()], unchecked: () => unchecked };
}

/**
 * Reads a row's dates (dates.ts): the order of day and month from the rows or the person's answer; each
 * date turned into ours, or its row's problem (by index), quoted as written. `asked`: the file does not
 * tell the order and none was given.
 */
function readDates(records: Array<Record<string, unknown>>, lines: number[] | null, chosen: DateOrder | null | undefined): { dates: DateReading | null; problems: ImportProblem[]; written: Map<number, string> } {
  const places: DatePlace[] = [];
  records.forEach((rec, i) => {
    if (typeof rec.scheduled_at === 'string' && rec.scheduled_at.trim() !== '') places.push({ ...(lines ? { line: lines[i] ?? 0 } : { index: i }), value: rec.scheduled_at });
  });
  const dates = readDateOrder(places, chosen);
  const problems: ImportProblem[] = [];
  const written = new Map<number, string>();
  if (dates?.order === null) return { dates, problems, written };
  records.forEach((rec, index) => {
    const v = rec.scheduled_at;
    if (typeof v !== 'string' || v.trim() === '') return;
    const read = toOurDate(v, dates?.order ?? null);
    if ('problem' in read) {
      problems.push(saidProblem({ index }, 'scheduled_at', 'invalid_value', read.problem, { value: v.trim() }));
      delete rec.scheduled_at; // said once, as written: the row checks do not say it again
    } else if (read.value !== v) {
      written.set(index, v.trim());
      rec.scheduled_at = read.value;
    }
  });
  return { dates, problems, written };
}

/**
 * w19import: text as a person types it, composed (NFC), and a zone written as an offset read as its fixed zone. macOS and some web forms hand Vietnamese on decomposed (NFD:
 * "ở" as o + horn + hook), which looks the same but counts up to three times as long where a channel counts UTF-16
 * (a caption within Instagram's 2,200 said to be over it) and differs from what the composer stores for the same words.
 * Photo paths are left as written: a file's name is the file system's, not ours to change.
 */
function composed(record: Record<string, unknown>): Record<string, unknown> {
  const nfc = (v: unknown): unknown => (typeof v === 'string' ? v.normalize('NFC') : Array.isArray(v) ? v.map(nfc) : v !== null && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, nfc(x)])) : v);
  const out = Object.create(null) as Record<string, unknown>;
  for (const [k, v] of Object.entries(record)) out[k] = k === 'photos' || k === 'photo_urls' ? v : nfc(v);
  // A zone written as an offset (`GMT+7`) is its fixed zone (import-zones.ts), before the zones are read and said.
  if (typeof out.timezone === 'string') out.timezone = zoneOfOffsetName(out.timezone) ?? out.timezone;
  return out;
}

/**
 * A cell holding a C1 control character (a file decoded in the wrong code page), or U+FFFD (w26bom: bytes that were not
 * text in the encoding read, a damaged UTF-8 file or a UTF-16 one): its row's problem by file line, never posted silently.
 */
function controlChars(records: unknown[], encoding: SheetEncoding | undefined): ImportProblem[] {
  const enc = encoding === undefined ? 'UTF-8' : sayEncoding(encoding);
  return records.flatMap((rec, index) => {
    if (typeof rec !== 'object' || rec === null) return [];
    return Object.entries(rec).flatMap(([field, v]) => {
      if (typeof v !== 'string') return [];
      const bad = v.split('\uFFFD').length - 1;
      if (bad > 0) return [saidProblem({ index }, field, 'invalid_value', 'replacementChar', { field, n: bad === 1 ? 'one' : 'other', enc })];
      const c = hasControlChar(v) ? /[\u0080-\u009F]/.exec(v)?.[0] : undefined;
      return c === undefined ? [] : [saidProblem({ index }, field, 'invalid_value', 'controlChar', { field, code: c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0') })];
    });
  });
}

/**
 * Imports a CSV or JSON text into the library (the Library's import, `drafts import`). Bad rows come back
 * in the report (by file line for CSV, by index for JSON), never thrown; nothing is imported while any row
 * is bad unless `partial`, nor while the report asks the order of day and month.
 * @throws LibraryError invalid_input (a name that is neither .csv nor .json)
 */
export async function importSheet(db: WritableDB, opts: SheetImportOptions): Promise<SheetImportReport> {
  const format = formatOfName(opts.name);
  const ws = opts.workspaceId ?? currentWorkspaceId(db);
  const r = resolver(db, ws, opts.defaults ?? {});
  let layout: LayoutInfo;
  let records: Array<Record<string, unknown>>;
  let lines: number[] | null = null;
  let fileProblems: ImportProblem[] = [];
  let delimiter: Delimiter | undefined;
  if (format === 'csv') {
    const read = readRows(opts.text);
    layout = read.layout;
    fileProblems = read.problems;
    delimiter = read.delimiter;
    records = read.rows.map((row) => row.record);
    lines = read.rows.map((row) => row.line);
  } else {
    layout = OUR_LAYOUT([], []);
    let data: unknown;
    try {
      data = JSON.parse(opts.text.replace(/^\uFEFF/, ''));
    } catch {
      data = undefined;
      fileProblems = [saidProblem({}, '(file)', 'parse_error', 'notJson')];
    }
    const list = Array.isArray(data) ? data : Array.isArray((data as { drafts?: unknown } | undefined)?.drafts) ? (data as { drafts: unknown[] }).drafts : null;
    if (list === null && fileProblems.length === 0) fileProblems = [saidProblem({}, '(file)', 'parse_error', 'notDraftList')];
    records = (list ?? []) as Array<Record<string, unknown>>;
  }
  const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
  records = records.map((x) => (isRecord(x) ? composed(x) : x));
  // w26bom: how the bytes were read is said in every report, also one whose file could not be read as rows.
  const read = { ...(opts.encoding ? { encoding: opts.encoding } : {}), ...(opts.encodingBy ? { encodingBy: opts.encodingBy } : {}) };
  const base = { format, rows: records.length, imported: 0, skipped: records.length, badRows: 0, ids: [], layout, resolved: [], ...(delimiter ? { delimiter } : {}), ...read };
  if (fileProblems.length > 0) return { ...base, problems: fileProblems, dates: null };
  const dated = readDates(records.map((x) => (isRecord(x) ? x : {})), lines, opts.dateOrder);
  const zoned = readZones(records.filter(isRecord), opts.defaults?.timezone);
  const zones = zoned ? { zones: zoned } : {};
  if (dated.dates?.order === null) return { ...base, problems: [], dates: dated.dates, ...zones };
  const applied = records.map((item, i) => (isRecord(item) ? r.apply(item, i) : { record: item, problems: [] }));
  const known = [...dated.problems, ...controlChars(records, opts.encoding), ...applied.flatMap((a, index) => a.problems.map((p) => ({ ...p, index })))];
  // Rows that are posts already there (the same file again): asked before anything is written, skipped, or imported anyway.
  const match = opts.matchAgainst;
  const same = match && match.keys.size > 0 ? applied.flatMap((a, i) => (isRecord(a.record) && match.keys.has(postKey(a.record)) ? [i] : [])) : [];
  const asking = match?.then === 'ask' && same.length > 0;
  const leaveOut = match?.then === 'skip' && same.length > 0 ? new Set(same) : null;
  const report = await importText(db, JSON.stringify(applied.map((a) => a.record)), {
    format: 'json', partial: opts.partial ?? false, ...(opts.checkOnly || asking ? { checkOnly: true } : {}), ...(leaveOut ? { leaveOut } : {}),
    workspaceId: ws, ...(opts.baseDir !== undefined ? { baseDir: opts.baseDir } : {}), known,
    ...(opts.withIds ? { withIds: opts.withIds } : {}),
  });
  const duplicates = same.length === 0 ? null : {
    rows: same.length, places: same.map((index) => (lines === null ? { index } : { line: lines[index] ?? 0 })),
    done: asking ? ('asked' as const) : leaveOut ? ('skipped' as const) : ('imported' as const),
  };
  // A time already past is quoted as the person wrote it, as every other date problem is.
  const asWritten = (p: ImportProblem): ImportProblem => {
    const w = p.index !== undefined ? dated.written.get(p.index) : undefined;
    if (w === undefined || p.say?.key !== 'pastSchedule') return p;
    const zone = applied[p.index ?? 0]?.record.timezone;
    return saidProblem({ index: p.index }, p.field, p.code, 'pastSchedule', { when: typeof zone === 'string' && zone !== '' ? `${w} (${zone})` : w });
  };
  const problems = report.problems.map(asWritten).map((p) => (lines === null ? p : (({ index, ...rest }) => ({ ...rest, line: lines[index ?? 0] ?? 0 }))(p)));
  const unchecked = [...r.unchecked()].map(([index, name]) => ({ ...(lines === null ? { index } : { line: lines[index] ?? 0 }), field: 'profile_id' as const, name }));
  // w23dryrun: the rows imported (or to be) whose time the clocks skip or show twice, each named with what was done.
  const bad = new Set(report.problems.map((p) => p.index));
  const clock = clockTimes(applied.map((a) => a.record), lines, (i) => bad.has(i) || (leaveOut?.has(i) ?? false));
  return { ...report, format, problems, layout, resolved: r.resolved(), dates: dated.dates, ...(delimiter ? { delimiter } : {}), ...(unchecked.length ? { unchecked } : {}), ...(duplicates ? { duplicates } : {}), ...zones, ...(clock.length ? { clockTimes: clock } : {}), ...read };
}

/**
 * Imports a CSV or JSON text into a campaign (importSheet; the drafts are added to the campaign in file order
 * in the same transaction: all or nothing, never drafts left without their campaign).
 * @throws LibraryError not_found (campaign), invalid_input (a name that is neither .csv nor .json),
 *   busy (another process kept the library's write lock: nothing was imported)
 */
export async function importIntoCampaign(db: WritableDB, campaignId: string, opts: CampaignImportOptions): Promise<CampaignImportReport> {
  const campaign = campaigns.getCampaign(db, campaignId);
  const ws = opts.workspaceId ?? campaign.workspaceId ?? currentWorkspaceId(db);
  const keys = new Set(campaigns.posts(db, campaignId, { captionChars: Number.MAX_SAFE_INTEGER }).map(postKey));
  return importSheet(db, {
    ...opts, workspaceId: ws, baseDir: opts.baseDir ?? process.cwd(), matchAgainst: { keys, then: opts.duplicates ?? 'import' },
    withIds: (ids) => {
      opts.withIds?.(ids);
      if (ids.length > 0) campaigns.addDrafts(db, campaignId, ids);
    },
  });
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
