/**
 * w11held (walk 11): the Outbox Table's export writes `scheduled_at` in ONE form for every row, ISO 8601 UTC with Z
 * (the form of `time`), whatever form the post was sent with: a wall clock in its zone (a campaign's posts,
 * "2026-12-15T09:00"), an instant with Z, or one with an offset. Walk 11's file mixed "2026-12-17T08:15" and
 * "2026-11-29T16:00:00.000Z" in the one column. The zone it was sent for stays in `timezone`.
 */
import { describe, expect, it } from 'vitest';
import { readCsvRecords } from '../../src-main/library/transfer-csv';
import { outcomesText, type OutcomeRow } from '../../src-main/publisher';
import { scheduledUtc } from '../../src-main/publisher/outcome-rows';

const row = (jobId: string, scheduledAt: string | null, timezone: string | null, at: string): OutcomeRow => ({
  postId: jobId, draftId: `d-${jobId}`, jobId, channel: 'instagram', state: 'scheduled', postState: 'scheduled', outcome: 'waiting',
  at, scheduledAt, timezone, profileId: 'prof_aodai', campaignId: null, caption: 'Áo dài', code: null, message: null, vietnamese: null,
  url: null, supersededBy: null, by: null,
});

describe('the export: scheduled_at in one form', () => {
  const rows = [
    row('wall-utc', '2026-12-15T09:00', 'UTC', '2026-12-15T09:00:00.000Z'),
    row('wall-hcm', '2026-12-17T15:15', 'Asia/Ho_Chi_Minh', '2026-12-17T08:15:00.000Z'),
    row('instant', '2026-11-29T16:00:00.000Z', 'UTC', '2026-11-29T16:00:00.000Z'),
    row('offset', '2026-11-30T20:00:00+07:00', 'Asia/Ho_Chi_Minh', '2026-11-30T13:00:00.000Z'),
    row('now', null, null, '2026-11-27T14:40:21.177Z'),
  ];
  const r = readCsvRecords(outcomesText(rows, 'csv'));
  if (!r.ok) throw new Error(r.message);
  const cell = (id: string) => r.records.find((x) => x.cells.job_id === id)!.cells;

  it('every timed row says its instant in UTC with Z, the same instant as its time; the zone stays beside it', () => {
    for (const id of ['wall-utc', 'wall-hcm', 'instant', 'offset']) {
      expect(cell(id).scheduled_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(cell(id).scheduled_at).toBe(cell(id).time);
    }
    expect(cell('wall-hcm')).toMatchObject({ scheduled_at: '2026-12-17T08:15:00.000Z', timezone: 'Asia/Ho_Chi_Minh' });
  });

  it('a post sent with no time has none', () => {
    expect(cell('now').scheduled_at).toBe('');
  });

  it('a time that reads as no instant stays as sent (nothing lost)', () => {
    expect(scheduledUtc('not a time', 'UTC')).toBe('not a time');
    expect(scheduledUtc(null, null)).toBe('');
  });
});
