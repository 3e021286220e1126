/**
 * w8send (walk 8):
 * - Finding 9: `campaign status` said "done: 1 handed, 0 not sent, 0 withdrawn (of 4)" with 3 posts held back (the
 *   counts did not sum to the total), and a batch whose posts all were held back read "2 posts; ; 2 skipped".
 * - Finding 10: the dry run said "0 with warnings" while held rows (waiting for the team's review) showed the
 *   pinned-page warning: a row's warnings count whether it is held or not.
 */
import { describe, expect, it } from 'vitest';
import { dryRun, type SendNow } from '../../src-main/campaigns';
import type { Draft } from '../../src-main/library';
import type { Problem } from '../../src-main/publisher';
import { batchLine, statusCounts } from '../../src-main/cli/commands/campaign';

describe('campaign status sums to the total (finding 9)', () => {
  it('says the posts a send held back', () => {
    // w22status: the counts are the core's one partition (status `split`), said as the app's header says them.
    const now = { problems: 3, waiting: 0, changes: 0, toSubmit: 0, resend: 0, revoked: 0, changesBy: [] } as unknown as SendNow;
    const s = { now, sentBy: [], split: { posts: 4, sent: 1, ready: 0, held: 3, withdrawn: 0 } };
    expect(`done: ${statusCounts(s)}`).toBe('done: 4 posts · 1 sent · 3 held back (3 for their problems)');
    expect(statusCounts({ ...s, split: { ...s.split, ready: 3, held: 0 } })).toBe('4 posts · 1 sent · 3 ready to send now');
  });
  it('a batch with no job made leaves no empty part', () => {
    const b = { id: 'b1', total: 2, skipped: 2, byState: {}, refusals: { some: 0, every: 0 }, scheduled: 0, queued: 0 };
    expect(batchLine(b as never)).toBe('batch b1: 2 posts; 2 skipped');
    expect(batchLine({ ...b, skipped: 1, byState: { done: 1 } } as never)).toBe('batch b1: 2 posts; 1 published; 1 skipped');
  });
});

describe('the dry run counts a held row\'s warnings (finding 10)', () => {
  const mk = (id: string): Draft => ({
    id, workspaceId: 'w', profile_id: 'prof_caphe', platforms: ['facebook'], caption: `caption ${id}`, title: '', fields: {}, scheduled_at: null, timezone: null, add_to_queue: false,
    photos: [{ id: `${id}-p`, position: 0, source: 'url', path: null, url: 'https://img.example/a.jpg', sha256: null, bytes: null, width: null, height: null, mime: null, name: null }], captions: [], tags: [], notes: '', state: 'draft', createdAt: '', updatedAt: '', deletedAt: null, revision: 1,
  } as Draft);
  it('rows waiting for approval with the pinned-page warning are "with warnings"', () => {
    const waiting: Problem = { severity: 'error', code: 'waiting_approval', channel: null, field: null, message: 'waits', who: 'an owner' };
    const times = new Map(['a', 'b', 'c'].map((id, i) => [id, { id, at: Date.parse(`2027-03-0${i + 1}T01:00:00Z`), local: `2027-03-0${i + 1}T08:00`, timezone: 'Asia/Ho_Chi_Minh', offset: '+07:00', dstShift: null, movedForGapMinutes: 0, problem: null }] as const));
    const { rows, summary } = dryRun({ delivery: 'schedule', minGapMinutes: 0, duplicateDays: 0, pins: () => ({ facebook_page_id: 'page-1' }), drafts: ['a', 'b', 'c'].map(mk), times: new Map(times), approval: (d) => (d.id === 'c' ? null : waiting) });
    const warned = rows.filter((r) => r.problems.some((p) => p.severity === 'warning'));
    expect(warned.length).toBe(3);
    expect(summary).toMatchObject({ held: 2, waiting: 2, errors: 0, warnings: 3 });
  });
});
