/**
 * Import and export of drafts as JSON (an array of drafts, or {"drafts": [...]})
 * and CSV, with the Hub's field names as keys / columns. In CSV, lists are
 * separated by `|` (platforms also by commas). Photos are local paths (relative
 * to the file) or https URLs.
 *
 * Import validates every row first and reports each bad one by place (CSV: the
 * file line where the row starts; JSON: the array index) and field. By default a
 * single bad row imports nothing; `partial: true` imports the good rows. The
 * import itself is one transaction.
 *
 * Every record is built field by field on a null-prototype object: a `__proto__`
 * key (JSON) or column (CSV) is an unknown field like any other, never a prototype
 * that would lend a row a profile_id it does not have. In CSV, cells that a
 * spreadsheet would run as formulas are escaped on export and unescaped on import
 * (see transfer-csv.ts), so the app's own export always imports back unchanged.
 * The export, the format and the columns are in transfer-export.ts.
 */
import { createHash } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import { access, readFile, stat } from 'node:fs/promises';
import { dirname, isAbsolute, resolve } from 'node:path';
import { CHANNELS, channelKeyOf, isChannelKey, titleFor } from '../hub';
import { splitChannelList } from '../../src-shared/channel-list';
import { checkPhoto as checkPhotoContent, MediaError } from '../media';
import { captionsFromCell } from './draft-captions';
import { closestName } from './closest-name';
import { isBusy, LibraryError } from './errors';
import { readCsvRecords } from './transfer-csv';
import { saidProblem, type ImportSay, type ImportSayKey } from './import-say';
import { sizeBesideWords, sizeWords } from '../../src-shared/size-words';
import { insertValues, validateDraftInput, type DraftValues } from './drafts';
import { DRAFT_FIELD_NAMES, isHttpsUrl, isValidZone, scheduledInstant, type ParsedPhoto } from './model';
import { all, nowIso, nowMs, sql, type WritableDB } from './sql';
import { currentWorkspaceId } from './workspaces';
import { CORE_COLUMNS, formatOf, TAIL_COLUMNS, type TransferFormat } from './transfer-export';

export { exportFile, exportText, formatOf, toRecord, type ExportOptions, type TransferFormat } from './transfer-export';


export type ImportProblemCode =
  | 'parse_error' // the file itself cannot be read as CSV / JSON
  | 'unknown_column' // a CSV column / JSON key that is not a draft field
  | 'duplicate_column' // a CSV header that names a column twice
  | 'unknown_channel'
  | 'unknown_profile' // a campaign import: a profile neither known by id nor by name
  | 'unknown_board' // … a Pinterest board of the row's profile
  | 'unknown_location' // … a business location of the row's profile
  | 'non_photo_channel'
  | 'missing_field'
  | 'bad_url'
  | 'unknown_timezone'
  | 'past_schedule'
  | 'unreadable_photo'
  | 'invalid_value';

export interface ImportProblem {
  /** CSV: the 1-based file line where the row starts (the header is line 1). */
  line?: number;
  /** JSON: the 0-based index in the drafts array. */
  index?: number;
  /** The field (column / key) at fault; '(row)' or '(file)' when it is not one field. */
  field: string;
  code: ImportProblemCode;
  message: string;
  /** A name that matched nothing (a channel, profile, board, location), and the known one closest to it. */
  name?: string;
  suggestion?: string | null;
  /** `message` as a key and its values, so a shell can say it in the user's language (`message` stays the English of it). */
  say?: ImportSay;
  /** What a program said of it (the schema's field path and words), for a tooltip; never the main words. */
  detail?: string;
}

export interface ImportReport {
  format: TransferFormat;
  /** Rows read from the file. */
  rows: number;
  imported: number;
  /** Good rows not imported (because another row was bad and `partial` was off). */
  skipped: number;
  /** Rows with at least one problem. */
  badRows: number;
  ids: string[];
  problems: ImportProblem[];
}

export interface ImportOptions {
  /** Import the good rows even when some are bad. Default false: all or nothing. */
  partial?: boolean;
  /** Check the rows and write nothing (a re-check after a default changed: importing stays the person's act). */
  checkOnly?: boolean;
  /** Rows (by their place: a JSON row's index) checked as any other but not written: ones the person chose to skip (issue 31). */
  leaveOut?: ReadonlySet<number>;
  /** Default: from the file extension. */
  format?: TransferFormat;
  workspaceId?: string;
  /**
   * Relative photo paths are resolved against this. importFile: the imported file's folder.
   * importText without it (a file uploaded through the browser has no folder): a relative
   * photo path is reported as a problem.
   */
  baseDir?: string;
  /** Problems the caller found first (by `index`: a campaign import's unknown names): each makes its row bad. */
  known?: readonly ImportProblem[];
  /**
   * Runs inside the import's one transaction with the new drafts' ids (a campaign import adds them to its
   * campaign there): if it throws, nothing at all is imported.
   */
  withIds?: (ids: string[]) => void;
}

