/**
 * h-calout (walk 39a, 2): the Outbox's teammates' cards in the Outbox's own order. Hạnh's laptop wrote a campaign's six
 * jobs in one go (one millisecond, ids in the order written) and called the Hub two at a time, so the calls reached it
 * out of that order. Her own Outbox (library listJobs: created_at DESC, rowid DESC) lists them last written first; Marc's
 * "Sent by Hạnh" cards listed them by when each call reached the Hub ("24, 20, 22, 16, 18, 8 Dec"). Now both read one
 * order (src-shared job-order.ts), the renderer's live list too.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { newId } from '../../src-main/common/ids';
import { publishJobs, type WritableDB } from '../../src-main/library';
import { teammateSends, type TeamOutcome } from '../../src-main/publisher';
import { upsertJob } from '../../src-renderer/src/lib/jobs';
import type { JobDto } from '../../src-main/bridge/contract';
import { journalDb } from './helpers';
import { writeJournal } from './outcome-journal';

const WRITTEN = Date.parse('2026-11-29T03:50:00Z');
const DAYS = ['08', '10', '12', '14', '16', '18', '20', '22', '24'];
/** The calls reached the Hub two at a time: 2nd before 1st, 4th before 3rd, … (when each call went, ms after writing). */
const CALLED = [1, 0, 3, 2, 5, 4, 7, 6, 8];
const ids = DAYS.map(() => newId(WRITTEN));
const hanh = DAYS.map((d, i): TeamOutcome => ({
  id: ids[i]!, draftId: `d-${d}`, key: `k-${d}`, by: { memberId: 'm-hanh', name: 'Hạnh' }, at: WRITTEN + 1000 + (CALLED[i] ?? 0) * 400,
  createdAt: WRITTEN, platforms: ['facebook'], fields: { scheduled_at: `2026-12-${d}T09:00`, timezone: 'Asia/Ho_Chi_Minh' }, state: 'awaiting', hubStatus: 'scheduled',
  outcomes: null, lastError: null, nextAt: null, scheduledAt: `2026-12-${d}T09:00`,
}));
const team = { me: { memberId: 'm-marc', name: 'Marc' }, sharedOutcomes: (draftId: string) => hanh.filter((o) => o.draftId === draftId) };
const senders = journalDb(), marcs = journalDb();
afterAll(() => { senders.cleanup(); marcs.cleanup(); });

describe("a teammate's campaign sent two calls at a time", () => {
  it("Marc's cards are in the order Hạnh's own Outbox lists her jobs", () => {
    writeJournal(senders.db as unknown as WritableDB, DAYS.map((d, i) => ({ id: ids[i]!, draftId: `d-${d}`, profileId: 'prof_pho', platforms: ['facebook'], scheduledAt: `2026-12-${d}T09:00`, timezone: 'Asia/Ho_Chi_Minh', at: WRITTEN })));
    const hers = publishJobs.listJobs(senders.db, { workspaceId: 'sandbox' }).map((j) => j.draftId);
    expect(hers).toEqual(DAYS.map((d) => `d-${d}`).reverse());
    const his = teammateSends(marcs.db, DAYS.map((d) => `d-${d}`), team).map((x) => x.draftId);
    expect(his).toEqual(hers);
  });

  it('a card seen live keeps that order (jobs.list, then job events)', () => {
    const dto = (i: number): JobDto => ({ id: ids[i]!, createdAt: new Date(WRITTEN).toISOString(), state: 'awaiting' }) as JobDto;
    const listed = DAYS.map((_, i) => dto(i)).reverse();
    expect(upsertJob(listed, dto(3)).map((j) => j.id)).toEqual(listed.map((j) => j.id));
  });
});
