/**
 * The one state model (issue 22, deliverable 1): a table of jobs → the post state every screen and
 * the CLI show, written out by hand beside the derivation; and the guard (deliverable 2) over it.
 */
import { describe, expect, it } from 'vitest';
import { DRAFT_STATES } from '../../src-main/library';
import { draftFilterSchema } from '../../src-main/bridge/contract';
import { holdBack, postActions, postState, postStateText, SENT_STATES, toneOf, type JobView, type PostStateKind } from '../../src-main/publisher';

let t = 0;
const job = (over: Partial<JobView> = {}): JobView => ({
  id: `j${++t}`, state: 'done', hubStatus: 'completed', platforms: ['instagram', 'x'], fields: {}, outcomes: null,
  lastError: null, nextAt: null, createdAt: t, scheduledAt: null, ...over,
});
const ok = (channel: string) => ({ channel, success: true, url: `https://example.com/${channel}`, code: null, message: null, vietnamese: null });
const no = (channel: string, message = 'refused') => ({ channel, success: false, url: null, code: 'invalid_request', message, vietnamese: null });

describe('post state, from a table', () => {
  const rows: Array<[string, JobView[], PostStateKind, Partial<ReturnType<typeof postState>>?]> = [
    ['no job: a draft', [], 'draft'],
    ['journaled, not sent yet', [job({ state: 'prepared', hubStatus: null })], 'sending', { retrying: false }],
    ['a call in flight', [job({ state: 'sending', hubStatus: null })], 'sending'],
    ['waiting to resend the same key', [job({ state: 'retrying', hubStatus: null, lastError: { code: 'upstream_error', message: 'bad gateway' }, nextAt: Date.parse('2026-11-23T10:00:00Z') })], 'sending',
      { retrying: true, reason: { code: 'upstream_error', message: 'bad gateway' }, nextTryAt: '2026-11-23T10:00:00.000Z' }],
    ['stopped by the quota', [job({ state: 'blocked', hubStatus: null, lastError: { code: 'quota_exceeded', message: 'no plan' } })], 'sending', { retrying: true, reason: { code: 'quota_exceeded', message: 'no plan' } }],
    ['the Hub is processing', [job({ state: 'awaiting', hubStatus: 'processing' })], 'sending'],
    ["in the Hub's posting queue", [job({ state: 'awaiting', hubStatus: 'processing', fields: { add_to_queue: true } })], 'queued'],
    ['scheduled, with time and zone', [job({ state: 'awaiting', hubStatus: 'scheduled', fields: { scheduled_at: '2026-11-25T09:30:00+07:00', timezone: 'Asia/Ho_Chi_Minh' } })], 'scheduled',
      { scheduledAt: '2026-11-25T09:30:00+07:00', timezone: 'Asia/Ho_Chi_Minh' }],
    ['published on all channels', [job({ outcomes: [ok('instagram'), ok('x')] })], 'published', { published: 2, total: 2, refused: [] }],
    ['partly published: 1 of 2, x refused', [job({ hubStatus: 'partial', outcomes: [ok('instagram'), no('x')] })], 'partial', { published: 1, total: 2, refused: ['x'] }],
    ['refused by the Hub: nothing sent', [job({ state: 'refused', hubStatus: null, lastError: { code: 'platform_not_connected', message: 'no instagram' } })], 'refused',
      { reason: { code: 'platform_not_connected', message: 'no instagram' }, refused: ['instagram', 'x'], published: 0 }],
    ['refused by every channel', [job({ hubStatus: 'failed', outcomes: [no('instagram'), no('x')] })], 'channels_refused', { published: 0, refused: ['instagram', 'x'] }],
    ['outcome unknown (may be live)', [job({ state: 'unknown', hubStatus: null, lastError: { code: 'upstream_timeout', message: 'timed out' } })], 'unknown', { reason: { code: 'upstream_timeout', message: 'timed out' } }],
    ['cancelled before it was sent', [job({ state: 'cancelled', hubStatus: null })], 'cancelled'],
    ['retried refused channel now published: all published', [job({ hubStatus: 'partial', outcomes: [ok('instagram'), no('x')] }), job({ platforms: ['x'], outcomes: [ok('x')] })], 'published', { published: 2, total: 2 }],
    ['retry of the refused channel in flight', [job({ hubStatus: 'partial', outcomes: [ok('instagram'), no('x')] }), job({ platforms: ['x'], state: 'sending', hubStatus: null })], 'sending'],
    ['a cancelled retry leaves the earlier outcome', [job({ hubStatus: 'partial', outcomes: [ok('instagram'), no('x')] }), job({ platforms: ['x'], state: 'cancelled', hubStatus: null })], 'partial', { published: 1, total: 2 }],
    ['two captions, two posts: one published, one refused by the Hub', [job({ platforms: ['instagram'], outcomes: [ok('instagram')] }), job({ platforms: ['x'], state: 'refused', hubStatus: null, lastError: { code: 'invalid_request', message: 'too long' } })], 'partial', { published: 1, total: 2, refused: ['x'] }],
    ['a resend after unknown, published', [job({ state: 'cancelled', hubStatus: null }), job({ outcomes: [ok('instagram'), ok('x')] })], 'published'],
    // Issue 32, mend32 item 1: an attempt sent again as new is `cancelled` in the journal, but it reached the Hub and may be live.
    ['the first attempt alone after "send again as new": still unknown, superseded',
      [job({ id: 'r1', state: 'cancelled', hubStatus: null, lastError: { code: 'upstream_timeout', message: 'timed out' }, supersededBy: 'r2' })], 'unknown',
      { resentAs: 'r2', reason: { code: 'upstream_timeout', message: 'timed out' }, total: 2, channels: [expect.objectContaining({ state: 'unknown' }), expect.objectContaining({ state: 'unknown' })] }],
    ['a resend after unknown, the new attempt withdrawn: the first may still be live',
      [job({ id: 'r3', state: 'cancelled', hubStatus: null, lastError: { code: 'upstream_timeout', message: 'timed out' }, supersededBy: 'r4' }), job({ id: 'r4', state: 'cancelled', hubStatus: null })], 'unknown', { resentAs: 'r4' }],
    ['a resend after unknown, the new attempt sending', [job({ state: 'cancelled', hubStatus: null, supersededBy: 'x' }), job({ state: 'sending', hubStatus: null })], 'sending'],
    ['withdrawn, never followed up: cancelled', [job({ state: 'cancelled', hubStatus: null, supersededBy: null })], 'cancelled'],
  ];
  it.each(rows)('%s', (_name, jobs, state, extra) => {
    const s = postState(jobs);
    expect(s.state).toBe(state);
    if (extra) expect(s).toMatchObject(extra);
  });

  it('walk 36b: waiting to reach the Hub, its next try said only while it is ahead', () => {
    const s = { ...postState([job({ id: 'w1', state: 'retrying', hubStatus: null, lastError: { code: 'network', message: 'fetch failed' } })]), nextTryAt: '2026-11-29T00:45:14.000Z' };
    expect(postStateText(s, Date.parse('2026-11-29T00:45:00Z'))).toBe('waiting to reach the Hub (queued, not sent: the Hub does not answer; next try 2026-11-29T00:45:14.000Z)');
    expect(postStateText(s, Date.parse('2026-11-29T00:46:20Z'))).toBe('waiting to reach the Hub (queued, not sent: the Hub does not answer; tried again as soon as it answers)');
  });

  it('an attempt sent again as new: its words, its actions and the guard say unknown, never cancelled (issue 32)', () => {
    const first = job({ id: 'f1', state: 'cancelled', hubStatus: null, lastError: { code: 'upstream_timeout', message: 'timed out' }, supersededBy: 'f2' });
    const s = postState([first]);
    expect(postStateText(s)).toBe('outcome unknown (may be live; sent again as new as f2)');
    const acts = postActions({ ...s, followedUp: true }, Date.now());
    expect(acts.cancel).toEqual({ do: 'refused', reason: 'cannot_withdraw' });
    for (const a of ['send_again', 'mark_live', 'retry_refused'] as const) expect(acts[a].do).toBe('refused');
    // w29resend (walk 25, 1): its key still names it at the Hub: it can be asked what became of it.
    expect(acts.ask_hub).toEqual({ do: 'allowed' });
    expect(holdBack(['d'], new Map([['d', s]]), { again: false }).send).toEqual([]);
  });

  it('never wears a success colour for a refusal, an unknown or a partial outcome', () => {
    for (const s of ['refused', 'channels_refused', 'unknown'] as const) expect(toneOf(s)).toBe('bad');
    expect(toneOf('partial')).toBe('warn');
    expect(DRAFT_STATES.filter((s) => toneOf(s) === 'ok')).toEqual(['published']);
  });

  it('per channel: which channel refused, with its message; which is published, with its link', () => {
    const s = postState([job({ hubStatus: 'partial', outcomes: [ok('instagram'), no('x', 'too many photos')] })]);
    expect(s.channels).toEqual([
      expect.objectContaining({ channel: 'instagram', state: 'published', url: 'https://example.com/instagram' }),
      expect.objectContaining({ channel: 'x', state: 'refused', message: 'too many photos' }),
    ]);
  });

  it('the library stores and the bridge filters on the same states', () => {
    const filterStates = draftFilterSchema.shape.state.unwrap().options;
    expect([...filterStates].sort()).toEqual([...DRAFT_STATES, 'deleted'].sort());
    for (const [, jobs] of rows) expect(DRAFT_STATES).toContain(postState(jobs).state);
  });
});

