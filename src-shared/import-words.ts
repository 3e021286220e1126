/**
 * The import problems a shell can say in the user's language, written once: the core's
 * importer makes each problem's English `message` from `IMPORT_WORDS.en` (library/import-say.ts),
 * and the renderer's catalogs take both languages from here (`importProblem.*`).
 * `{name}` placeholders are filled from the problem's `say.values`.
 */
export const IMPORT_WORDS = {
  en: {
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
  },
  vi: {
    profileRequired: 'cần có profile_id',
    platformsRequired: 'cần có platforms (ít nhất một kênh)',
    notPhotoChannel: '{channel} ({key}) không nhận bài đăng ảnh',
    requiredFor: 'cần có {field} khi đăng lên {channel}',
    needsTitle: '{channel} cần tiêu đề (title hoặc {key}_title)',
    unknownZone: 'không có múi giờ "{zone}"',
    notIsoDate: 'scheduled_at "{value}" không phải ngày giờ ISO 8601',
    pastSchedule: 'scheduled_at {when} đã qua',
    scheduledAndQueued: 'một bản nháp được hẹn giờ (scheduled_at) hoặc vào hàng chờ (add_to_queue), không thể cả hai',
    queueNotBoolean: 'add_to_queue phải là true hoặc false, không phải "{value}"',
    photoNotPathOrUrl: 'ảnh phải là một đường dẫn hoặc một URL https://',
    notHttpsUrl: '"{value}" không phải URL https:// hợp lệ',
    relativePhoto: 'ảnh {photo} là đường dẫn tương đối, mà tệp mở trong trình duyệt không có thư mục để tìm: hãy dùng đường dẫn tuyệt đối hoặc URL https://',
    unknownColumn: 'cột không rõ "{column}"',
    unknownField: 'trường không rõ "{field}"',
  },
} as const satisfies Record<'en' | 'vi', Record<string, string>>;

export type ImportWordKey = keyof typeof IMPORT_WORDS.en;

/** The words of `key` in `lang`, `{name}` filled from `values` (a missing value is left empty). */
export function sayImportProblem(lang: 'en' | 'vi', key: ImportWordKey, values?: Readonly<Record<string, string>>): string {
  return IMPORT_WORDS[lang][key].replace(/\{(\w+)\}/g, (_, k: string) => values?.[k] ?? '');
}
