import { readFile } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { groupBy } from '../../../src-shared/group-by';
import { localZone } from '../../../src-shared/local-zone';
import { shorten } from '../../../src-shared/shorten';
import { utcMinute } from '../../../src-shared/utc-minute';
import { brandOf, sayBrand, type Brand } from '../../../src-shared/brand';
import { dataPaths } from '../../common';
import { splitChannelList } from '../../../src-shared/channel-list';
import type { DateOrder, Draft, ImportProblem, Library, SheetImportReport } from '../../library';
import { CODE_PAGES, type CodePage, type SheetText } from '../../../src-shared/sheet-decode';
import type { PostState } from '../../publisher';
import { CliError, usageError, type CliContext, type Command } from '../command';
import { draftTimeEnglish } from './review-words';

/** Opens the library of the data dir, runs `fn` on it, always closes it. */
export async function withLibrary<T>(ctx: CliContext, fn: (lib: Library) => Promise<T>): Promise<T> {
  const { openLibrary } = await import('../../library');
  const lib = openLibrary(dataPaths(ctx.dataDir).library);
  try {
    return await fn(lib);
  } finally {
    lib.close();
  }
}

const place = (p: ImportProblem): string => (p.line !== undefined ? `line ${p.line}` : p.index !== undefined ? `item ${p.index}` : 'file');

/** .csv (.tsv, .txt: tab-separated) or .json, said before the file is read. */
const needsCsvOrJson = (file: string): void => {
  if (!/\.(csv|tsv|txt|json)$/i.test(file)) throw new CliError('usage', `cannot tell the format of ${file}: use a .csv, .tsv, .txt or .json file`);
};

/**
 * w15import, w26bom (walk 22): the file's text, the encoding it was read in and what decided it (src-shared/sheet-decode.ts),
 * said in the app's words (src-shared/sheet-words.ts): "Read as UTF-8 (with a byte-order mark)." on stderr, and with
 * --json a `{ "read": … }` line before the rows' problems, so a refused file's report names it too.
 * `codePage`: --encoding, the code page of a file that is not UTF-8 (none: guessed, and said to be a guess).
 */
