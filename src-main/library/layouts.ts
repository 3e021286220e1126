/**
 * Other tools' bulk-upload CSV layouts, mapped onto Postroom's columns before the importer runs.
 * Pure: rows in (as parsed, with their file lines), our records out, and a word on which columns
 * were used and how, so the person sees what became of their file.
 *
 * Layouts are data (style.md principle 6): each says how to recognise its header (or its rows,
 * for Hootsuite's header-less file) and what each column becomes.
 *
 * - Hootsuite bulk composer: rows of `date, message[, link]`, usually with no header; the date is
 *   `dd/mm/yyyy hh:mm` or `mm/dd/yyyy hh:mm` (Hootsuite asks which at upload). The link is appended
 *   to the message, as Hootsuite posts it.
 * - Buffer bulk import: a header `Text, Image URL, Tags, Posting Time` (`yyyy-mm-dd hh:mm`).
 *
 * Dates are left as written here: dates.ts reads them for every layout alike, the order of day and
 * month decided by the whole file's rows (or asked).
 */
import { readSheetDate } from './dates';

export type LayoutId = 'postroom' | 'hootsuite' | 'buffer';

export interface ColumnUse {
  /** The column as the file names it (or "column 1" without a header). */
  column: string;
  /** What it became, in our names (`caption`, `scheduled_at`, …; `caption (appended)`). */
  as: string;
}

export interface LayoutInfo {
  id: LayoutId;
  /** The tool's name, as people know it. */
  label: string;
  used: ColumnUse[];
  /** Columns of the file that were not used. */
  ignored: string[];
}

/** A row as parsed: its cells and the 1-based file line it starts on. */
export interface SourceRow { line: number; cells: string[] }
/** A row in our column names (the importer's CSV columns), with its file line. */
export interface MappedRow { line: number; record: Record<string, string> }

const norm = (s: string): string => s.replace(/^\uFEFF/, '').trim().toLowerCase();

/** A Hootsuite row's first cell: a day-and-month date with a time (`12/01/2026 09:00`, `26.11.2026 9:00 PM`). */
const looksLikeDateTime = (cell: string): boolean => {
  const d = readSheetDate(cell);
  return d !== null && d.kind === 'dm' && d.time !== null;
};

/**
 * w19import: a row's cells up to its last one with something in it. Excel writes `,,` after every row of a sheet
 * formatted beyond its data, so a Hootsuite file of date, message, link has five cells a row; those are not columns.
 */
const filledWidth = (cells: readonly string[]): number => {
  let n = cells.length;
  while (n > 0 && (cells[n - 1] ?? '').trim() === '') n--;
  return n;
};

interface ForeignLayout {
  id: Exclude<LayoutId, 'postroom'>;
  label: string;
  /** Header cells (normalised) that, all present, name this layout. */
  header: readonly string[];
  /** Our column for each header cell this layout knows (normalised name → ours). */
  columns: Readonly<Record<string, string>>;
  /** Recognises the layout's header-less rows (Hootsuite). */
  rowsLookLikeIt?: (rows: readonly SourceRow[]) => boolean;
  /** Position → header name when the file has no header. */
  positional?: readonly string[];
}

/** The layouts, as data. */
export const LAYOUTS: readonly ForeignLayout[] = [
  {
    id: 'buffer', label: 'Buffer',
    header: ['text', 'posting time'],
    columns: { text: 'caption', 'image url': 'photos', tags: 'tags', 'posting time': 'scheduled_at' },
  },
  {
    id: 'hootsuite', label: 'Hootsuite',
    header: ['date', 'message'],
    columns: { date: 'scheduled_at', 'date and time': 'scheduled_at', message: 'caption', 'post text': 'caption', link: 'caption (appended)', url: 'caption (appended)' },
    positional: ['date', 'message', 'link'],
    rowsLookLikeIt: (rows) => rows.length > 0 && rows.slice(0, 5).every((r) => filledWidth(r.cells) >= 2 && filledWidth(r.cells) <= 3 && looksLikeDateTime(r.cells[0] ?? '')),
  },
];

/** Our own columns (the importer's); a header naming one of these is a Postroom file. */
export function isOurHeader(cells: readonly string[], ours: ReadonlySet<string>): boolean {
  return cells.some((c) => ours.has(c.trim()));
}

/**
 * A header cell as compared (issue 31, mend 3): accents, case, spaces, `_` and `-` do not count, so
 * `Caption`, ` caption `, `Scheduled At` and `scheduled_at` are one name, and `Nội dung` is `noi dung`.
 */
