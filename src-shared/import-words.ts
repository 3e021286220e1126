/**
 * The import problems a shell can say in the user's language, written once: the core's
 * importer makes each problem's English `message` from `IMPORT_WORDS.en` (library/import-say.ts),
 * and the renderer's catalogs take both languages from here (`importProblem.*`).
 * The words are ICU messages as the catalogs read them: `{name}`, `{name, select, a {…} other {…}}`
 * (no nesting), and `'{…}'` for literal braces; `sayImportProblem` fills them the same way for the core.
 */
export const IMPORT_WORDS = {
  en: {
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
    notDateDayFirst: '"{value}" is not a date when read day first (day/month/year)',
    notDateMonthFirst: '"{value}" is not a date when read month first (month/day/year)',
    notDate: '"{value}" is not a date',
    noTime: '"{value}" has a date but no time of day',
    notTime: '"{value}" has a time of day Postroom cannot read (for example 09:00, 9:00 PM)',
    noSuchTime: '"{value}" has a time no clock shows: hours run from 00 to 23 and minutes from 00 to 59 (24:00 is 00:00 of the next day)',
    photoNotFile: 'photo {photo} is not a file',
    photoEmpty: 'photo {photo} is empty',
    photoTooBig: 'photo {photo} is {size}, over the {max} Postroom reads',
    photoNotImage: 'photo {photo} {why, select, not_an_image {is not a photo: its content is not JPEG, PNG, WebP, AVIF, HEIC, TIFF or GIF} empty {is empty} too_many_pixels {has too many pixels: resize it first} unsupported_format {is not in a format Postroom reads (JPEG, PNG, WebP, AVIF, HEIC, TIFF, GIF)} truncated {is cut short: copy it again from its source} corrupt {is damaged and cannot be read} animated {is animated: a photo post takes still images} other {cannot be read as a photo}}',
    photoUnreadable: 'photo {photo} cannot be read (it is missing, or this computer may not open it)',
    duplicateColumn: 'column "{column}" appears more than once in the header',
    notCsv: 'the file cannot be read as a spreadsheet near line {line}: check its quotes',
    notJson: 'the file is not valid JSON: check it near where it breaks off',
    notDraftList: `the JSON file holds no list of posts ([…] or '{"drafts": […]}')`,
    tooLong: 'longer than {max} characters',
    notAccepted: 'this value is not accepted here (the detail says why)',
    noCaptionColumn: 'no column was read as the caption, and Postroom does not know {columns}: name the caption column caption (or Text, Message, Post) and import again',
    controlChar: '{field, select, caption {the caption} other {this cell}} holds a character that is not text (U+{code}): the file may be saved in another encoding; save it as “CSV UTF-8” and import it again',
    replacementChar: '{field, select, caption {the caption holds} other {this cell holds}} {n, select, one {a byte that is} other {some bytes that are}} not text in {enc} (shown as �): the file is damaged or saved in another encoding; save it as “CSV UTF-8” and import it again',
    notOurColumns: 'no row was read: the columns are neither Postroom’s (a header row with at least caption; download the template) nor a Hootsuite bulk file (date, message, link) or a Buffer one (Text, Posting Time)',
  },
  vi: {
    profileRequired: 'chưa có hồ sơ: ghi một hồ sơ trong dòng, hoặc chọn hồ sơ cho những dòng bỏ trống',
    platformsRequired: 'chưa có kênh: ghi ít nhất một kênh trong dòng, hoặc chọn kênh cho những dòng bỏ trống',
    notPhotoChannel: '{channel} không nhận bài đăng ảnh',
    requiredFor: '{channel} cần {field, select, pinterest_board_id {một bảng Pinterest} reddit_community {một cộng đồng Reddit} reddit_title {một tiêu đề Reddit} gmb_location_id {một địa điểm doanh nghiệp} facebook_page_id {một trang Facebook} other {một giá trị mà dòng này bỏ trống}}',
    needsTitle: '{channel} cần tiêu đề',
    unknownZone: 'không có múi giờ "{zone}"',
    notIsoDate: '"{value}" không phải ngày giờ mà Postroom đọc được (ví dụ 2027-03-28 09:00 hoặc 28/03/2027 9:00 SA)',
    pastSchedule: '{when} đã qua',
    scheduledAndQueued: 'một bài hoặc có thời điểm đăng, hoặc vào hàng chờ, không thể cả hai',
    queueNotBoolean: 'cột thêm vào hàng chờ nhận true hoặc false, không nhận "{value}"',
    photoNotPathOrUrl: 'ảnh phải là một đường dẫn hoặc một URL https://',
    notHttpsUrl: '"{value}" không phải URL https:// hợp lệ',
    relativePhoto: 'ảnh {photo} là đường dẫn tương đối, mà tệp mở trong trình duyệt không có thư mục để tìm: hãy dùng đường dẫn tuyệt đối hoặc URL https://',
    unknownColumn: 'cột không rõ "{column}"',
    unknownField: 'trường không rõ "{field}"',
    notDateDayFirst: '"{value}" không phải ngày có thật khi đọc ngày trước (ngày/tháng/năm)',
    notDateMonthFirst: '"{value}" không phải ngày có thật khi đọc tháng trước (tháng/ngày/năm)',
    notDate: '"{value}" không phải ngày có thật',
    noTime: '"{value}" có ngày nhưng không có giờ',
    notTime: '"{value}" có giờ mà Postroom không đọc được (ví dụ 09:00, 9:00 CH)',
    noSuchTime: '"{value}" có giờ không có trên đồng hồ: giờ từ 00 đến 23, phút từ 00 đến 59 (24:00 là 00:00 của ngày hôm sau)',
    photoNotFile: 'ảnh {photo} không phải là một tệp',
    photoEmpty: 'ảnh {photo} trống',
    photoTooBig: 'ảnh {photo} nặng {size}, quá {max} mà Postroom đọc được',
    photoNotImage: 'ảnh {photo} {why, select, not_an_image {không phải ảnh: nội dung không phải JPEG, PNG, WebP, AVIF, HEIC, TIFF hay GIF} empty {trống} too_many_pixels {có quá nhiều điểm ảnh: hãy thu nhỏ trước} unsupported_format {không ở định dạng Postroom đọc được (JPEG, PNG, WebP, AVIF, HEIC, TIFF, GIF)} truncated {bị cắt ngắn: hãy chép lại từ nguồn} corrupt {bị hỏng, không đọc được} animated {là ảnh động: bài ảnh chỉ nhận ảnh tĩnh} other {không đọc được như một tấm ảnh}}',
    photoUnreadable: 'không đọc được ảnh {photo} (tệp không có, hoặc máy này không mở được)',
    duplicateColumn: 'cột "{column}" xuất hiện hơn một lần ở dòng tiêu đề',
    notCsv: 'không đọc được tệp như một bảng tính ở gần dòng {line}: hãy kiểm tra dấu ngoặc kép',
    notJson: 'tệp không phải JSON hợp lệ: hãy kiểm tra chỗ tệp bị đứt',
    notDraftList: `tệp JSON không chứa danh sách bài ([…] hoặc '{"drafts": […]}')`,
    tooLong: 'dài hơn {max} ký tự',
    notAccepted: 'giá trị này không được nhận ở đây (phần chi tiết nói lý do)',
    noCaptionColumn: 'không có cột nào được đọc là chú thích, và Postroom không biết {columns}: hãy đặt tên cột chú thích là caption (hoặc Text, Message, Post) rồi nhập lại',
    controlChar: '{field, select, caption {chú thích} other {ô này}} chứa một ký tự không phải chữ (U+{code}): tệp có thể được lưu bằng bảng mã khác; hãy lưu lại dạng “CSV UTF-8” rồi nhập lại',
    replacementChar: '{field, select, caption {chú thích} other {ô này}} chứa{n, select, other { byte}} không phải chữ theo {enc} (hiện thành �): tệp bị hỏng hoặc được lưu bằng bảng mã khác; hãy lưu lại dạng “CSV UTF-8” rồi nhập lại',
    notOurColumns: 'chưa đọc được dòng nào: các cột không theo mẫu của Postroom (một dòng tiêu đề có ít nhất cột caption; hãy tải tệp mẫu), cũng không phải tệp đăng hàng loạt của Hootsuite (date, message, link) hay của Buffer (Text, Posting Time)',
  },
} as const satisfies Record<'en' | 'vi', Record<string, string>>;

export type ImportWordKey = keyof typeof IMPORT_WORDS.en;

/** The words of `key` in `lang`, filled from `values` as the catalogs' ICU would (a missing value is left empty). */
export function sayImportProblem(lang: 'en' | 'vi', key: ImportWordKey, values?: Readonly<Record<string, string>>): string {
  return fillWords(IMPORT_WORDS[lang][key], values);
}

/** An ICU message of the form above filled from `values` (the core's side of what the catalogs do). */
export function fillWords(words: string, values?: Readonly<Record<string, string>>): string {
  return words
    .replace(/\{(\w+), select, ((?:\w+ \{[^{}]*\}\s*)+)\}/g, (_, k: string, options: string) => {
      const pick = new Map([...options.matchAll(/(\w+) \{([^{}]*)\}/g)].map((m) => [m[1] ?? '', m[2] ?? '']));
      return pick.get(values?.[k] ?? '') ?? pick.get('other') ?? '';
    })
    .replace(/\{(\w+)\}/g, (_, k: string) => values?.[k] ?? '')
    .replace(/'([{}][^']*)'/g, '$1');
}