export async function readImportSheet(ctx: CliContext, file: string, codePage: CodePage | null = null): Promise<SheetText> {
  const { decodeSheetBytes } = await import('../../library');
  // Loaded when a file is read: the words module imports import-words.ts, which --help's static imports must not reach.
  const { readingWords, sayEncoding } = await import('../../../src-shared/sheet-words');
  let read: SheetText;
  try {
    read = decodeSheetBytes(await readFile(file), { codePage });
  } catch (err) {
    throw new CliError('failed', `cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
  }
  const unused = codePage !== null && read.by !== 'choice' ? ` (--encoding ${codePage} not used: the file is ${sayEncoding(read.encoding)})` : '';
  if (ctx.json) ctx.emit({ read: { file, encoding: read.encoding, encodingBy: read.by } });
  else ctx.info(`${readingWords('en', read.encoding, read.by, 'cli')}${unused}`);
  return read;
}

/** `--encoding windows-1252|windows-1258`: the code page of a file that is not UTF-8 (w26bom). */
export function encodingOption(v: unknown): CodePage | null {
  if (v === undefined) return null;
  const page = CODE_PAGES.find((p) => p === String(v).trim().toLowerCase().replace(/^cp/, 'windows-'));
  if (page) return page;
  throw new CliError('usage', `--encoding takes windows-1252 (Western European) or windows-1258 (Vietnamese), not "${String(v)}": UTF-8 and UTF-16 are read from the file itself`);
}

/** The `--encoding` option, one entry of the command table for both imports. */
export const ENCODING_OPTION = { type: 'string', value: 'windows-1252|windows-1258', help: 'the code page of a file that is not UTF-8 (default: guessed, and the report says so)', completes: { words: [...CODE_PAGES] } } as const;

/**
 * w19import: how the file was read, said once for `drafts import` and `campaign import` alike: the layout with each
 * column's use and the columns not used (nothing left out silently), then the names turned into ids. A file in
 * columns nobody knows was read as nothing: its one problem says what it needs, and no layout is said.
 */
export function reportLayout(ctx: CliContext, r: Pick<SheetImportReport, 'layout' | 'problems' | 'resolved' | 'delimiter'>): void {
  const unread = r.problems.some((p) => p.field === '(file)' || p.code === 'duplicate_column');
  if (unread) return;
  const { label, used, ignored } = r.layout;
  // w24campaign (walk 21, 5): the separator the core found (the report's `delimiter`), said as the app's Import tab says it.
  const sep = r.delimiter ? `; columns separated by ${SEPARATOR_WORDS[r.delimiter]}` : '';
  ctx.info(`layout: ${label}${used.length ? ` (${used.map((u) => (u.column === u.as ? u.column : `${u.column} → ${u.as}`)).join(', ')})` : ''}${ignored.length ? `; not used: ${ignored.join(', ')}` : ''}${sep}`);
  for (const n of r.resolved) ctx.info(`${n.field} "${n.name}" → ${n.id}`);
}

/** The separator a CSV's columns were read by, in the words of the app's Import tab (w15import.separator). */
const SEPARATOR_WORDS: Record<NonNullable<SheetImportReport['delimiter']>, string> = { ',': 'commas', ';': 'semicolons', '\t': 'tabs' };

/** `--date-order dmy|mdy`: the answer to "day or month first?" when a file's rows do not tell. */
export function dateOrderOption(v: unknown): DateOrder | null {
  if (v === undefined) return null;
  if (v === 'dmy' || v === 'mdy') return v;
  throw new CliError('usage', `--date-order takes dmy (day/month/year) or mdy (month/day/year), not "${String(v)}"`);
}

/** The `--date-order` option, one entry of the command table for both imports. */
export const DATE_ORDER_OPTION = { type: 'string', value: 'dmy|mdy', help: 'when the file\'s dates fit both orders: day first (dmy) or month first (mdy)' } as const;

/**
 * w24zone (walk 21): the zone an import reads times in when its rows name none: `--timezone`, else this computer's own
 * (src-shared/local-zone.ts), as the app's Library Import and campaign Import tab fill their zone field. Stored with
 * the drafts (campaign-import.ts), so what the report names is what Compose shows and the Hub is sent.
 */
export function importZone(option: unknown): { zone: string; computer: boolean; given: boolean } {
  const given = str(option);
  return given ? { zone: given, computer: false, given: true } : { zone: localZone(), computer: true, given: false };
}

/** Says how the file's dates (and times' zones) were read; when the rows do not tell, fails asking for --date-order (nothing was imported). */
export async function reportDates(ctx: CliContext, r: Pick<SheetImportReport, 'dates' | 'zones'>, zoneFrom: { computer?: boolean; given?: boolean } = {}): Promise<void> {
  const { dateReadingText, zoneReadingText } = await import('../../library');
  // w15import: in which zone the times were read, said as the app's Import tab says it.
  if (r.zones && r.dates?.order !== null) ctx.info(zoneReadingText(r.zones, zoneFrom));
  if (!r.dates) return;
  if (r.dates.order === null) throw new CliError('date_order_needed', `nothing imported: ${dateReadingText(r.dates)} Run again with --date-order dmy (day/month/year) or --date-order mdy (month/day/year).`);
  ctx.info(dateReadingText(r.dates));
}

/**
 * Says which profile names no cached profile could check (none read from the Hub yet): stored as
 * a name (w27brand: checked when the profiles are read, held back from sending until then), a warning. With --json, one warning line per row; in words, one note per name on stderr
 * (a note, like the date order read: stdout keeps the report and the result).
 */
export function reportUnchecked(ctx: CliContext, r: Pick<SheetImportReport, 'unchecked'>): void {
  const rows = r.unchecked ?? [];
  if (ctx.json) {
    for (const u of rows) ctx.emit({ warning: { ...u, code: 'profile_unchecked' } });
    return;
  }
  const byName = groupBy(rows, (u) => u.name, (u) => (u.line !== undefined ? String(u.line) : `item ${u.index ?? 0}`));
  for (const [name, at] of byName) {
    ctx.info(`warning: profile "${name}" (${at.length === 1 ? 'line' : 'lines'} ${at.join(', ')}) could not be checked: no profiles have been read from the Hub yet; kept as the name "${name}" (not checked with the Hub yet) and held back from sending until \`postroom profiles\` reads the profiles, which checks it`);
  }
}

/**
 * w23dryrun (walk 20, 2): the rows whose time the clocks skip or show twice, each named with what was done (the core's
 * words, library/import-clock.ts): on stderr as the other import warnings; with --json, one warning line per row.
 */
