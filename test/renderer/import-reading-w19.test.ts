/**
 * w19import: the Import tab's "Read as …" line is sentences: the columns used, then "Not used: …". A French Excel
 * file's reading ran them together ("Réseau → Channels Not used: Prix.") and a Hootsuite file's began its column list
 * in lower case ("… file. column 1 → …"). Checked with the app's own i18n runtime and catalogs, in English and Vietnamese.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutText } from '../../src-renderer/src/lib/importReading';
import { loadWords, tr as t } from './helpers';

beforeAll(() => loadWords());

const french = { rows: 3, layout: { id: 'postroom' as const, label: 'Postroom', used: [{ column: 'Date', as: 'scheduled_at' }, { column: 'Texte', as: 'caption' }, { column: 'Réseau', as: 'platforms' }], ignored: ['Prix'] } };
const hootsuite = { rows: 3, layout: { id: 'hootsuite' as const, label: 'Hootsuite', used: [{ column: 'column 1 (date)', as: 'scheduled_at' }, { column: 'column 2 (message)', as: 'caption' }], ignored: [] } };

describe('the reading of a file\'s columns, in sentences', () => {
  it('English: the columns used end their sentence before "Not used", and begin with a capital', () => {
    expect(layoutText(french, t('en'))).toBe('Read by its column names. Date → Date and time · Texte → Caption · Réseau → Channels. Not used: Prix.');
    expect(layoutText(hootsuite, t('en'))).toBe('Read as a Hootsuite file. Column 1 → Date and time · Column 2 → Caption.');
  });

  it('Vietnamese: the same sentences', () => {
    expect(layoutText(french, t('vi'))).toMatch(/^Đọc theo tên các cột\. Date → .+ · Texte → .+ · Réseau → .+\. Không dùng: Prix\.$/);
    expect(layoutText(hootsuite, t('vi'))).toMatch(/^Đọc theo định dạng tệp của Hootsuite\. Cột 1 → .+ · Cột 2 → .+\.$/);
  });
});
