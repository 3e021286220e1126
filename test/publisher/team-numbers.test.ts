/**
 * teamnumbers (issue 34, walk 6): Outbox → Table counts the team's sends. This laptop's journal (two
 * posts) and two teammates' sends (Bảo's published post, Chi's post the Hub holds for 20:00 in Ho Chi
 * Minh) as the team's shared outcomes; the rows and summary come from the same teammateSends the
 * "Sent by teammates" group lists, and say which channels teammates sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishJobs, type WritableDB } from '../../src-main/library';
import { readCsvRecords } from '../../src-main/library/transfer-csv';
import { outcomeDesk, outcomeRows, outcomesText, teammateRows, teammateSends, withTeammateRows, type OutcomeRow, type TeamOutcome } from '../../src-main/publisher';
import { journalDb } from './helpers';
import { no, ok, writeJournal } from './outcome-journal';

const T = (iso: string) => Date.parse(iso);
let db: ReturnType<typeof journalDb>;
let all: OutcomeRow[];

const theirs = (o: Partial<TeamOutcome> & Pick<TeamOutcome, 'id' | 'draftId' | 'key' | 'by' | 'at' | 'platforms' | 'fields' | 'state'>): TeamOutcome => ({
  hubStatus: null, outcomes: null, lastError: null, nextAt: null, createdAt: o.at, scheduledAt: null, ...o,
});
const shared: TeamOutcome[] = [
  theirs({ id: 'b1', draftId: 'd-bao', key: 'k-bao', by: { memberId: 'm-bao', name: 'Bảo' }, at: T('2026-11-26T10:30:00Z'), platforms: ['facebook', 'instagram'], fields: { caption: 'Bánh mì mới', profile_id: 'prof_caphe' }, state: 'done', hubStatus: 'completed', outcomes: [ok('facebook'), ok('instagram')] }),
  theirs({ id: 'c1', draftId: 'd-chi', key: 'k-chi', by: { memberId: 'm-chi', name: 'Chi' }, at: T('2026-11-26T08:00:00Z'), platforms: ['instagram'], fields: { caption: 'Áo dài Tết', profile_id: 'prof_aodai', scheduled_at: '2026-11-26T20:00', timezone: 'Asia/Ho_Chi_Minh' }, state: 'awaiting', hubStatus: 'scheduled' }),
  // My own outcome, shared back to me: never a teammate's.
  theirs({ id: 'j1', draftId: 'd-mine', key: 'k-mine', by: { memberId: 'm-lan', name: 'Lan' }, at: T('2026-11-26T09:00:00Z'), platforms: ['x'], fields: {}, state: 'done' }),
];
const team = { me: { memberId: 'm-lan', name: 'Lan' }, sharedOutcomes: (draftId: string) => shared.filter((o) => o.draftId === draftId) };

beforeAll(() => {
  db = journalDb();
  const w = db.db as unknown as WritableDB;
  writeJournal(w, [
    { id: 'j1', draftId: 'd-mine', profileId: 'prof_lumen', platforms: ['x'], at: T('2026-11-26T09:00:00Z'), patch: { state: 'done', hubStatus: 'completed', outcomes: [ok('x')] } },
    { id: 'j2', profileId: 'prof_caphe', platforms: ['facebook'], at: T('2026-11-26T11:00:00Z'), patch: { state: 'done', hubStatus: 'failed', outcomes: [no('facebook')] } },
  ]);
  const mine = outcomeRows(publishJobs.listJobs(w, { workspaceId: 'sandbox' }));
  const sends = teammateSends(db.db, ['d-bao', 'd-chi', 'd-mine'], team);
  all = withTeammateRows(mine, teammateRows(sends, { campaignOf: (id) => (id === 'd-chi' ? 'camp-tet' : null) }));
});
afterAll(() => db.cleanup());

const line = (published: number, refused: number, unknown: number, waiting: number) => ({ published, refused, unknown, waiting });

describe("the desk counts the team's sends", () => {
  it("the teammates' channels are rows of their own, newest first among mine, each naming its sender", () => {
    expect(all.map((r) => `${r.jobId} ${r.channel} ${r.state} ${r.by ?? 'me'}`)).toEqual([
      'c1 instagram scheduled Chi', // 20:00 in Ho Chi Minh = 13:00 UTC: the time the Hub holds
      'j2 facebook refused me',
      'b1 facebook published Bảo',
      'b1 instagram published Bảo',
      'j1 x published me',
    ]);
    const chi = all[0]!;
    expect([chi.at, chi.scheduledAt, chi.timezone, chi.profileId, chi.campaignId, chi.caption, chi.draftId]).toEqual(['2026-11-26T13:00:00.000Z', '2026-11-26T20:00', 'Asia/Ho_Chi_Minh', 'prof_aodai', 'camp-tet', 'Áo dài Tết', 'd-chi']);
  });

  it('the totals by state count the team, and say how many of them teammates sent', () => {
    const d = outcomeDesk(all, {}, 100);
    expect(d.summary.total).toEqual(line(3, 1, 0, 1));
    expect(d.summary.teammates).toEqual(line(2, 0, 0, 1));
    expect(d.summary.byProfile.find((l) => l.key === 'prof_caphe')).toEqual({ key: 'prof_caphe', ...line(2, 1, 0, 0) });
  });

  it("the filters narrow the teammates' rows as they narrow mine", () => {
    const d = outcomeDesk(all, { profile: 'prof_aodai' }, 100);
    expect(d.rows.map((r) => r.jobId)).toEqual(['c1']);
    expect(d.summary.teammates).toEqual(line(0, 0, 0, 1));
    expect(outcomeDesk(all, { campaign: 'camp-tet', outcomes: ['waiting'] }, 100).rows.map((r) => r.jobId)).toEqual(['c1']);
    expect(outcomeDesk(all, { from: '2026-11-26T10:00:00Z', to: '2026-11-26T11:00:00Z' }, 100).summary.teammates).toEqual(line(2, 0, 0, 0));
  });

  it("a teammate's outcome that carries no caption or brand reads them from the draft here", () => {
    const bare = teammateSends(db.db, ['d-bao'], { ...team, sharedOutcomes: (id) => shared.filter((o) => o.draftId === id).map((o) => ({ ...o, fields: {} })) });
    const rows = teammateRows(bare, { draftOf: (id) => (id === 'd-bao' ? { caption: 'Bánh mì (bản nháp)', profileId: 'prof_caphe' } : null) });
    expect(rows.map((r) => `${r.channel} ${r.profileId} ${r.caption}`)).toEqual(['facebook prof_caphe Bánh mì (bản nháp)', 'instagram prof_caphe Bánh mì (bản nháp)']);
    expect(teammateRows(bare).map((r) => r.profileId)).toEqual([null, null]);
  });

  it('the export names who sent a teammate’s row', () => {
    const r = readCsvRecords(outcomesText(all, 'csv'));
    if (!r.ok) throw new Error(r.message);
    expect(r.records.map((rec) => [rec.cells.job_id, rec.cells.sent_by])).toEqual([['c1', 'Chi'], ['j2', ''], ['b1', 'Bảo'], ['b1', 'Bảo'], ['j1', '']]);
  });
});
