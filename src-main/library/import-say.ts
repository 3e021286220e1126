/**
 * The import problems a shell can say in the user's language: each as a key and values (`say`)
 * beside its English `message`, made here from one table so the two never differ. The renderer's
 * `importProblem.*` catalogs hold the same English and the translations; import-problems-i18n
 * checks them entry by entry (the renderer reaches the core only through the bridge contract).
 */
import type { ImportProblem, ImportProblemCode } from './transfer';

/** The problems a shell can translate; every other problem (a photo's or the schema's) is only its `message`. */
export type ImportSay = { key: ImportSayKey; values?: Record<string, string> };
export type ImportSayKey = keyof typeof SAY_ENGLISH;

/** The English of each problem a shell can translate: its `message` (the renderer's `importProblem.*` catalogs say the same). */
const SAY_ENGLISH = {
  profileRequired: 'no profile: name one in the row, or choose one for rows that leave it out',
  platformsRequired: 'no channel: name at least one in the row, or choose channels for rows that leave them out',
  notPhotoChannel: '{channel} does not take photo posts',
  requiredFor: '{channel} needs {field, select, pinterest_board_id {a Pinterest board} reddit_community {a Reddit community} reddit_title {a Reddit title} gmb_location_id {a business location} facebook_page_id {a Facebook page} other {a value this row leaves out}}',
  needsTitle: '{channel} needs a title',
  unknownZone: 'unknown time zone "{zone}"',
  notIsoDate: '"{value}" is not a date and time Postroom can read (for example 2027-03-28 09:00 or 28/03/2027 9:00 AM)',
  pastSchedule: '{when} has already passed',
  scheduledAndQueued: 'a post either has a time or goes to the queue, not both',
  queueNotBoolean: 'add to queue takes true or false, not "{value}"',
  photoNotPathOrUrl: 'a photo must be a path or an https:// URL',
  notHttpsUrl: '"{value}" is not a valid https:// URL',
  relativePhoto: 'photo {photo} is a relative path, and a file opened in the browser has no folder to find it from: use an absolute path or an https:// URL',
  unknownColumn: 'unknown column "{column}"',
  unknownField: 'unknown field "{field}"',
  // Dates as spreadsheets write them (dates.ts): a row's date that cannot be read in the order the file is read in.
  notDateDayFirst: '"{value}" is not a date when read day first (day/month/year)',
  notDateMonthFirst: '"{value}" is not a date when read month first (month/day/year)',
  notDate: '"{value}" is not a date',
  noTime: '"{value}" has a date but no time of day',
  notTime: '"{value}" has a time of day Postroom cannot read (for example 09:00, 9:00 PM)',
  photoNotFile: 'photo {photo} is not a file',
  photoEmpty: 'photo {photo} is empty',
  photoTooBig: 'photo {photo} is {mb} MB, over the {max} MB Postroom reads',
  photoNotImage: 'photo {photo} {why, select, not_an_image {is not a photo: its content is not JPEG, PNG, WebP, AVIF, HEIC, TIFF or GIF} empty {is empty} too_many_pixels {has too many pixels: resize it first} unsupported_format {is not in a format Postroom reads (JPEG, PNG, WebP, AVIF, HEIC, TIFF, GIF)} truncated {is cut short: copy it again from its source} corrupt {is damaged and cannot be read} animated {is animated: a photo post takes still images} other {cannot be read as a photo}}',
  photoUnreadable: 'photo {photo} cannot be read (it is missing, or this computer may not open it)',
  duplicateColumn: 'column "{column}" appears more than once in the header',
  notCsv: 'the file cannot be read as a spreadsheet near line {line}: check its quotes',
  notJson: 'the file is not valid JSON: check it near where it breaks off',
  notDraftList: 'the JSON file holds no list of posts ([…] or {"drafts": […]})',
  tooLong: 'longer than {max} characters',
  notAccepted: 'this value is not accepted here (the detail says why)',
  notOurColumns: 'the columns are neither Postroom’s (download the template) nor a Hootsuite or Buffer bulk file',
} as const;

/** The ICU message of a key with its values: `{name}` and `{name, select, a {…} other {…}}` (no nesting), as the catalogs say it. */
const sayInEnglish = (say: ImportSay): string =>
  SAY_ENGLISH[say.key]
    .replace(/\{(\w+), select, ((?:\w+ \{[^{}]*\}\s*)+)\}/g, (_, k: string, options: string) => {
      const pick = new Map([...options.matchAll(/(\w+) \{([^{}]*)\}/g)].map((m) => [m[1] ?? '', m[2] ?? '']));
      return pick.get(say.values?.[k] ?? '') ?? pick.get('other') ?? '';
    })
    .replace(/\{(\w+)\}/g, (_, k: string) => say.values?.[k] ?? '');

/** A problem a shell can translate: its `message` is the English of its key and values. */
export function saidProblem(at: Pick<ImportProblem, 'line' | 'index'>, field: string, code: ImportProblemCode, key: ImportSayKey, values?: Record<string, string>): ImportProblem {
  const say: ImportSay = values ? { key, values } : { key };
  return { ...at, field, code, message: sayInEnglish(say), say };
}