export async function reportClockTimes(ctx: CliContext, r: Pick<SheetImportReport, 'clockTimes'>): Promise<void> {
  const list = r.clockTimes ?? [];
  if (ctx.json) {
    for (const c of list) ctx.emit({ warning: { ...c, code: c.kind === 'twice' ? 'time_shown_twice' : 'time_skipped' } });
    return;
  }
  if (list.length === 0) return;
  const { clockTimeText } = await import('../../library');
  for (const c of list) ctx.info(`warning: ${clockTimeText(c)}`);
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

const oneLine = (s: string, max: number): string => {
  const flat = s.replace(/\s+/gu, ' ').trim();
  return shorten(flat, max);
};

export const draftsImportCommand: Command = {
  name: 'drafts import',
  area: 'drafts',
  writes: 'drafts.import',
  summary: 'import drafts from a .json or .csv file (ours, Hootsuite\'s or Buffer\'s; all or nothing unless --partial)',
  args: 'FILE',
  argCompletes: ['file'],
  argAccepts: [{ kind: 'read' }],
  options: {
    profile: { type: 'string', value: 'NAME|ID', help: 'the profile of rows that name none (a Hootsuite or Buffer file names none)' },
    platforms: { type: 'string', value: 'a,b', help: 'the channels of rows that name none' },
    timezone: { type: 'string', value: 'ZONE', help: 'the time zone of rows that name none, stored with their drafts (default: this computer\'s zone)', accepts: { kind: 'zone' } },
    partial: { type: 'boolean', help: 'import the good rows and list the bad ones (default: a bad row imports nothing)' },
    'date-order': DATE_ORDER_OPTION,
    encoding: ENCODING_OPTION,
  },
  example: 'drafts import hootsuite.csv --profile "Studio Lumen" --platforms instagram,facebook --timezone Asia/Ho_Chi_Minh',
  async run(ctx, { positionals, values }) {
    const file = positionals[0];
    if (!file || positionals.length > 1) throw usageError(this);
    const partial = values.partial === true;
    const dateOrder = dateOrderOption(values['date-order']);
    needsCsvOrJson(file);
    const { text, encoding, by: encodingBy } = await readImportSheet(ctx, file, encodingOption(values.encoding));
    // w30walk (walk 27, 1): --profile is a profile's id or its name, checked with the Hub's profiles (never stored as given).
    const chosen = str(values.profile);
    const profile = chosen ? await (await import('./profile-choice')).profileChoice(ctx, chosen) : undefined;
    return withLibrary(ctx, async (lib) => {
      const { campaignImport } = await import('../../library');
      const listed = str(values.platforms);
      const platforms = listed === undefined ? undefined : splitChannelList(listed);
      const tz = importZone(values.timezone);
      const defaults = { ...(profile ? { profile_id: profile } : {}), ...(platforms?.length ? { platforms } : {}), timezone: tz.zone };
      const r = await campaignImport.importSheet(lib.db, { name: basename(file), text, encoding, encodingBy, partial, dateOrder, baseDir: dirname(resolve(file)), defaults });
      reportLayout(ctx, r);
      await reportDates(ctx, r, tz);
      reportUnchecked(ctx, r);
      await reportClockTimes(ctx, r);
      for (const p of r.problems) {
        ctx.emit({ problem: p }, `${place(p)}: ${p.field}: ${p.message} [${p.code}]`);
      }
      const fileLevel = r.problems.some(lib.transfer.isFileLevel) || r.problems.some((p) => p.code === 'duplicate_column' || p.field === '(file)');
      if (r.imported === 0 && r.problems.length > 0) {
        const why = fileLevel
          ? `nothing imported from ${file}: the file itself is not importable`
          : `nothing imported from ${file}: ${r.badRows} of ${r.rows} row${r.rows === 1 ? '' : 's'} ${r.badRows === 1 ? 'is' : 'are'} bad${r.rows > r.badRows ? ` (use --partial to import the ${r.rows - r.badRows} good one${r.rows - r.badRows === 1 ? '' : 's'})` : ''}`;
        throw new CliError('failed', why);
      }
      ctx.emit(
        { ok: true, file, format: r.format, rows: r.rows, imported: r.imported, badRows: r.badRows, ids: r.ids, encoding, encodingBy, ...(r.delimiter ? { delimiter: r.delimiter } : {}) },
        `imported ${r.imported} draft${r.imported === 1 ? '' : 's'} from ${file}${r.badRows ? ` (${r.badRows} bad row${r.badRows === 1 ? '' : 's'} left out)` : ''}`,
      );
      return 0;
    });
  },
};

/** The core's words a draft's line is made of (the CLI shell imports no core area statically: passed in). */
interface DraftLineWords {
  postStateText: (p: PostState) => string;
  timeInZoneText: (at: string, zone: string | null) => string;
  /** The draft's time as `review list` says it (draftTimeEnglish). */
  draftTime: (d: Draft) => string;
  /** In a team: an unsent post's review state in words (team reviewStateEnglish), or null when it is a plain draft. */
  reviewText?: ((d: Draft) => string | null) | undefined;
  /** w27brand: the draft's brand (src-shared/brand.ts brandOf against the cached profiles). */
  brand?: ((d: Draft) => Brand) | undefined;
}

/** A draft's line; channels with their own caption are named after it (`--json` gives the captions themselves). */
const draftLine = (d: Draft, post: PostState | null, words: DraftLineWords, passed: boolean): string => {
  const own = d.captions.filter((c) => d.platforms.includes(c.channel)).map((c) => c.channel);
  // The post state in words (post-state.ts, the one derivation), or the draft's trash state; a time that passed with
  // nothing sent said as the Library and the calendar say it (publisher/actions.ts timePassedUnsent).
  // w19time: the time on its zone's clock in the words of "scheduled for" (timeInZoneText), never the stored "…09:00:00.000+01:00".
  // w24zone: a time stored with no zone says so, as Compose and the Library do (never "in UTC", a zone it does not hold).
  // w24rows (walk 21, 4): a post not sent, in a team, in the Library's words: its review state (in review, approved,
  // changes requested), never a bare "draft" beside a post Bảo approved.
  const review = post?.state === 'draft' ? words.reviewText?.(d) ?? null : null;
  const state = post ? `${review ?? words.postStateText(post)}${passed && d.scheduled_at ? `, time passed, not sent (was for ${words.timeInZoneText(d.scheduled_at, d.timezone)}${d.timezone ? '' : ', no time zone yet'})` : ''}` : d.state;
  // w24rows (walk 21, 4): an unsent post's own time (review-words draftTimeEnglish, as `review list` says it; a sent
  // one's state says where the Hub holds it), and the time of the last change labelled as such (it stood unlabelled
  // beside a post scheduled for another day).
  const time = post?.state !== 'draft' ? [] : [d.scheduled_at || d.add_to_queue ? `for ${words.draftTime(d)}` : 'no time set'];
  const line = [d.id, state.padEnd(9), ...time, (d.platforms.join(',') || '-').padEnd(20), `changed ${utcMinute(d.updatedAt)}`, oneLine(d.caption || d.title || '(empty)', 60)].join('  ');
  // w27brand (walk 23): a brand still a name says so, as every screen does (never a name passing for a profile).
  const brand = words.brand?.(d);
  const named = brand?.kind === 'name' ? `${line}  [brand ${sayBrand(brand)}]` : line;
  return own.length > 0 ? `${named}  [own caption: ${own.join(',')}]` : named;
};

export const draftsListCommand: Command = {
  name: 'drafts list',
  area: 'drafts',
  summary: 'list the drafts of the current workspace, newest first (--query searches)',
  options: {
    query: { type: 'string', short: 'q', value: 'Q', help: 'only drafts whose words match (accents optional)' },
    limit: { type: 'string', value: 'N', help: 'at most N drafts, 1 to 500 (default 50)', accepts: { kind: 'whole', min: 1, max: 500 } },
  },
  example: 'drafts list --query "summer sale" --limit 10',
  async run(ctx, { positionals, values }) {
    if (positionals.length > 0) throw usageError(this);
    // w30words: --limit is checked before the command runs (its `accepts`).
    const limit = typeof values.limit === 'string' ? Number(values.limit) : 50;
    const query = typeof values.query === 'string' ? values.query : '';
    const { draftPostState, draftSends, headStateText, olderTextText, postStateText, sendsSaid, sendsText, timeInZoneText, timePassedUnsent, whichShowingText } = await import('../../publisher');
    return withLibrary(ctx, async (lib) => {
      // A team workspace: a post a teammate published reads "published by NAME".
      const { teamPublishPort, reviewOf, reviewStateEnglish } = await import('../../team');
      const team = teamPublishPort(lib, lib.workspaces.getCurrent(lib.db));
      const { wallTimeOf, skippedReading } = await import('../../library');
      // w29time (walk 25, 4): a post approved and given only a new time since says so, as `review list` does (one derivation).
      const reviewText = team ? (d: Draft): string | null => {
        const r = reviewOf(lib.db, d);
        return r.state === 'draft' && !r.stale ? null : reviewStateEnglish(r, approvalEdits.get(d.id) ?? null);
      } : undefined;
      const profiles = lib.cache.profiles(lib.db, lib.workspaces.getCurrent(lib.db).id);
      const brandOfDraft = (d: Draft): Brand => brandOf(d.profile_id, profiles);
      const lineWords: DraftLineWords = { postStateText, timeInZoneText, draftTime: (d) => draftTimeEnglish(d, wallTimeOf, whichShowingText, skippedReading), reviewText, brand: brandOfDraft };
      const page = query ? lib.drafts.search(lib.db, { text: query, limit }) : lib.drafts.list(lib.db, { limit });
      const approvalEdits = team ? await (await import('./review')).editsOfListed(ctx, lib, page.items.filter((d) => d.state !== 'deleted').map((d) => reviewOf(lib.db, d))) : new Map<string, { onlyTime: boolean }>();
      const now = Date.now();
      const posts = new Map(page.items.map((d) => [d.id, d.state === 'deleted' ? null : draftPostState(lib.db, d.id, team)]));
      // w27teammate (walk 23, 3): a post whose draft changed since the send the Hub holds says so, as the Library's row and
      // the Outbox card (bridge drafts-edited.ts, one reading); before, it read "published" beside text the Hub never had.
      const { editedSinceSentOf } = await import('../../bridge');
      const edits = editedSinceSentOf(lib.db, page.items.filter((d) => { const p = posts.get(d.id); return p && p.state !== 'draft' && p.state !== 'refused' && p.state !== 'cancelled'; }).map((d) => d.id), team ?? null);
      for (const d of page.items) {
        const post = posts.get(d.id) ?? null;
        const edited = edits.get(d.id) ?? null;
        const passed = post !== null && d.scheduled_at !== null && timePassedUnsent({ state: post.state, scheduledAt: d.scheduled_at, timezone: d.timezone }, now);
        // w15compose (walk 14): a draft sent by two members is two Hub posts: each named, as Compose names them.
        // w19twohub: outside a team too (an X-only caption is two Hub posts on a single desk), as Compose lists them.
        const sends = post ? draftSends(lib.db, d.id, team ?? undefined) : [];
        // w16sends (walk 15): one sender's two posts too, as Compose lists them (src-shared sendsListed); w31retry: and one send whose
        // refused channels were retried, said as its Outbox card says it (its own outcome, then the retry's: publisher sendsSaid).
        const several = sendsSaid(sends);
        ctx.emit({ draft: d, brand: brandOfDraft(d), ...(post ? { postState: post } : {}), ...(passed ? { timePassed: true } : {}), ...(several ? { sends } : {}), ...(edited ? { editedSinceSent: edited } : {}) },
          // h-oldcaption (walk 43b, 5): a channel whose Hub post holds an earlier version of the text (the core's post state `older`).
          // h-twotimes (walk 45a, 1): its sends held for two times: the head says how many posts, never one send's time.
          `${draftLine(d, post, several ? { ...lineWords, postStateText: (p) => headStateText(p, sends, postStateText) } : lineWords, passed)}${edited ? `  [≠ edited since it was sent: the Hub holds the text approved on ${utcMinute(edited.approvedAt)}, not this caption]` : ''}${post?.older ? `  [≠ ${olderTextText(post.older)}]` : ''}${several ? `\n    ${sendsText(sends, (p) => postStateText(p))}` : ''}`);
      }
      if (!ctx.json && page.items.length === 0) ctx.info(query ? `no drafts match "${query}"` : 'no drafts yet (postroom drafts import FILE)');
      if (!ctx.json && page.nextCursor) ctx.info(`(first ${limit} shown; --limit N for more)`);
      return 0;
    });
  },
};

export const draftsExportCommand: Command = {
  name: 'drafts export',
  area: 'drafts',
  summary: 'write the drafts of the current workspace to a .json or .csv file',
  args: 'FILE',
  argCompletes: ['file'],
  argAccepts: [{ kind: 'write' }],
  example: 'drafts export backup.json',
  async run(ctx, { positionals }) {
    const file = positionals[0];
    if (!file || positionals.length > 1) throw usageError(this);
    return withLibrary(ctx, async (lib) => {
      const r = await lib.transfer.exportFile(lib.db, file);
      ctx.emit({ ok: true, file: r.file, format: r.format, count: r.count }, `exported ${r.count} draft${r.count === 1 ? '' : 's'} to ${r.file}`);
      return 0;
    });
  },
};

export const DRAFTS_COMMANDS: readonly Command[] = [draftsImportCommand, draftsListCommand, draftsExportCommand];
