/**
 * w26bom (walk 22): how an imported file's bytes were read, in words, written once for the CLI (library's
 * `readingWords`, via drafts.ts) and the app (the catalogs spread `SHEET_WORDS` as `w26bom.*`; ImportReading.svelte).
 * ICU messages as import-words.ts writes them (no nesting: the encoding's name is a message of its own).
 */
import { fillWords } from './import-words';
import type { EncodingBy, SheetEncoding } from './sheet-decode';

export const SHEET_WORDS = {
  en: {
    encodingName: '{enc, select, utf8 {UTF-8} utf16le {UTF-16 LE} utf16be {UTF-16 BE} cp1252 {Windows-1252 (Western European)} other {Windows-1258 (Vietnamese)}}',
    readAs: 'Read as {name} {by, select, bom {(with a byte-order mark).} content {(no byte-order mark).} guesscli {(not UTF-8: guessed — check the accented letters, or choose another with --encoding windows-1252 or windows-1258).} guessapp {(not UTF-8: guessed — check the accented letters, or choose another under “Encoding if not UTF-8”).} guesslibrary {(not UTF-8: guessed — check the accented letters; a campaign’s Import tab can read it in another encoding).} other {(not UTF-8: as you chose).}}',
    choose: 'Encoding if not UTF-8',
    chooseGuess: 'Guess',
  },
  vi: {
    encodingName: '{enc, select, utf8 {UTF-8} utf16le {UTF-16 LE} utf16be {UTF-16 BE} cp1252 {Windows-1252 (Tây Âu)} other {Windows-1258 (tiếng Việt)}}',
    readAs: 'Đọc theo {name} {by, select, bom {(có dấu thứ tự byte).} content {(không có dấu thứ tự byte).} guesscli {(không phải UTF-8: đoán — hãy kiểm tra các chữ có dấu, hoặc chọn bảng mã khác bằng --encoding windows-1252 hay windows-1258).} guessapp {(không phải UTF-8: đoán — hãy kiểm tra các chữ có dấu, hoặc chọn bảng mã khác ở “Bảng mã nếu không phải UTF-8”).} guesslibrary {(không phải UTF-8: đoán — hãy kiểm tra các chữ có dấu; thẻ Nhập của một chiến dịch có thể đọc tệp theo bảng mã khác).} other {(không phải UTF-8: theo bảng mã bạn chọn).}}',
    choose: 'Bảng mã nếu không phải UTF-8',
    chooseGuess: 'Tự đoán',
  },
} as const satisfies Record<'en' | 'vi', Record<string, string>>;

/** The `enc` value of `encodingName` (ICU select keys are words). */
export const encodingKey = (e: SheetEncoding): string => e.replace(/^windows-/, 'cp').replace(/-/g, '');

/** Where the words are said: a guess says where to choose (the CLI's --encoding, the campaign Import tab's choice; the Library's import has none). */
export type ReadingShell = 'cli' | 'app' | 'library';

/** The `by` value of `readAs`: a guess says where to choose, which differs between the shells. */
export const encodingByKey = (by: EncodingBy, shell: ReadingShell): string => (by === 'guess' ? `guess${shell}` : by);

/** "Read as UTF-8 (with a byte-order mark)." in `lang` (the CLI's side; the app reads the same words from its catalogs). */
export function readingWords(lang: 'en' | 'vi', encoding: SheetEncoding, by: EncodingBy, shell: ReadingShell): string {
  const name = fillWords(SHEET_WORDS[lang].encodingName, { enc: encodingKey(encoding) });
  return fillWords(SHEET_WORDS[lang].readAs, { name, by: encodingByKey(by, shell) });
}

/** An encoding's name in any language ("Windows-1258"): the `enc` of a problem's words (import-words.ts `replacementChar`). */
export function sayEncoding(e: SheetEncoding): string {
  const names: Record<SheetEncoding, string> = { 'utf-8': 'UTF-8', 'utf-16le': 'UTF-16 LE', 'utf-16be': 'UTF-16 BE', 'windows-1252': 'Windows-1252', 'windows-1258': 'Windows-1258' };
  return names[e];
}
