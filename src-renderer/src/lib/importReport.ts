import type { CampaignImportReportDto } from '../../../src-main/bridge/contract';
import { decodeSheetBytes, type CodePage, type EncodingBy, type SheetEncoding } from '../../../src-shared/sheet-decode';

export type ReportProblem = CampaignImportReportDto['problems'][number];

/** A message lookup, as svelte-i18n's `$_` is. */
export type Translate = (key: string, options?: { values?: Record<string, string | number>; default?: string }) => string;

/**
 * A problem in the user's language: a name that matched nothing (and the closest known one), or a
 * problem the core gave as a key and values (`say`); any other (a photo's, the schema's) as the
 * core wrote it.
 */
export function problemText(p: { field: string; message: string; name?: string; suggestion?: string | null; say?: { key: string; values?: Record<string, string> } }, t: Translate): string {
  if (p.name !== undefined) {
    const head = t('campaigns.noSuchName', { values: { what: p.field, name: p.name } });
    return p.suggestion ? t('campaigns.didYouMean', { values: { head, suggestion: p.suggestion } }) : head;
  }
  return p.say ? t(`importProblem.${p.say.key}`, { values: p.say.values ?? {} }) : p.message;
}

/** One problem as the report shows it, with every row it stands on. */
export interface ProblemGroup {
  problem: ReportProblem;
  /** Where it stands: file lines for CSV ("4"), array indexes for JSON ("#4"); the first is the problem's own. */
  places: string[];
}

/** Up to this many problems the report lists each on its own row; beyond, identical ones are said once. */
export const GROUP_FROM = 8;
/** Places listed for a grouped problem before "and N more". */
export const PLACES_SHOWN = 12;

export const placeOf = (p: { line?: number; index?: number }): string => (p.line !== undefined ? String(p.line) : p.index !== undefined ? `#${p.index}` : '—');

/**
 * The report's problems, in order of first appearance. A long report (more than GROUP_FROM)
 * says identical problems (same field, kind and words: the same unknown name, the same bad
 * value) once, with the rows they stand on, instead of repeating the same line many times.
 */
export function groupProblems(problems: readonly ReportProblem[], groupFrom = GROUP_FROM): ProblemGroup[] {
  if (problems.length <= groupFrom) return problems.map((problem) => ({ problem, places: [placeOf(problem)] }));
  const groups = new Map<string, ProblemGroup>();
  for (const p of problems) {
    const k = JSON.stringify([p.field, p.code, p.message]);
    const g = groups.get(k);
    if (g) {
      if (!g.places.includes(placeOf(p))) g.places.push(placeOf(p));
    } else groups.set(k, { problem: p, places: [placeOf(p)] });
  }
  return [...groups.values()];
}

// ---- The importer (issue 31): files read as spreadsheets save them, and the dates' order said ----

/**
 * A picked file's text as spreadsheets save it: UTF-16 with a BOM (Excel's "Unicode text"), UTF-8 with or
 * without BOM, else Windows-1252 or Windows-1258 (Excel's plain "CSV" in Western or Vietnamese locales): the one
 * decoder of src-shared/sheet-decode.ts, which the core reads the CLI's files with too (transfer-csv.ts `decodeSheet`).
 */
export async function readFileText(file: Blob): Promise<string> {
  return (await readFileSheet(file)).text;
}

/** w15import: the text and the encoding it was read in (one decoder for the app and the CLI: Windows-1258 too, never read as 1252 in silence). */
export async function readFileSheet(file: Blob, codePage: CodePage | null = null): Promise<PickedSheet> {
  const { text, encoding, by } = decodeSheetBytes(new Uint8Array(await file.arrayBuffer()), { codePage });
  return { text, encoding, encodingBy: by };
}
/** w26bom: a picked file's text, its encoding and what decided it (the person's code page, when the bytes are not UTF-8). */
export interface PickedSheet { text: string; encoding: SheetEncoding; encodingBy: EncodingBy }

/** The files an import takes (the Library's and a campaign's pickers). */
export const IMPORT_ACCEPT = '.csv,.tsv,.txt,.json,text/csv,text/tab-separated-values,text/plain,application/json';

export type DateOrder = 'dmy' | 'mdy';
export type DateReading = NonNullable<CampaignImportReportDto['dates']>;
type Place = { line?: number; index?: number; value: string };

const placeText = (p: Place, t: Translate): string => (p.line !== undefined ? t('importer.placeLine', { values: { n: p.line } }) : t('importer.placeItem', { values: { n: p.index ?? 0 } }));

/** How the file's dates were read and why, in the user's words (null: nothing to say). */
export function dateReadingText(d: DateReading | null | undefined, t: Translate): string | null {
  if (!d) return null;
  switch (d.why) {
    case 'chosen':
      return t('importer.readChosen', { values: { order: d.order ?? 'dmy' } });
    case 'row':
      return d.decidedBy ? t('importer.readByRow', { values: { order: d.order ?? 'dmy', place: placeText(d.decidedBy, t), value: d.decidedBy.value } }) : null;
    case 'dots':
      return t('importer.readByDots');
    case 'both':
      return t('importer.askBoth', { values: { value: d.decidedBy?.value ?? '', place: d.decidedBy ? placeText(d.decidedBy, t) : '' } });
    case 'disagree':
      return t('importer.askDisagree', {
        values: { value: d.decidedBy?.value ?? '', place: d.decidedBy ? placeText(d.decidedBy, t) : '', value2: d.against?.value ?? '', place2: d.against ? placeText(d.against, t) : '' },
      });
    default:
      return null;
  }
}

/**
 * The two readings of a day-and-month date, for the question's buttons: `03/04/2027` as 3 April 2027 and
 * as March 4, 2027, written in the user's locale. Null for a reading that is no date.
 */
export function readingsOf(value: string, locale: string): Record<DateOrder, string | null> {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(value.trim());
  if (!m) return { dmy: null, mdy: null };
  const [a, b] = [Number(m[1]), Number(m[2])];
  const y = (m[3] ?? '').length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
  const say = (mo: number, d: number): string | null => {
    const at = new Date(Date.UTC(y, mo - 1, d));
    return mo >= 1 && mo <= 12 && at.getUTCDate() === d ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(at) : null;
  };
  return { dmy: say(b, a), mdy: say(a, b) };
}

/** A field (our column) in the UI's words; the raw name stays for a tooltip. `caption (appended)` is a layout's link column. */
export function fieldLabel(field: string, t: Translate): string {
  // A separate Time column completing the date column's (walk 12): "Date and time (time of day)".
  if (field.endsWith(' (time)')) return t('w12import.timeOfDay', { values: { field: fieldLabel(field.slice(0, -' (time)'.length), t) } });
  const appended = field.endsWith(' (appended)');
  const base = appended ? field.slice(0, -' (appended)'.length) : field;
  const key = base === '(file)' ? 'file' : base === '(row)' ? 'row' : base;
  const label = /^[a-z_]+$/.test(key) ? t(`importField.${key}`, { default: base }) : base;
  return appended ? t('importer.appended', { values: { field: label } }) : label;
}

/** A file's column as the report names it: a header-less file's `column 2 (message)` as "column 2" in the user's language. */
export function columnLabel(column: string, t: Translate): string {
  const m = /^column (\d+) \([^)]*\)$/.exec(column);
  return m ? t('importer.column', { values: { n: Number(m[1]) } }) : column;
}
