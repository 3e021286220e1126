/**
 * A caption's first line with text, at most `max` characters: the one-line name a list, a calendar
 * chip or a review row gives a post, written once for the core and the renderer (smalls). Any line
 * break ends the line: LF, CRLF or CR (crlf: a CSV caption's `\r` never shows); blank lines are skipped.
 */
export const firstLine = (caption: string, max = 140): string => (caption.split(/\r\n|\r|\n/).find((l) => l.trim() !== '') ?? '').slice(0, max);
