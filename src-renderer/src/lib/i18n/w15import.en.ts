import { SHEET_WORDS } from '../../../../src-shared/sheet-words';
/**
 * w15import: how a file was read (layout, separator, dates' order, time zone, rows), said after an
 * import that went through at once as well as in a report. Spread into `en`; `w15import.vi.ts` is typed against it.
 */
export const w15importEn = {
  w15import: {
    readTitle: 'How the file was read',
    rowsRead: '{n, plural, one {# row} other {# rows}} read',
    separator: '{sep, select, comma {columns separated by commas} semicolon {columns separated by semicolons} other {columns separated by tabs}}',
    zonesLead: 'Times read: {parts}.',
    zoneDefault: '{n, plural, one {# row} other {# rows}} in {zone} (the default time zone)',
    zoneOwn: '{n, plural, one {# row} other {# rows}} in their own time zone ({zones})',
    zoneOffset: '{n, plural, one {# row} other {# rows}} at the offset written with the time',
    zoneNone: '{n, plural, one {# row} other {# rows}} in UTC (no time zone given)',
  },
  // w26bom (walk 22): how a file's bytes were read, and the encoding choice: src-shared/sheet-words.ts, the words the CLI says too.
  w26bom: SHEET_WORDS.en,
};
