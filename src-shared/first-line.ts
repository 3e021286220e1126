import { shorten } from './shorten';

/**
 * A caption's first line with text, at most `max` characters: the one-line name a list, a calendar
 * chip or a review row gives a post, written once for the core and the renderer (smalls). Any line
 * break ends the line: LF, CRLF or CR (crlf: a CSV caption's `\r` never shows); blank lines are skipped.
 * w17trunc: a longer line is shortened by the one `shorten` (whole graphemes, then "…").
 */
export const firstLine = (caption: string, max = 140): string => shorten(caption.split(/\r\n|\r|\n/).find((l) => l.trim() !== '') ?? '', max);
