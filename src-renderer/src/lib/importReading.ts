/**
 * w15import: "how the file was read", in the user's words, from the core's report (library/campaign-import.ts,
 * import-zones.ts): the layout and what each column became, the separator and rows read, the time zone of the
 * times. Shown after an import that went through at once as in a report that asks (ImportReading.svelte).
 */
import type { CampaignImportReportDto, ImportReportDto } from '../../../src-main/bridge/contract';
import { columnLabel, fieldLabel, type Translate } from './importReport';
import { zoneName } from '../../../src-shared/zone-name';
import { isoOffsetText } from '../../../src-shared/utc-offset';
import { encodingByKey, encodingKey, type ReadingShell } from '../../../src-shared/sheet-words';

type Report = Pick<CampaignImportReportDto, 'layout' | 'rows' | 'delimiter' | 'zones'>;
/** What ImportReading.svelte says: a campaign's import report, or the Library's (readingOf). */
export type Reading = Pick<CampaignImportReportDto, 'layout' | 'rows' | 'delimiter' | 'zones' | 'encoding' | 'encodingBy' | 'dates' | 'clockTimes'>;

/** w16import2: the Library's import report (drafts.import) as the same reading the campaign Import tab shows; null: the file was not read (no layout). */
export function readingOf(v: ImportReportDto): Reading | null {
  if (!v.layout || v.rows === undefined) return null;
  return {
    layout: { id: v.layout.id, label: v.layout.label, used: v.layout.used ?? [], ignored: v.layout.ignored ?? [] },
    rows: v.rows, dates: v.dates ?? null,
    ...(v.delimiter ? { delimiter: v.delimiter } : {}), ...(v.zones ? { zones: v.zones } : {}), ...(v.encoding ? { encoding: v.encoding } : {}), ...(v.encodingBy ? { encodingBy: v.encodingBy } : {}), ...(v.clockTimes ? { clockTimes: v.clockTimes } : {}),
  };
}

/**
 * w26bom (walk 22): "Read as UTF-8 (with a byte-order mark).", "Read as Windows-1258 (Vietnamese) (not UTF-8: guessed — …)":
 * src-shared/sheet-words.ts's words, which the CLI says too. null: the picker did not say how it read the file.
 */
export function encodingText(r: Pick<Reading, 'encoding' | 'encodingBy'>, t: Translate, shell: ReadingShell = 'app'): string | null {
  if (!r.encoding) return null;
  const name = t('w26bom.encodingName', { values: { enc: encodingKey(r.encoding) } });
  return t('w26bom.readAs', { values: { name, by: encodingByKey(r.encodingBy ?? 'content', shell) } });
}

const capital = (s: string): string => `${s.charAt(0).toLocaleUpperCase()}${s.slice(1)}`;
const sentence = (s: string): string => `${capital(s)}.`;

/**
 * "Read as a Hootsuite file. Column 1 → Date and time · …. Not used: …" ("Read by its column names." in our columns: a sheet a
 * person or another tool made is not "a Postroom file", walk 31, 11): columns named when the layout is another tool's,
 * or a column was read under another name; the list is a sentence of its own (w19import: it ran into "Not used").
 */
export function layoutText(r: Report, t: Translate): string {
  const { layout } = r;
  const renamed = layout.id !== 'postroom' || layout.used.some((u) => u.column !== u.as);
  return [
    layout.id === 'postroom' ? t('campaigns.layoutOurs') : t('campaigns.layoutUsed', { values: { label: layout.label } }),
    renamed && layout.used.length ? sentence(layout.used.map((u) => capital(t('campaigns.columnUsed', { values: { column: columnLabel(u.column, t), as: fieldLabel(u.as, t) } }))).join(' · ')) : '',
    layout.ignored.length ? t('campaigns.columnsIgnored', { values: { columns: layout.ignored.join(', ') } }) : '',
  ].filter((x) => x !== '').join(' ');
}

const SEP = { ',': 'comma', ';': 'semicolon', '\t': 'tab' } as const;

/** "2 rows read, columns separated by semicolons." (JSON: the rows alone.) */
export function rowsText(r: Report, t: Translate): string {
  const rows = t('w15import.rowsRead', { values: { n: r.rows } });
  const sep = separatorText(r, t);
  return sentence(sep ? `${rows}, ${sep}` : rows);
}

/**
 * "columns separated by tabs" (null: JSON, no separator). w17trunc (walk 16): said every time, also in a
 * report whose summary says the rows (the same file imported again: ImportReading's `rows` off).
 */
export function separatorText(r: Pick<Report, 'delimiter'>, t: Translate): string | null {
  return r.delimiter ? t('w15import.separator', { values: { sep: SEP[r.delimiter] } }) : null;
}

/** "Columns separated by tabs.": the separator alone, as a sentence. */
export const separatorSentence = (r: Pick<Report, 'delimiter'>, t: Translate): string | null => {
  const sep = separatorText(r, t);
  return sep ? sentence(sep) : null;
};

/**
 * Where the zone rows without one were read in came from (w29time, walk 25, 5): the Import tab's field holds this
 * computer's zone until the person chooses another, as the CLI says "this computer's zone" or "given with --timezone";
 * `default`: a screen with no zone field of its own (the Library's import).
 */
export type ZoneBy = 'default' | 'computer' | 'chosen';

/** "Times read: 2 rows in Asia/Ho_Chi_Minh (the time zone chosen above)." null: no row has a time. */
export function zonesText(r: Report, t: Translate, by: ZoneBy = 'default'): string | null {
  const z = r.zones;
  if (!z) return null;
  const fromDefault = by === 'default' ? 'w15import.zoneDefault' : by === 'computer' ? 'w29time.zoneComputer' : 'w29time.zoneChosen';
  const parts = [
    z.fromDefault > 0 ? t(fromDefault, { values: { n: z.fromDefault, zone: z.zone ?? 'UTC' } }) : '',
    z.ownRows > 0 ? t('w15import.zoneOwn', { values: { n: z.ownRows, zones: z.own.join(', ') } }) : '',
    z.offset > 0 ? t('w15import.zoneOffset', { values: { n: z.offset } }) : '',
    z.none > 0 ? t('w15import.zoneNone', { values: { n: z.none } }) : '',
  ].filter((x) => x !== '');
  return parts.length ? t('w15import.zonesLead', { values: { parts: parts.join('; ') } }) : null;
}

/**
 * w23dryrun (walk 20, 2): each row whose time the clocks skip or show twice, with what was done (the core's note,
 * library/import-clock.ts): "Line 14: 2027-10-31 02:30 happens twice in Europe/Berlin (the clocks go back): the first,
 * at UTC+02:00, is used (not the second, at UTC+01:00)." Empty: none.
 */
export function clockTimeLines(r: Pick<Reading, 'clockTimes'>, t: Translate): string[] {
  return (r.clockTimes ?? []).map((c) => {
    const where = c.line !== undefined ? t('w23dryrun.whereLine', { values: { n: c.line } }) : t('w23dryrun.whereItem', { values: { n: c.index ?? 0 } });
    const values = { where, written: c.written.replace('T', ' '), zone: zoneName(c.zone), used: c.used.replace('T', ' '), offset: isoOffsetText(c.offset), other: c.otherOffset ? isoOffsetText(c.otherOffset) : '' };
    return t(c.kind === 'twice' ? 'w23dryrun.twice' : 'w23dryrun.skipped', { values });
  });
}
