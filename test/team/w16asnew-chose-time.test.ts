/**
 * w16asnew (walk 15, finding 3): Lan chose a new time for an approved post the Hub holds (Compose's "Send it as a new
 * post at another time…"): every approver's screen and `review list` said "edited by Lan after you approved". The
 * core's one derivation (editedSinceApproval) now says whether the changes since the approval were to the time
 * alone (`onlyTime`), row by row over the History lines.
 */
import { describe, expect, it } from 'vitest';
import { editedSinceApproval, TIME_FIELDS } from '../../src-main/team';

const approved = { stale: true, last: { action: 'approve' as const, at: '2026-11-27T09:00:00.000Z' } };
const me = { name: 'Bảo', solo: false };
const line = (member: string, min: number, fields?: string[]) => ({ member, at: min < 0 ? '2026-11-27T08:59:00.000Z' : `2026-11-27T09:${String(min).padStart(2, '0')}:00.000Z`, ...(fields ? { fields } : {}) });
const of = (history: Array<ReturnType<typeof line>> | null) => editedSinceApproval(approved, { history, savedAt: '2026-11-27T09:30:00.000Z', me });

describe('w16asnew: a new time chosen since the approval is said as such, not as "edited"', () => {
  const rows: Array<[string, Array<ReturnType<typeof line>> | null, boolean]> = [
    ['the time alone', [line('Lan', 5, ['scheduled_at'])], true],
    ['the time and its zone', [line('Lan', 5, ['scheduled_at', 'timezone'])], true],
    ['from the queue to a time', [line('Lan', 5, ['scheduled_at', 'add_to_queue'])], true],
    ['the time, and notes beside it (not approved)', [line('Lan', 5, ['scheduled_at', 'notes'])], true],
    ['the time, then the caption', [line('Lan', 5, ['scheduled_at']), line('Lan', 6, ['caption'])], false],
    ['the caption alone', [line('Lan', 5, ['caption'])], false],
    ['the time with the channels', [line('Lan', 5, ['scheduled_at', 'platforms'])], false],
    ['a line that names no fields (written before)', [line('Lan', 5)], false],
    ['a caption changed BEFORE the approval, the time after', [line('Lan', -1, ['caption']), line('Lan', 5, ['scheduled_at'])], true],
    ['no history (not known)', null, false],
  ];
  for (const [name, history, onlyTime] of rows) {
    it(`${name}: onlyTime ${onlyTime}`, () => {
      const e = of(history);
      expect(e).not.toBeNull();
      expect(e!.onlyTime).toBe(onlyTime);
    });
  }
  it('names who chose it, and when, as before', () => {
    expect(of([line('Lan', 5, ['scheduled_at', 'timezone'])])).toEqual({ by: 'Lan', editors: ['Lan'], at: '2026-11-27T09:05:00.000Z', onlyTime: true });
  });
  it('the time fields are those of the content revision\'s schedule', () => {
    expect([...TIME_FIELDS].sort()).toEqual(['add_to_queue', 'scheduled_at', 'timezone']);
  });
});

describe('w16asnew: `review list` says it in the app\'s words', async () => {
  const { draftTimeEnglish, whoLineEnglish } = await import('../../src-main/cli/commands/review');
  const { wallTimeOf } = await import('../../src-main/library');
  const r = { stale: true, last: { action: 'approve', by: 'Bảo' } };
  const facts = { me: 'Bảo', kept: false, clientAgrees: false, editors: ['Lan'] };
  it('the time as the draft holds it, in its zone', () => {
    expect(draftTimeEnglish({ scheduled_at: '2027-01-16T08:00:00+07:00', timezone: 'Asia/Ho_Chi_Minh', add_to_queue: false }, wallTimeOf)).toBe('2027-01-16 08:00 (Asia/Ho_Chi_Minh)');
    expect(draftTimeEnglish({ scheduled_at: '2027-01-16T01:00:00.000Z', timezone: 'Asia/Ho_Chi_Minh', add_to_queue: false }, wallTimeOf)).toBe('2027-01-16 08:00 (Asia/Ho_Chi_Minh)');
    expect(draftTimeEnglish({ scheduled_at: '2027-01-16T08:00', timezone: 'Asia/Ho_Chi_Minh', add_to_queue: false }, wallTimeOf)).toBe('2027-01-16 08:00 (Asia/Ho_Chi_Minh)');
    expect(draftTimeEnglish({ scheduled_at: null, timezone: null, add_to_queue: true }, wallTimeOf)).toBe('the Hub’s queue');
  });
  it('a new time chosen to send it as a new post; a time alone; an edit as before', () => {
    expect(whoLineEnglish(r, { ...facts, choseTime: { time: '2027-01-16 08:00 (Asia/Ho_Chi_Minh)', asNew: true } })).toBe('new time chosen by Lan after you approved: 2027-01-16 08:00 (Asia/Ho_Chi_Minh), to send it as a new post');
    expect(whoLineEnglish(r, { ...facts, choseTime: { time: 'now', asNew: false } })).toBe('new time chosen by Lan after you approved: now');
    expect(whoLineEnglish(r, facts)).toBe('edited by Lan after you approved');
  });
});