/** `captions`: channels' own captions (draft_captions), an object in JSON, its JSON text in a CSV cell. */
const KNOWN_KEYS: ReadonlySet<string> = new Set([...CORE_COLUMNS, 'photo_urls', ...TAIL_COLUMNS, ...DRAFT_FIELD_NAMES, 'captions']);

// ---------------------------------------------------------------- reading rows

interface RawRow { line?: number; index?: number; record: Record<string, unknown>; notAnObject?: true }

const splitList = (s: string, seps: RegExp): string[] => s.split(seps).map((x) => x.trim()).filter((x) => x.length > 0);

/** A plain record with no prototype: every key, `__proto__` included, is an own data property. */
const bare = (): Record<string, unknown> => Object.create(null) as Record<string, unknown>;

/** The file-level problems: nothing is imported when one of them is found, even with `partial`. */
export const isFileLevel = (p: ImportProblem): boolean =>
  p.code === 'parse_error' || p.code === 'duplicate_column' || (p.code === 'unknown_column' && p.line === 1);

function readCsv(text: string): { rows: RawRow[]; problems: ImportProblem[] } {
  const read = readCsvRecords(text);
  if (!read.ok) {
    return { rows: [], problems: [{ ...(read.line !== undefined ? { line: read.line } : {}), field: read.column ?? '(file)', code: read.problem, message: read.message }] };
  }
  const problems: ImportProblem[] = [];
  for (const col of read.header) {
    if (!KNOWN_KEYS.has(col)) problems.push(saidProblem({ line: 1 }, col, 'unknown_column', 'unknownColumn', { column: col }));
  }
  const rows = read.records.map(({ line, cells }) => {
    const out = bare();
    for (const k of Object.keys(cells)) {
      const v = cells[k] ?? '';
      if (v === '') continue;
      if (k === 'platforms') out[k] = splitChannelList(v);
      else if (k === 'photos' || k === 'photo_urls' || k === 'tags') out[k] = splitList(v, /\|/);
      else if (k === 'add_to_queue') out[k] = /^(true|1|yes)$/i.test(v.trim()) ? true : /^(false|0|no)$/i.test(v.trim()) ? false : v;
      else if (k === 'captions') out[k] = captionsFromCell(v);
      else out[k] = v;
    }
    return { line, record: out };
  });
  return { rows, problems };
}

function readJson(text: string): { rows: RawRow[]; problems: ImportProblem[] } {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (err) {
    return { rows: [], problems: [{ field: '(file)', code: 'parse_error', message: `not valid JSON: ${err instanceof Error ? err.message : String(err)}` }] };
  }
  const list = Array.isArray(data) ? data : typeof data === 'object' && data !== null && Array.isArray((data as { drafts?: unknown }).drafts) ? (data as { drafts: unknown[] }).drafts : null;
  if (list === null) return { rows: [], problems: [{ field: '(file)', code: 'parse_error', message: 'expected an array of drafts or {"drafts": [...]}' }] };
  const rows: RawRow[] = [];
  const problems: ImportProblem[] = [];
  list.forEach((item, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      problems.push({ index, field: '(row)', code: 'invalid_value', message: 'a draft must be an object' });
      rows.push({ index, record: {}, notAnObject: true });
      return;
    }
    // Field by field (never Object.assign / spread onto a plain object): JSON.parse makes
    // "__proto__" an own key, and assigning it would set the record's prototype.
    const record = bare();
    const source = item as Record<string, unknown>;
    for (const k of Object.keys(source)) if (k !== 'fields') record[k] = source[k];
    const fields = Object.hasOwn(source, 'fields') ? source.fields : undefined;
    if (typeof fields === 'object' && fields !== null && !Array.isArray(fields)) {
      const f = fields as Record<string, unknown>;
      for (const k of Object.keys(f)) {
        if (Object.hasOwn(record, k)) problems.push({ index, field: k, code: 'invalid_value', message: `"${k}" is given both at the top level and in fields` });
        else record[k] = f[k];
      }
    } else if (fields !== undefined && fields !== null) {
      problems.push({ index, field: 'fields', code: 'invalid_value', message: 'fields must be an object of channel fields' });
    }
    if (typeof record.platforms === 'string') record.platforms = splitChannelList(record.platforms);
    for (const k of ['photos', 'photo_urls', 'tags']) if (typeof record[k] === 'string') record[k] = splitList(record[k] as string, /\|/);
    for (const k of Object.keys(record)) {
      if (record[k] === null || record[k] === '') delete record[k];
      else if (!KNOWN_KEYS.has(k)) problems.push(saidProblem({ index }, k, 'unknown_column', 'unknownField', { field: k }));
    }
    rows.push({ index, record });
  });
  return { rows, problems };
}