export const foldHeader = (s: string): string =>
  s.replace(/^\uFEFF/, '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[đĐ]/g, 'd').trim().toLowerCase().replace(/[\s_\-./]+/g, ' ').trim();

/** Other tools' and locales' names for our columns (folded), mapped where they can mean one thing only. */
const SYNONYMS: Readonly<Record<string, string>> = Object.fromEntries(Object.entries({
  // Walk 44a: Sprout Social's bulk-scheduling file names its text `message_text` and its time of day `time_24hr`.
  caption: ['text', 'post', 'post text', 'message', 'message text', 'content', 'body', 'texte', 'contenu', 'nachricht', 'beitrag', 'beitragstext', 'testo', 'texto', 'mensaje', 'noi dung', 'chu thich', 'bai dang'],
  scheduled_at: ['date', 'datum', 'date and time', 'date time', 'datetime', 'posting time', 'publish time', 'publish date', 'publish at', 'scheduled', 'schedule', 'scheduled time', 'send at', 'time', 'zeit', 'uhrzeit', 'heure', 'date heure', 'fecha', 'ngay', 'gio', 'ngay gio', 'thoi gian', 'thoi diem',
    // Walk 10 (5f): a Vietnamese posting plan's "Ngày đăng", "Giờ đăng", "Thời gian đăng", "Lịch đăng".
    'ngay dang', 'gio dang', 'ngay gio dang', 'thoi gian dang', 'lich dang', 'time 24hr'],
  'caption (appended)': ['link', 'url', 'links', 'lien', 'enlace', 'duong dan', 'lien ket'],
  photos: ['image', 'images', 'image url', 'photo', 'picture', 'pictures', 'media', 'bild', 'bilder', 'anh', 'hinh anh', 'hinh'],
  // Walk 10 (5f): a Vietnamese sheet names the profile by the brand: "Thương hiệu", "Nhãn hàng", "Nhãn hiệu", or "Tài khoản".
  // walk 38: a French sheet's "Marque" (and "Compte"), a Spanish one's "Marca", "Cuenta", a German one's "Marke".
  // Walk 44a: a Sprout/Later-style plan's "Social Profile" (it was "not used", and every row erred "no profile").
  profile_id: ['profile', 'profil', 'account', 'social profile', 'social profiles', 'profile name', 'social account', 'brand', 'ho so', 'thuong hieu', 'nhan hang', 'nhan hieu', 'tai khoan', 'marque', 'compte', 'marca', 'cuenta', 'marke', 'konto'],
  platforms: ['channel', 'channels', 'platform', 'network', 'networks', 'social network', 'kanal', 'kanale', 'kenh', 'nen tang', 'mang xa hoi',
    // w19import: a French sheet's "Réseau" (and its plurals), "Plateforme", "Canal"; a Spanish one's "Red social", "Plataforma".
    'reseau', 'reseaux', 'reseau social', 'reseaux sociaux', 'plateforme', 'plateformes', 'canal', 'canaux', 'red social', 'redes sociales', 'plataforma', 'plataformas'],
  timezone: ['time zone', 'zone', 'zeitzone', 'fuseau horaire', 'mui gio'],
  tags: ['tag', 'labels', 'label', 'the'],
  notes: ['note', 'notiz', 'notizen', 'ghi chu'],
  title: ['titel', 'titre', 'titulo', 'tieu de'],
  // w19import: Buffer's Pinterest bulk file names the board by its name in a "Board Name" column (resolved to its id, as any board name).
  pinterest_board_id: ['board', 'board name', 'pinterest board', 'pinterest board name'],
}).flatMap(([ours, names]) => names.map((n) => [n, ours])));
/** Date columns a separate time-of-day column completes (`Date;Time;Text`: the two cells joined). */
const TIME_ONLY = new Set(['time', 'zeit', 'uhrzeit', 'heure', 'gio', 'gio dang', 'time 24hr']);

/** How a file's header maps onto our columns: per cell, our column (null: not used); the cells said as used and unused. */
export interface OurHeader {
  targets: Array<string | null>;
  used: ColumnUse[];
  ignored: string[];
  /** A column named twice (the same name, folded): the file is refused (the last must not silently win). */
  twice?: string;
  /** The cell whose values complete the date column's with a time of day. */
  timeOf?: { time: number; date: number };
}

/**
 * Maps a header onto our columns: our own names first (folded), then the synonyms. A synonym that two
 * columns share is ambiguous and maps neither (both named as unused), except a date and a time column, joined.
 */
export function mapOurHeader(header: readonly string[], ours: ReadonlySet<string>): OurHeader {
  const oursFolded = new Map([...ours].map((c) => [foldHeader(c), c]));
  const folded = header.map(foldHeader);
  const twice = header.find((h, i) => folded[i] !== '' && folded.indexOf(folded[i] ?? '') !== i);
  const direct = folded.map((f) => oursFolded.get(f) ?? null);
  const targets = folded.map((f, i) => direct[i] ?? (f === '' ? null : (SYNONYMS[f] ?? null)));
  let timeOf: OurHeader['timeOf'];
  const time = folded.findIndex((f, i) => TIME_ONLY.has(f) && direct[i] === null);
  const date = targets.findIndex((t, i) => t === 'scheduled_at' && i !== time);
  if (time >= 0 && date >= 0 && targets.filter((t) => t === 'scheduled_at').length === 2) timeOf = { time, date };
  const ambiguous = new Set<number>();
  targets.forEach((t, i) => {
    if (t === null || t === 'caption (appended)' || (timeOf && (i === timeOf.time || i === timeOf.date))) return;
    const same = targets.flatMap((u, j) => (u === t && j !== i ? [j] : []));
    // Our own name beats a synonym (`caption` and `Text`: caption is the caption, Text is not used).
    if (same.length > 0 && !(direct[i] !== null && same.every((j) => direct[j] === null))) ambiguous.add(i);
  });
  const out = targets.map((t, i) => (ambiguous.has(i) ? null : t));
  const used: ColumnUse[] = [];
  const ignored: string[] = [];
  header.forEach((h, i) => {
    const t = out[i];
    const name = h.replace(/^\uFEFF/, '').trim();
    if (t) used.push({ column: name, as: timeOf?.time === i ? 'scheduled_at (time)' : t });
    else if (name !== '') ignored.push(name);
  });
  return { targets: out, used, ignored, ...(twice !== undefined ? { twice } : {}), ...(timeOf ? { timeOf } : {}) };
}

/** Which foreign layout a file is in (null: not one we know). Reads the first row only, or the first rows for Hootsuite. */
export function detectLayout(rows: readonly SourceRow[]): { layout: ForeignLayout; hasHeader: boolean } | null {
  const first = rows[0]?.cells.map(norm) ?? [];
  for (const l of LAYOUTS) if (l.header.every((h) => first.includes(h)) || (l.id === 'hootsuite' && first.includes('date and time') && first.includes('post text'))) return { layout: l, hasHeader: true };
  for (const l of LAYOUTS) if (l.rowsLookLikeIt?.(rows)) return { layout: l, hasHeader: false };
  return null;
}

/**
 * Maps a foreign file's rows onto our columns. `rows` are every parsed row (the header too, when
 * it has one). Empty cells are left out, as the importer does.
 *
 * A file with a header keeps every column the generic reader (mapOurHeader) would use (walk 12): the
 * tool's layout names its own columns, and the others (a separate Time column, Profile, Network, …) are
 * read as in any sheet, a time of day joined to the date; only columns truly unused are said so.
 * `ours`: the importer's own column names.
 */
export function mapForeign(rows: readonly SourceRow[], detected: { layout: ForeignLayout; hasHeader: boolean }, ours: ReadonlySet<string> = new Set()): { info: LayoutInfo; rows: MappedRow[] } {
  const { layout, hasHeader } = detected;
  const names = hasHeader ? (rows[0]?.cells ?? []).map((c) => c.replace(/^\uFEFF/, '').trim()) : (layout.positional ?? []).slice(0, Math.max(...rows.map((r) => r.cells.length)));
  const data = hasHeader ? rows.slice(1) : rows;
  const own = names.map((n) => layout.columns[norm(n)] ?? null);
  const generic = hasHeader ? mapOurHeader(names, ours) : null;
  const taken = new Set(own.filter((t): t is string => t !== null && t !== 'caption (appended)'));
  const targets = own.map((t, i) => {
    if (t !== null) return t;
    const g = generic?.targets[i] ?? null;
    return g !== null && (g === 'caption (appended)' || !taken.has(g) || generic?.timeOf?.time === i) ? g : null;
  });
  const timeOf = generic?.timeOf && targets[generic.timeOf.date] === 'scheduled_at' && targets[generic.timeOf.time] === 'scheduled_at' ? generic.timeOf : undefined;
  const used: ColumnUse[] = [];
  const ignored: string[] = [];
  names.forEach((n, i) => {
    const label = hasHeader ? n : `column ${i + 1} (${n})`;
    const t = timeOf?.time === i ? 'scheduled_at (time)' : targets[i];
    if (t) used.push({ column: label, as: t });
    else if (label !== '') ignored.push(label);
  });
  const mapped = data.map((r): MappedRow => {
    const record = Object.create(null) as Record<string, string>;
    r.cells.forEach((raw, i) => {
      const t = targets[i];
      if (!t || timeOf?.time === i) return;
      const time = timeOf?.date === i ? (r.cells[timeOf.time] ?? '').trim() : '';
      const v = time !== '' && raw.trim() !== '' ? `${raw.trim()} ${time}` : raw.trim();
      if (v === '') return;
      if (t === 'caption (appended)') record.caption = record.caption ? `${record.caption} ${v}` : v;
      else if (t === 'caption') record.caption = record.caption ? `${raw.trim()} ${record.caption}` : raw.trim();
      else if (t === 'tags') record.tags = v.split(',').map((x) => x.trim()).filter(Boolean).join('|');
      else record[t] = v;
    });
    return { line: r.line, record };
  });
  return { info: { id: layout.id, label: layout.label, used, ignored }, rows: mapped };
}
