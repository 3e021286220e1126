/**
 * Line breaks as a caption holds them: LF only (crlf, walk 7). A browser textarea always gives
 * LF, so a stored CRLF (an Excel-style CSV, a Windows clipboard through the CLI) made every save
 * differ from what was stored at each line break, and two people's merged edits duplicated a line.
 * Every way text comes into the core (saves, imports, the team's rows, the CLI) goes through this.
 */
export const lf = (s: string): string => (s.includes('\r') ? s.replace(/\r\n?/g, '\n') : s);