// ---------------------------------------------------------------- checking rows

interface PhotoFacts { ok: true; path: string; bytes: number; sha256: string; mime: string | null; width: number; height: number }
type PhotoCheck = PhotoFacts | { ok: false; key: ImportSayKey; values: Record<string, string> };

function sniffMime(head: Buffer): string | null {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (head.subarray(0, 4).toString('latin1') === 'GIF8') return 'image/gif';
  if (head.subarray(4, 8).toString('latin1') === 'ftyp') {
    const brand = head.subarray(8, 12).toString('latin1');
    if (brand === 'avif') return 'image/avif';
    if (['heic', 'heix', 'mif1', 'msf1'].includes(brand)) return 'image/heic';
  }
  return null;
}

/** Largest source photo accepted (media fits it under the body cap later). */
const MAX_PHOTO_BYTES = 200_000_000;

async function checkPhoto(path: string): Promise<PhotoCheck> {
  const no = (key: ImportSayKey, values: Record<string, string> = {}): PhotoCheck => ({ ok: false, key, values: { photo: path, ...values } });
  try {
    await access(path, fsConstants.R_OK);
    const st = await stat(path);
    if (!st.isFile()) return no('photoNotFile');
    if (st.size === 0) return no('photoEmpty');
    if (st.size > MAX_PHOTO_BYTES) return no('photoTooBig', { size: sizeBesideWords(st.size, MAX_PHOTO_BYTES, 'en'), max: sizeWords(MAX_PHOTO_BYTES, 'en') });
    const bytes = await readFile(path);
    // An image by content: signature + header decode (media). Its size is kept with the photo, so the
    // channels' photo rules can be checked from the stored facts (the campaign dry run reads them).
    const { width, height } = await checkPhotoContent({ bytes, name: path });
    return { ok: true, path, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), mime: sniffMime(bytes.subarray(0, 16)), width, height };
  } catch (err) {
    // The media area's own code picks the words (its English message stays in its own error).
    if (err instanceof MediaError) return no('photoNotImage', { why: err.code });
    return no('photoUnreadable');
  }
}

/** The channel key a mistyped one most likely meant (by key or by name: "instagam", "Blue sky"). */
function closestChannel(typed: string): string | null {
  const byName = new Map(Object.values(CHANNELS).flatMap((c) => [[c.key, c.key], [c.label, c.key]] as const));
  const name = closestName(typed, byName.keys());
  return name === null ? null : byName.get(name) ?? null;
}

