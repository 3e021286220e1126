/**
 * w10caption (walk 10, finding 1): a teammate's send whose draft was edited since it went out. The
 * card, the Table rows and the export share one reading (team-sends.ts sentText): an outcome that
 * carries the caption as sent (every laptop since walk 10) shows THAT text, the Hub's; one from an older
 * laptop that carried none shows the draft's text now, and its rows and export say so (edited since,
 * caption not as sent), as its card does. The team's outcome keeps the caption and title, capped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamRows } from '../../src-main/library';
import { readCsvRecords } from '../../src-main/library/transfer-csv';
import { outcomesText, sentText, teammateRows, teammateSends, type TeamOutcome } from '../../src-main/publisher';
import { outcomeFromDoc } from '../../src-main/team/schema/outcomes';
import { journalDb } from './helpers';

const T = (iso: string) => Date.parse(iso);
let db: ReturnType<typeof journalDb>;
const SENT = 'Xôi gà sáng Chủ nhật — đặt trước nhé';
const NOW = 'Xôi gà sáng Chủ nhật — đặt trước qua Zalo nhé';
const lan = (fields: Record<string, unknown>): TeamOutcome => ({
  id: 'l1', draftId: 'd-xoi', key: 'k-xoi', by: { memberId: 'm-lan', name: 'Lan' }, at: T('2026-11-27T08:00:00Z'), platforms: ['instagram', 'facebook'],
  fields: { scheduled_at: '2026-11-28T09:00', timezone: 'Asia/Ho_Chi_Minh', ...fields }, state: 'awaiting', hubStatus: 'scheduled',
  outcomes: null, lastError: null, nextAt: null, createdAt: T('2026-11-27T08:00:00Z'), scheduledAt: null,
});
const team = (o: TeamOutcome) => ({ me: { memberId: 'm-chi', name: 'Chi' }, sharedOutcomes: (id: string) => (id === o.draftId ? [o] : []) });
const edited = { approvedAt: '2026-11-27T07:30:00.000Z' };
const draftOf = () => ({ caption: NOW, profileId: 'prof_caphe' });

beforeAll(() => { db = journalDb(); });
afterAll(() => db.cleanup());

describe("a teammate's send edited since: the caption the Hub holds, and the edit said on every row", () => {
  it('an outcome carrying the sent caption: card and rows show it, the edit noted with captionAsSent', () => {
    const sends = teammateSends(db.db, ['d-xoi'], team(lan({ caption: SENT })));
    expect(sentText(sends[0]!.job, { caption: NOW }, edited)).toEqual({ caption: SENT, editedSinceSent: { ...edited, captionAsSent: true } });
    const rows = teammateRows(sends, { draftOf, editedOf: () => edited });
    expect(rows.map((r) => [r.channel, r.caption, r.editedSinceSent])).toEqual([
      ['instagram', SENT, { ...edited, captionAsSent: true }],
      ['facebook', SENT, { ...edited, captionAsSent: true }],
    ]);
    const csv = readCsvRecords(outcomesText(rows, 'csv'));
    if (!csv.ok) throw new Error(csv.message);
    expect(csv.records.map((r) => [r.cells.caption, r.cells.edited_since_sent, r.cells.caption_is_sent_text, r.cells.sent_approval_at])).toEqual([[SENT, 'yes', 'yes', edited.approvedAt], [SENT, 'yes', 'yes', edited.approvedAt]]);
  });

  it("an older laptop's outcome with no caption: the draft's text now, and its rows and export say it is not what the Hub holds", () => {
    const sends = teammateSends(db.db, ['d-xoi'], team(lan({})));
    const rows = teammateRows(sends, { draftOf, editedOf: () => edited });
    expect(rows.map((r) => [r.caption, r.editedSinceSent])).toEqual([[NOW, { ...edited, captionAsSent: false }], [NOW, { ...edited, captionAsSent: false }]]);
    const csv = readCsvRecords(outcomesText(rows, 'csv'));
    if (!csv.ok) throw new Error(csv.message);
    expect(csv.records.map((r) => [r.cells.edited_since_sent, r.cells.caption_is_sent_text, r.cells.sent_approval_at])).toEqual([['yes', 'no', edited.approvedAt], ['yes', 'no', edited.approvedAt]]);
    // Not edited since: nothing to say.
    expect(teammateRows(sends, { draftOf, editedOf: () => null }).map((r) => r.editedSinceSent)).toEqual([null, null]);
  });

  it("the team's outcome keeps the caption and title as sent, capped, from the sender and from the document", () => {
    const long = 'x'.repeat(teamRows.SENT_TEXT_CHARS + 50);
    expect(teamRows.outcomeFields({ caption: SENT, title: 'Xôi', photos: ['a.jpg'], scheduled_at: '2026-11-28T09:00', add_to_queue: false }))
      .toEqual({ caption: SENT, title: 'Xôi', scheduled_at: '2026-11-28T09:00', add_to_queue: false });
    const row = outcomeFromDoc('l1', { idempotency_key: 'k', state: 'awaiting', member: 'm-lan', fields: { caption: long, title: 7, timezone: 'Asia/Ho_Chi_Minh' } });
    expect(row!.fields).toEqual({ caption: long.slice(0, teamRows.SENT_TEXT_CHARS), timezone: 'Asia/Ho_Chi_Minh' });
  });
});
