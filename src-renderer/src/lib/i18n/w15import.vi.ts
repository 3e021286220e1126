import type { MessagesShape } from './en';
import type { w15importEn } from './w15import.en';
import { SHEET_WORDS } from '../../../../src-shared/sheet-words';

/** w15import: tệp đã được đọc thế nào (định dạng, dấu phân cách, thứ tự ngày, múi giờ, số dòng). */
export const w15importVi: MessagesShape<typeof w15importEn> = {
  w15import: {
    readTitle: 'Tệp đã được đọc thế nào',
    rowsRead: 'đã đọc {n} dòng',
    separator: '{sep, select, comma {các cột cách nhau bằng dấu phẩy} semicolon {các cột cách nhau bằng dấu chấm phẩy} other {các cột cách nhau bằng dấu tab}}',
    zonesLead: 'Giờ được đọc: {parts}.',
    zoneDefault: '{n} dòng theo múi giờ {zone} (múi giờ mặc định)',
    zoneOwn: '{n} dòng theo múi giờ riêng của dòng ({zones})',
    zoneOffset: '{n} dòng theo độ lệch giờ ghi kèm thời gian',
    zoneNone: '{n} dòng theo giờ UTC (không có múi giờ)',
  },
  // w26bom (walk 22): how a file's bytes were read, and the encoding choice: src-shared/sheet-words.ts, the words the CLI says too.
  w26bom: SHEET_WORDS.vi,
};