async function checkRow(row: RawRow, ctx: { baseDir: string | undefined; now: number; photoCache: Map<string, Promise<PhotoCheck>> }): Promise<{ values?: DraftValues; problems: ImportProblem[] }> {
  const at = row.line !== undefined ? { line: row.line } : { index: row.index ?? 0 };
  const problems: ImportProblem[] = [];
  /** A problem a shell can translate (import-say.ts). */
  const said = (field: string, code: ImportProblemCode, key: ImportSayKey, values?: Record<string, string>): void => void problems.push(saidProblem(at, field, code, key, values));
  const r = row.record;
  const str = (k: string): string | undefined => (Object.hasOwn(r, k) && typeof r[k] === 'string' && (r[k] as string).trim() !== '' ? (r[k] as string) : undefined);

  if (!str('profile_id')) said('profile_id', 'missing_field', 'profileRequired');
  // A channel as people write it ("Facebook", "X (Twitter)") is its key (hub channelKeyOf); a name that is no channel stays as written, refused below.
  const platforms = Array.isArray(r.platforms) ? [...new Set(r.platforms.map((p) => channelKeyOf(String(p)) ?? String(p)))] : [];
  if (Array.isArray(r.platforms)) r.platforms = platforms;
  if (platforms.length === 0) said('platforms', 'missing_field', 'platformsRequired');
  for (const p of platforms) {
    if (!isChannelKey(p)) {
      const suggestion = closestChannel(p);
      problems.push({ ...at, field: 'platforms', code: 'unknown_channel', message: `unknown channel "${p}"${suggestion ? `; did you mean "${suggestion}"?` : ''}`, name: p, suggestion });
      continue;
    }
    const spec = CHANNELS[p];
    if (!spec.photo) {
      said('platforms', 'non_photo_channel', 'notPhotoChannel', { channel: spec.label, key: p });
      continue;
    }
    for (const f of spec.requiredFields) if (!str(f)) said(f, 'missing_field', 'requiredFor', { field: f, channel: spec.label });
    if (spec.needsTitle && !spec.requiredFields.includes(`${p}_title`) && titleFor(p, r) === undefined) {
      said('title', 'missing_field', 'needsTitle', { channel: spec.label, key: p });
    }
  }
  const tz = str('timezone');
  const tzOk = tz === undefined || isValidZone(tz);
  if (!tzOk) said('timezone', 'unknown_timezone', 'unknownZone', { zone: tz ?? '' });
  const when = str('scheduled_at');
  if (when !== undefined) {
    const ms = scheduledInstant(when, tz);
    if (ms === null) said('scheduled_at', 'invalid_value', isoShapeProblem(when) ?? 'notIsoDate', { value: when });
    else if (tzOk && ms <= ctx.now) said('scheduled_at', 'past_schedule', 'pastSchedule', { when: tz ? `${when} (${tz})` : when });
    if (r.add_to_queue === true) said('add_to_queue', 'invalid_value', 'scheduledAndQueued');
  }
  if (r.add_to_queue !== undefined && typeof r.add_to_queue !== 'boolean') said('add_to_queue', 'invalid_value', 'queueNotBoolean', { value: String(r.add_to_queue) });

  // Photos: `photos` holds paths or URLs, `photo_urls` URLs only.
  const photos: ParsedPhoto[] = [];
  const photoItems: Array<{ field: string; value: unknown }> = [
    ...(Array.isArray(r.photos) ? r.photos : r.photos === undefined ? [] : [r.photos]).map((value) => ({ field: 'photos', value })),
    ...(Array.isArray(r.photo_urls) ? r.photo_urls : r.photo_urls === undefined ? [] : [r.photo_urls]).map((value) => ({ field: 'photo_urls', value })),
  ];
  for (const { field, value } of photoItems) {
    const spec = typeof value === 'string' ? value.trim() : typeof value === 'object' && value !== null ? (value as { url?: unknown; path?: unknown }).url ?? (value as { path?: unknown }).path : undefined;
    if (typeof spec !== 'string' || spec === '') {
      said(field, 'invalid_value', 'photoNotPathOrUrl');
      continue;
    }
    const looksUrl = /^[a-z][a-z0-9+.-]*:\/\//i.test(spec) || field === 'photo_urls';
    if (looksUrl) {
      if (!isHttpsUrl(spec)) said(field, 'bad_url', 'notHttpsUrl', { value: spec });
      else photos.push({ url: spec });
      continue;
    }
    if (!isAbsolute(spec) && ctx.baseDir === undefined) {
      said(field, 'unreadable_photo', 'relativePhoto', { photo: spec });
      continue;
    }
    const abs = isAbsolute(spec) ? spec : resolve(ctx.baseDir ?? '', spec);
    let check = ctx.photoCache.get(abs);
    if (!check) {
      check = checkPhoto(abs);
      ctx.photoCache.set(abs, check);
    }
    const facts = await check;
    if (!facts.ok) said(field, 'unreadable_photo', facts.key, facts.values);
    else photos.push({ path: facts.path, sha256: facts.sha256, bytes: facts.bytes, width: facts.width, height: facts.height, mime: facts.mime });
  }
  // Everything else (types, lengths, field names) through the same schema as create;
  // a field already reported above is not reported twice.
  // Field by field again, known keys only: what reaches the schema is exactly what was checked above.
  const input: Record<string, unknown> = {};
  for (const k of Object.keys(r)) if (k !== 'photo_urls' && k !== 'photos' && KNOWN_KEYS.has(k)) input[k] = r[k];
  input.photos = photos;
  if (problems.length > 0) {
    delete input.platforms;
    delete input.timezone;
    delete input.scheduled_at;
    delete input.add_to_queue;
  }
  try {
    const values = validateDraftInput(input);
    return problems.length > 0 ? { problems } : { values, problems };
  } catch (err) {
    if (err instanceof LibraryError && err.code === 'invalid_input') {
      const issues = (err.details?.issues as { field: string; message: string }[] | undefined) ?? [{ field: '(row)', message: err.message }];
      const seen = new Set(problems.map((p) => p.field));
      for (const i of issues) {
        const field = i.field.replace(/^fields\./, '').split('.')[0] ?? i.field;
        if (seen.has(field)) continue;
        // Said in the person's words; the schema's own (field path and zod's English) stays as the detail.
        const max = /expected string to have <=\s*(\d+) characters/.exec(i.message)?.[1];
        const p = max !== undefined ? saidProblem(at, field, 'invalid_value', 'tooLong', { max }) : saidProblem(at, field, 'invalid_value', 'notAccepted');
        problems.push({ ...p, detail: `${i.field}: ${i.message}` });
        seen.add(field);
      }
      return { problems };
    }
    throw err;
  }
}