describe('guard: never twice by accident', () => {
  const states = new Map([
    ['d-draft', postState([])],
    ['d-pub', postState([job({ outcomes: [ok('instagram'), ok('x')] })])],
    ['d-part', postState([job({ hubStatus: 'partial', outcomes: [ok('instagram'), no('x')] })])],
    ['d-sched', postState([job({ state: 'awaiting', hubStatus: 'scheduled', fields: { scheduled_at: '2026-11-25T09:30:00+07:00', timezone: 'Asia/Ho_Chi_Minh' } })])],
    ['d-queue', postState([job({ state: 'awaiting', hubStatus: 'processing', fields: { add_to_queue: true } })])],
    ['d-fly', postState([job({ state: 'sending', hubStatus: null })])],
    ['d-unk', postState([job({ state: 'unknown', hubStatus: null })])],
    ['d-ref', postState([job({ state: 'refused', hubStatus: null })])],
    ['d-chref', postState([job({ hubStatus: 'failed', outcomes: [no('instagram'), no('x')] })])],
    ['d-cancel', postState([job({ state: 'cancelled', hubStatus: null })])],
  ]);
  const ids = [...states.keys()];

  it('holds back what was published, scheduled, queued, in flight or unknown, naming the earlier outcome', () => {
    const { send, held } = holdBack(ids, states, { again: false });
    expect(send).toEqual(['d-draft', 'd-ref', 'd-chref', 'd-cancel']);
    expect(held.map((h) => h.draftId)).toEqual(['d-pub', 'd-part', 'd-sched', 'd-queue', 'd-fly', 'd-unk']);
    expect(held.every((h) => SENT_STATES.includes(h.state.state) && h.problems[0]!.code === 'already_sent')).toBe(true);
    const msg = (id: string) => held.find((h) => h.draftId === id)!.problems[0]!.message;
    expect(msg('d-pub')).toMatch(/already published/);
    expect(msg('d-part')).toMatch(/partly published \(1 of 2 channels; refused: x\)/);
    expect(msg('d-sched')).toMatch(/scheduled at the Hub for 2026-11-25T09:30 in Asia\/Ho_Chi_Minh/);
    expect(msg('d-unk')).toMatch(/may be live/);
  });

  it('"publish again" holds nothing back', () => {
    expect(holdBack(ids, states, { again: true })).toEqual({ send: ids, held: [] });
  });
});
