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
  profileRequired: 'profile_id is required',
  platformsRequired: 'platforms is required (at least one channel)',
  notPhotoChannel: '{channel} ({key}) does not accept photo posts',
  requiredFor: '{field} is required when posting to {channel}',
  needsTitle: '{channel} needs a title (title or {key}_title)',
  unknownZone: 'unknown time zone "{zone}"',
  notIsoDate: 'scheduled_at "{value}" is not an ISO 8601 date-time',
  pastSchedule: 'scheduled_at {when} is in the past',
  scheduledAndQueued: 'a draft is either scheduled (scheduled_at) or queued (add_to_queue), not both',
  queueNotBoolean: 'add_to_queue must be true or false, not "{value}"',
  photoNotPathOrUrl: 'a photo must be a path or an https:// URL',
  notHttpsUrl: '"{value}" is not a valid https:// URL',
  relativePhoto: 'photo {photo} is a relative path, and a file opened in the browser has no folder to find it from: use an absolute path or an https:// URL',
  unknownColumn: 'unknown column "{column}"',
  unknownField: 'unknown field "{field}"',
} as const;

const sayInEnglish = (say: ImportSay): string => SAY_ENGLISH[say.key].replace(/\{(\w+)\}/g, (_, k: string) => say.values?.[k] ?? '');

/** A problem a shell can translate: its `message` is the English of its key and values. */
export function saidProblem(at: Pick<ImportProblem, 'line' | 'index'>, field: string, code: ImportProblemCode, key: ImportSayKey, values?: Record<string, string>): ImportProblem {
  const say: ImportSay = values ? { key, values } : { key };
  return { ...at, field, code, message: sayInEnglish(say), say };
}
