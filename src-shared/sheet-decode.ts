/**
 * A spreadsheet file's bytes as text, written once for the core (the CLI's and the bridge's imports,
 * library/transfer-csv.ts `decodeSheet`) and the renderer (the app's pickers, importReport.ts `readFileText`),
 * so a file reads the same in the app and the CLI.
 *
 * - UTF-16 with a BOM (Excel's "Unicode Text"), UTF-8 with or without a BOM;
 * - else a Windows code page, as Excel's plain "CSV" saves in the system's: Windows-1252 (Western
 *   European), or Windows-1258 (Vietnamese, w15import) when the bytes read as Vietnamese there: its tone
 *   marks are bytes of their own after a vowel (`Pho` 0xF5 0xD2 is "Phở"), which Windows-1252 would show as
 *   "PhõÒ" in silence. Both tables are written here: Node's TextDecoder reads `windows-1252` as Latin-1 and
 *   knows no `windows-1258`. The bytes either page leaves undefined stay C1 control characters, which the
 *   importer refuses in a row (`controlChar`), never posting them silently.
 * - w26bom (walk 22): what decided the encoding is said back (`EncodingBy`): a guess is named a guess, and the person
 *   may choose the code page instead; UTF-8 with a few damaged bytes is read as UTF-8, and the importer names the
 *   lines holding U+FFFD, never the whole file as mojibake.
 */

export type SheetEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' | 'windows-1258';

const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const CP1258_HIGH = '€\u0081‚ƒ„…†‡ˆ‰\u008A‹Œ\u008D\u008E\u008F\u0090‘’“”•–—˜™\u009A›œ\u009D\u009EŸ';
/** Windows-1258's 0xC0–0xFF (0xA0–0xBF are Latin-1's): five combining tone marks and ĂăĐđƠơƯư₫. */
const CP1258_TOP = 'ÀÁÂĂÄÅÆÇÈÉÊË\u0300ÍÎÏĐÑ\u0309ÓÔƠÖ×ØÙÚÛÜƯ\u0303ßàáâăäåæçèéêë\u0301íîïđñ\u0323óôơö÷øùúûüư₫ÿ';

function decodePage(bytes: Uint8Array, page: 1252 | 1258): string {
  const high = page === 1252 ? CP1252_HIGH : CP1258_HIGH;
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = Array.from(bytes.subarray(i, i + 8192), (b) => (b >= 0x80 && b <= 0x9f ? high.charCodeAt(b - 0x80) : page === 1258 && b >= 0xc0 ? CP1258_TOP.charCodeAt(b - 0xc0) : b));
    out += String.fromCharCode(...chunk);
  }
  return out.replace(/^\uFEFF/, '');
}

/** Windows-1252 (Western European), as Excel's plain "CSV" saves in Western locales. */
export const decodeWindows1252 = (bytes: Uint8Array): string => decodePage(bytes, 1252);

const TONE_BYTES = new Set([0xcc, 0xec, 0xd2, 0xde, 0xf2]);
/** Vowels a Vietnamese tone mark follows, in Windows-1258's bytes (ASCII, â ê ô ă ơ ư and their capitals). */
const VOWEL_BYTES = new Set([...'aeiouyAEIOUY'].map((c) => c.charCodeAt(0)).concat([0xe2, 0xea, 0xf4, 0xe3, 0xf5, 0xfd, 0xc2, 0xca, 0xd4, 0xc3, 0xd5, 0xdd]));

/**
 * Whether bytes that are not UTF-8 read as Vietnamese in Windows-1258: at least two tone marks after a
 * vowel, and three times as many as anywhere else (an Italian "però" or "così" in Windows-1252 has its ò
 * and ì after a consonant, a Portuguese "ações" has none of them).
 */
export function looksLikeWindows1258(bytes: Uint8Array): boolean {
  let afterVowel = 0;
  let elsewhere = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] ?? 0;
    if (!TONE_BYTES.has(b)) continue;
    if (i > 0 && VOWEL_BYTES.has(bytes[i - 1] ?? 0)) afterVowel++;
    else elsewhere++;
  }
  return afterVowel >= 2 && afterVowel > 3 * elsewhere;
}

/** The code pages a person may choose for a file that is not UTF-8 (the CLI's `--encoding`, the Import tab's choice). */
export type CodePage = 'windows-1252' | 'windows-1258';
export const CODE_PAGES: readonly CodePage[] = ['windows-1252', 'windows-1258'];

/**
 * w26bom (walk 22): what decided the encoding, said back in the import's report so a person knows how far to trust it:
 * `bom` the file's byte-order mark (UTF-8's EF BB BF, UTF-16's FF FE / FE FF); `content` the bytes are UTF-8 with no
 * mark (Google Sheets, Numbers, LibreOffice); `guess` the bytes are not UTF-8 and the code page was guessed (the
 * person can choose another); `choice` the code page the person chose.
 */
export type EncodingBy = 'bom' | 'content' | 'guess' | 'choice';
export const ENCODING_BY: readonly EncodingBy[] = ['bom', 'content', 'guess', 'choice'];

/** How a file's bytes were read: the text, its encoding and what decided it. */
export interface SheetText { text: string; encoding: SheetEncoding; by: EncodingBy }

/**
 * Bytes that are UTF-8 with a few damaged bytes (a file cut or pasted together), not a code page: more characters
 * read as valid multi-byte UTF-8 than bytes that are not. A Windows-1252 or -1258 file almost never holds a valid
 * UTF-8 sequence (a lead byte À–ß followed by € to ¿), so its letters all fail. Read as UTF-8, each damaged byte is
 * U+FFFD, which the importer names by line (`replacementChar`) instead of reading the whole file as mojibake.
 */
function mostlyUtf8(text: string): boolean {
  let valid = 0;
  let bad = 0;
  for (const ch of text) {
    if (ch === '\uFFFD') bad++;
    else if (ch.charCodeAt(0) > 0x7f) valid++;
  }
  return valid > bad;
}

/**
 * A file's bytes as text, and the encoding it was read in (see the header). Never throws.
 * `codePage`: the person's choice for bytes that are not UTF-8; a byte-order mark and valid UTF-8 are read as
 * what they are whatever is chosen (the choice is only for files that are not UTF-8).
 */
export function decodeSheetBytes(bytes: Uint8Array, opts: { codePage?: CodePage | null } = {}): SheetText {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le', by: 'bom' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be', by: 'bom' };
  // A UTF-8 mark is UTF-8 even where a byte further on is damaged: those bytes become U+FFFD, named by line.
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { text: new TextDecoder('utf-8').decode(bytes), encoding: 'utf-8', by: 'bom' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8', by: 'content' };
  } catch {
    if (opts.codePage) return { text: readPage(bytes, opts.codePage), encoding: opts.codePage, by: 'choice' };
    const loose = new TextDecoder('utf-8').decode(bytes);
    if (mostlyUtf8(loose)) return { text: loose, encoding: 'utf-8', by: 'content' };
    const page: CodePage = looksLikeWindows1258(bytes) ? 'windows-1258' : 'windows-1252';
    return { text: readPage(bytes, page), encoding: page, by: 'guess' };
  }
}

/** Windows-1258 keeps its tone marks as characters of their own: composed (NFC), as the composer stores Vietnamese. */
const readPage = (bytes: Uint8Array, page: CodePage): string => (page === 'windows-1258' ? decodePage(bytes, 1258).normalize('NFC') : decodePage(bytes, 1252));
