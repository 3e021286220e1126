/**
 * walk 25 (15): a CSV FILE Postroom writes (the Outbox's and the dry run's downloads, `drafts export x.csv`,
 * `campaign dry-run --csv`) starts with UTF-8's byte-order mark. Excel opens a CSV without one in the computer's
 * code page, so "Áo Dài Hội An" came out garbled; with it, Excel, Numbers, LibreOffice and Google Sheets read UTF-8,
 * and Postroom's own importer reads it as it reads every file with a BOM (it says so). CSV text written to stdout has
 * none: a pipe is not a spreadsheet.
 */
export const CSV_BOM = '\uFEFF';

/** `text` (CSV from the one writer, src-main/common/csv.ts) as a file's contents: the BOM once, first. */
export const csvFileText = (text: string): string => (text.startsWith(CSV_BOM) ? text : CSV_BOM + text);