// ---------------------------------------------------------------- import

/** Imports drafts from text already read (see `importFile`). */
export async function importText(db: WritableDB, text: string, opts: ImportOptions & { format: TransferFormat }): Promise<ImportReport> {
  const { rows, problems } = opts.format === 'csv' ? readCsv(text) : readJson(text);
  problems.push(...(opts.known ?? []));
  const fileLevel = problems.some(isFileLevel);
  const ctx = { baseDir: opts.baseDir, now: nowMs(db), photoCache: new Map<string, Promise<PhotoCheck>>() };
  const good: Array<{ row: RawRow; values: DraftValues }> = [];
  const badPlaces = new Set<number>(problems.filter((p) => p.index !== undefined).map((p) => p.index as number));
  for (const row of rows) {
    if (row.notAnObject) continue;
    const checked = await checkRow(row, ctx);
    problems.push(...checked.problems);
    const place = row.line ?? row.index ?? 0;
    if (checked.values && !badPlaces.has(place)) {
      if (!opts.leaveOut?.has(place)) good.push({ row, values: checked.values });
    }
    else badPlaces.add(place);
  }
  problems.sort((a, b) => (a.line ?? a.index ?? -1) - (b.line ?? b.index ?? -1));
  const report: ImportReport = { format: opts.format, rows: rows.length, imported: 0, skipped: 0, badRows: badPlaces.size, ids: [], problems };
  if (fileLevel || opts.checkOnly || (problems.length > 0 && !opts.partial)) {
    report.skipped = good.length;
    return report;
  }
  const ws = opts.workspaceId ?? currentWorkspaceId(db);
  try {
    report.ids = db.transaction(() => {
      if (!all(db, sql`SELECT 1 FROM workspaces WHERE id = ${ws}`).length) throw new LibraryError('not_found', `workspace ${ws} not found`, { details: { what: 'workspace', id: ws } });
      const now = nowIso(db);
      const tagIds = new Map<string, number>();
      const ids = good.map(({ values }) => insertValues(db, ws, values, now, tagIds));
      opts.withIds?.(ids);
      return ids;
    }).immediate();
  } catch (err) {
    // The app (or another CLI) on the same data dir kept writing past the busy wait: the transaction rolled back whole.
    if (isBusy(err)) throw new LibraryError('busy', 'another Postroom is writing to this library; nothing was imported (try again in a moment)', { cause: err });
    throw err;
  }
  report.imported = report.ids.length;
  return report;
}

/**
 * Imports a .json or .csv file into the workspace (default: current).
 * @throws LibraryError `io` when the file cannot be read, `invalid_input` for an unknown extension.
 *   Bad rows are not thrown: they are in the report's `problems`.
 */
export async function importFile(db: WritableDB, file: string, opts: ImportOptions = {}): Promise<ImportReport> {
  const format = opts.format ?? formatOf(file);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    throw new LibraryError('io', `cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`, { cause: err });
  }
  return importText(db, text, { ...opts, format, baseDir: opts.baseDir ?? dirname(resolve(file)) });
}

/**
 * Walk 39b: a time written as Postroom writes one ("2026-02-30 09:00") that is still no time: its date is no day of the
 * calendar ("is not a date"), or its time no clock shows; said so, never "not a date and time Postroom can read" with
 * examples of the very form it has. null: another shape (the examples say what Postroom reads).
 */
function isoShapeProblem(when: string): 'notDate' | 'noSuchTime' | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{1,2}):(\d{2}))?/.exec(when.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map((x) => (x === undefined ? undefined : Number(x)));
  const day = new Date(Date.UTC(y!, mo! - 1, d!));
  if (mo! < 1 || mo! > 12 || day.getUTCMonth() !== mo! - 1 || day.getUTCDate() !== d) return 'notDate';
  return h !== undefined && (h > 23 || mi! > 59) ? 'noSuchTime' : null;
}
