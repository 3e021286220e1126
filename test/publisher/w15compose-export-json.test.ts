/**
 * w15compose (walk 14): the Outbox export's JSON wrote `scheduledAt` as the post was sent (a campaign's wall clock
 * "2026-12-15T09:00", an offset "…+07:00") while the CSV wrote `scheduled_at` as the instant in ISO 8601 UTC with Z
 * (w11held). Both now write the one form, through the CSV writer's own helper (scheduledUtc); the zone stays beside it.
 */
import { describe, expect, it } from 'vitest';
import { readCsvRecords } from '../../src-main/library/transfer-csv';
import { outcomesText, type OutcomeRow } from '../../src-main/publisher';

const row = (jobId: string, scheduledAt: string | null, timezone: string | null, at: string): OutcomeRow => ({
  postId: jobId, draftId: `d-${jobId}`, jobId, channel: 'instagram', state: 'scheduled', postState: 'scheduled', outcome: 'waiting',
  at, scheduledAt, timezone, profileId: 'prof_aodai', campaignId: null, caption: 'Áo dài', code: null, message: null, vietnamese: null,
  url: null, supersededBy: null, by: null,
});

describe('the export: JSON and CSV write scheduled times in one form', () => {
  const rows = [
    row('wall-utc', '2026-12-15T09:00', 'UTC', '2026-12-15T09:00:00.000Z'),
    row('wall-hcm', '2026-12-17T15:15', 'Asia/Ho_Chi_Minh', '2026-12-17T08:15:00.000Z'),
    row('offset', '2026-11-30T20:00:00+07:00', 'Asia/Ho_Chi_Minh', '2026-11-30T13:00:00.000Z'),
    row('now', null, null, '2026-11-27T14:40:21.177Z'),
  ];
  const json = JSON.parse(outcomesText(rows, 'json')) as Array<{ jobId: string; scheduledAt: string | null; timezone: string | null }>;
  const csv = readCsvRecords(outcomesText(rows, 'csv'));
  if (!csv.ok) throw new Error(csv.message);
  const inJson = (id: string) => json.find((x) => x.jobId === id)!;
  const inCsv = (id: string) => csv.records.find((x) => x.cells.job_id === id)!.cells;

  it('every timed row says the same instant in UTC with Z in both files; the zone stays beside it', () => {
    for (const id of ['wall-utc', 'wall-hcm', 'offset']) {
      expect(inJson(id).scheduledAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(inJson(id).scheduledAt).toBe(inCsv(id).scheduled_at);
    }
    expect(inJson('wall-hcm')).toMatchObject({ scheduledAt: '2026-12-17T08:15:00.000Z', timezone: 'Asia/Ho_Chi_Minh' });
  });

  it('a post sent with no time has none (null in JSON, empty in CSV)', () => {
    expect(inJson('now').scheduledAt).toBeNull();
    expect(inCsv('now').scheduled_at).toBe('');
  });
});
