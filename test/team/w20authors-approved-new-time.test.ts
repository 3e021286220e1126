/**
 * w20authors: the approved new time (team/approved-new-time.ts), row by row: approved vs stale vs other states, the
 * Hub's post scheduled vs published / queued / none, the same instant (another zone or offset) vs a new one, the queue
 * flag, no held time. Pure: no date of today is read.
 */
import { describe, expect, it } from 'vitest';
import { approvedNewTime, type ApprovedNewTimeFacts } from '../../src-main/team/approved-new-time';

const base: ApprovedNewTimeFacts = {
  review: { state: 'approved', stale: false },
  hubState: 'scheduled',
  draft: { scheduledAt: '2026-12-16T09:00', timezone: 'Asia/Ho_Chi_Minh', addToQueue: false },
  held: { scheduledAt: '2026-12-15T09:00', timezone: 'Asia/Ho_Chi_Minh' },
};
const NEW = { at: '2026-12-16T09:00', zone: 'Asia/Ho_Chi_Minh' };

// [row, change to the base facts, the approved new time]
const ROWS: Array<[string, Partial<ApprovedNewTimeFacts>, { at: string; zone: string | null } | null]> = [
  ['approved, Hub scheduled, a new instant', {}, NEW],
  ['approved then edited (stale)', { review: { state: 'approved', stale: true } }, null],
  ['in review', { review: { state: 'in_review', stale: false } }, null],
  ['changes requested', { review: { state: 'changes_requested', stale: false } }, null],
  ['draft', { review: { state: 'draft', stale: false } }, null],
  ['the Hub published it', { hubState: 'published' }, null],
  ["in the Hub's queue", { hubState: 'queued' }, null],
  ['the Hub holds nothing', { hubState: null }, null],
  ['the same instant, same zone', { held: { scheduledAt: '2026-12-16T09:00', timezone: 'Asia/Ho_Chi_Minh' } }, null],
  ['the same instant written in another zone', { held: { scheduledAt: '2026-12-16T02:00', timezone: 'UTC' } }, null],
  ['the same instant with an offset', { held: { scheduledAt: '2026-12-16T02:00:00Z', timezone: null } }, null],
  ['one minute later is a new time', { held: { scheduledAt: '2026-12-16T09:01', timezone: 'Asia/Ho_Chi_Minh' } }, NEW],
  ["the draft goes to the Hub's queue", { draft: { ...base.draft, addToQueue: true } }, null],
  ['the draft has no time', { draft: { scheduledAt: null, timezone: null, addToQueue: false } }, null],
  ['no held time known', { held: null }, null],
  ['the Hub holds it with no time', { held: { scheduledAt: null, timezone: null } }, NEW],
  ['a draft without a zone', { draft: { scheduledAt: '2026-12-16T09:00', timezone: null, addToQueue: false } }, { at: '2026-12-16T09:00', zone: null }],
];

describe('w20authors: approvedNewTime row by row', () => {
  it.each(ROWS)('%s', (_row, change, want) => {
    expect(approvedNewTime({ ...base, ...change })).toEqual(want);
  });
});
