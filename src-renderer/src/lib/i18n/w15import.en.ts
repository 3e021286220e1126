/**
 * w15import: how a file was read (layout, separator, dates' order, time zone, rows), said after an
 * import that went through at once as well as in a report. Spread into `en`; `w15import.vi.ts` is typed against it.
 */
export const w15importEn = {
  w15import: {
    readTitle: 'How the file was read',
    rowsRead: '{n, plural, one {# row} other {# rows}} read',
    separator: '{sep, select, comma {columns separated by commas} semicolon {columns separated by semicolons} other {columns separated by tabs}}',
    encoding: '{enc, select, cp1252 {Text read as Western European (Windows-1252): the file is not UTF-8, check its accented letters.} cp1258 {Text read as Vietnamese (Windows-1258): the file is not UTF-8, check its accented letters.} other {Text read as Unicode (UTF-16).}}',
    zonesLead: 'Times read: {parts}.',
    zoneDefault: '{n, plural, one {# row} other {# rows}} in {zone} (the default time zone)',
    zoneOwn: '{n, plural, one {# row} other {# rows}} in their own time zone ({zones})',
    zoneOffset: '{n, plural, one {# row} other {# rows}} at the offset written with the time',
    zoneNone: '{n, plural, one {# row} other {# rows}} in UTC (no time zone given)',
  },
};
