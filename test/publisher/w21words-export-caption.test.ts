/**
 * w21words (walk 19, finding 1): the Outbox export's `caption` column was the row's caption cut to 200 characters
 * ("…ở Hội An", no mark) while the Hub held 385: an export is data and carries the whole caption, on the sender's
 * laptop (its journal) and on a teammate's (the team's outcome). Only the desk's rows for the screen are cut.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishJobs, type WritableDB } from '../../src-main/library';
import { readCsvRecords } from '../../src-main/library/transfer-csv';
import { outcomeDesk, outcomeRows, outcomesText, teammateRows, teammateSends, type OutcomeRow, type TeamOutcome } from '../../src-main/publisher';
import { journalDb } from './helpers';
import { ok, writeJournal } from './outcome-journal';

const T = (iso: string) => Date.parse(iso);
/** 385 UTF-16 units of Vietnamese with emoji, one of them (👨‍👩‍👧) across the old 200th unit. */
const LINE = 'Đèn lồng Hội An rực rỡ mỗi đêm rằm 🏮 — ghé phố cổ, thả hoa đăng trên sông Hoài, ';
const fill = (start: string, units: number): string => (start + 'ở Hội An, '.repeat(40)).slice(0, units);
const CAPTION = `${fill(LINE + LINE, 196)}👨‍👩‍👧${fill(` ${LINE}`, 385 - 196 - 8 - 3)} 🌕`;
let db: ReturnType<typeof journalDb>;
let mine: OutcomeRow[];

beforeAll(() => {
  db = journalDb();
  writeJournal(db.db as unknown as WritableDB, [
    { id: 'j-hoian', profileId: 'prof_aodai', platforms: ['facebook', 'instagram'], caption: CAPTION, at: T('2026-11-26T09:00:00Z'), patch: { state: 'done', hubStatus: 'completed', outcomes: [ok('facebook'), ok('instagram')] } },
  ]);
  mine = outcomeRows(publishJobs.listJobs(db.db as unknown as WritableDB, { workspaceId: 'sandbox' }));
});
afterAll(() => db.cleanup());

const csvCaptions = (rows: readonly OutcomeRow[]): string[] => {
  const csv = readCsvRecords(outcomesText(rows, 'csv'));
  if (!csv.ok) throw new Error(csv.message);
  return csv.records.map((r) => r.cells.caption ?? '');
};

describe('the Outbox export carries the whole caption', () => {
  it('the caption under test is longer than the screen\'s cut and has an emoji across it', () => {
    expect(CAPTION.length).toBe(385);
    expect(CAPTION.slice(195, 210)).toContain('👨‍👩‍👧');
  });

  it('this laptop\'s send: CSV and JSON round-trip all of it', () => {
    expect(csvCaptions(mine)).toEqual([CAPTION, CAPTION]);
    expect((JSON.parse(outcomesText(mine, 'json')) as Array<{ caption: string }>).map((r) => r.caption)).toEqual([CAPTION, CAPTION]);
  });

  it("a teammate's send: the export carries the caption the team's outcome holds, whole", () => {
    const o: TeamOutcome = {
      id: 'l1', draftId: 'd-hoian', key: 'k-hoian', by: { memberId: 'm-lan', name: 'Lan' }, at: T('2026-11-27T08:00:00Z'), platforms: ['facebook', 'instagram'],
      fields: { caption: CAPTION, scheduled_at: '2026-12-05T09:00', timezone: 'Asia/Ho_Chi_Minh' }, state: 'awaiting', hubStatus: 'scheduled',
      outcomes: null, lastError: null, nextAt: null, createdAt: T('2026-11-27T08:00:00Z'), scheduledAt: null,
    };
    const sends = teammateSends(db.db, ['d-hoian'], { me: { memberId: 'm-bao', name: 'Bảo' }, sharedOutcomes: (id: string) => (id === o.draftId ? [o] : []) });
    expect(csvCaptions(teammateRows(sends, { draftOf: () => ({ caption: CAPTION, profileId: 'prof_aodai' }) }))).toEqual([CAPTION, CAPTION]);
  });

  it('the desk\'s rows for the screen stay short, between whole graphemes', () => {
    const shown = outcomeDesk(mine, {}, 10).rows.map((r) => r.caption);
    expect(shown[0]!.length).toBeLessThanOrEqual(200);
    expect(CAPTION.startsWith(shown[0]!)).toBe(true);
    expect(shown[0]).not.toMatch(/[\uD800-\uDBFF]$/);
  });
});
