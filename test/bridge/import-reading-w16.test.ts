/**
 * w16import2: drafts.import (the Library's Import…) answers how the file was read as whole as campaigns.import
 * does (layout with its columns, separator, zones, the picker's encoding), so the Library shows the campaign Import
 * tab's reading (ImportReading.svelte through readingOf); an import that went through at once included. One transport
 * (the reading is the handler's, not the transport's).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readingOf } from '../../src-renderer/src/lib/importReading';
import { ipcClient, type TestClient } from './transports';
import { nextYear } from '../helpers/ahead';

/** w23dups: its sheet's dates in the year after today's (they were 2027), never past on this real clock. */
const Y = nextYear();

describe('drafts.import says how the file was read', () => {
  let client: TestClient;
  beforeAll(async () => {
    client = await ipcClient();
  });
  afterAll(async () => {
    await client.close();
  });

  it('layout and columns, separator, zones and encoding, for a file imported at once', async () => {
    const csv = `profile_id;platforms;caption;photos;scheduled_at\np1;instagram;Offset time;https://example.com/a.jpg;${Y}-12-03T21:05:00+01:00\np1;instagram;Wall time;https://example.com/b.jpg;${Y}-12-04T09:30\n`;
    const r = await client.invoke('drafts.import', { name: 'w16.csv', content: csv, encoding: 'windows-1252', defaults: { timezone: 'Asia/Ho_Chi_Minh' } });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value).toMatchObject({
      imported: 2, rows: 2, delimiter: ';', encoding: 'windows-1252',
      layout: { id: 'postroom', used: expect.arrayContaining([{ column: 'scheduled_at', as: 'scheduled_at' }]), ignored: [] },
      zones: { zone: 'Asia/Ho_Chi_Minh', fromDefault: 1, offset: 1, ownRows: 0, own: [], none: 0 },
    });
    expect(readingOf(r.value)).toMatchObject({ rows: 2, delimiter: ';', encoding: 'windows-1252', zones: { offset: 1 }, layout: { label: expect.any(String) } });
  });
});
