import { describe, expect, it } from 'vitest';
import { backoffDelay, attemptsWithin, outcomesOf, RETRY_BACKOFF, type BackoffPolicy } from '../../src-main/hub';
import { canMove, FINAL_STATES, JOB_STATES, TRANSITIONS, UNFINISHED_STATES } from '../../src-main/publisher/states';
import { preflight, publishFields, hasErrors, type PublishDraft } from '../../src-main/publisher/preflight';

const P: BackoffPolicy = { baseMs: 100, factor: 2, capMs: 1000, jitter: 0.5 };

describe('backoff (pure function of the attempt)', () => {
  it('sends the first attempt at once and grows, capped, with bounded jitter', () => {
    expect(backoffDelay(1, P, 0.9)).toBe(0);
    expect([2, 3, 4, 5, 6, 7].map((a) => backoffDelay(a, P, 1))).toEqual([100, 200, 400, 800, 1000, 1000]);
    expect([2, 3, 4].map((a) => backoffDelay(a, P, 0))).toEqual([50, 100, 200]);
    for (let a = 2; a < 30; a++) {
      const d = backoffDelay(a, P, Math.random());
      expect(d).toBeGreaterThanOrEqual(Math.min(1000, 100 * 2 ** (a - 2)) / 2);
      expect(d).toBeLessThanOrEqual(1000);
    }
    expect(backoffDelay(Number.NaN, P, 0.5)).toBe(0);
  });
  it('counts the attempts that fit a time budget', () => {
    expect(attemptsWithin(0, P)).toBe(1);
    expect(attemptsWithin(300, P)).toBe(3);
    expect(attemptsWithin(60_000, RETRY_BACKOFF)).toBeGreaterThan(3);
  });
});

describe('job states', () => {
  it('final states go nowhere; unfinished states are exactly the rest', () => {
    for (const s of FINAL_STATES) expect(TRANSITIONS[s]).toEqual([]);
    expect([...UNFINISHED_STATES, ...FINAL_STATES].sort()).toEqual([...JOB_STATES].sort());
    expect(canMove('sending', 'sending')).toBe(true); // a crash in flight resends the same key
    expect(canMove('done', 'sending')).toBe(false);
    expect(canMove('unknown', 'sending')).toBe(false); // never a blind resend
  });
});

const draft = (over: Partial<PublishDraft> = {}): PublishDraft => ({
  id: 'd1', profile_id: 'p1', platforms: ['x'], caption: 'hello', title: '', fields: {}, scheduled_at: null, timezone: null, add_to_queue: false,
  photos: [{ id: 'ph1', position: 0, source: 'file', path: '/tmp/a.jpg', url: null }], ...over,
});
const codes = (d: PublishDraft, pins = null as Parameters<typeof preflight>[1]): string[] => preflight(d, pins).map((p) => `${p.severity}:${p.code}:${p.channel ?? ''}`);

describe('preflight (pure)', () => {
  it('passes a good draft', () => {
    expect(preflight(draft())).toEqual([]);
  });
  it('refuses non-photo channels, unknown keys, missing fields and titles', () => {
    expect(codes(draft({ platforms: ['youtube', 'zzz'] }))).toEqual(['error:not_photo_channel:youtube', 'error:unknown_channel:zzz']);
    expect(codes(draft({ platforms: ['pinterest'] }))).toEqual(['error:missing_field:pinterest', 'error:missing_title:pinterest']);
    expect(codes(draft({ platforms: ['reddit'], fields: { reddit_community: 'pics', reddit_title: 'T' } }))).toEqual([]);
    expect(codes(draft({ profile_id: null, platforms: [], photos: [] }))).toEqual(['error:no_profile:', 'error:no_platforms:', 'error:no_photos:']);
  });
  it('counts captions and titles the channel way', () => {
    expect(codes(draft({ caption: '你'.repeat(141) }))).toEqual(['error:caption_too_long:x']); // X weighs CJK 2
    expect(codes(draft({ caption: '你'.repeat(140) }))).toEqual([]);
    expect(codes(draft({ platforms: ['pinterest'], title: 't'.repeat(101), fields: { pinterest_board_id: 'b' } }))).toEqual(['error:title_too_long:pinterest']);
  });
  it('warns about a scheduled Facebook post with a page id, and checks pins', () => {
    expect(codes(draft({ platforms: ['facebook'], scheduled_at: '2030-01-01T10:00:00', timezone: 'Asia/Ho_Chi_Minh', fields: { facebook_page_id: 'pg1' } })))
      .toEqual(['warning:scheduled_page_dropped:facebook']);
    expect(codes(draft({ platforms: ['facebook'], fields: { facebook_page_id: 'pg1' } }), { facebook_page_id: 'pg2' })).toEqual(['error:pin_conflict:facebook']);
    expect(codes(draft({ platforms: ['facebook'] }), { facebook_page_id: 'pg2' })).toEqual(['warning:pin_overrides:facebook']);
    expect(hasErrors(preflight(draft({ platforms: ['facebook'] }), { facebook_page_id: 'pg2' }))).toBe(false);
  });
  it('builds the Hub fields, keeping a channel\'s own fields only with that channel', () => {
    const d = draft({ platforms: ['pinterest', 'x'], title: 'T', fields: { pinterest_board_id: 'b1', x_title: '', first_comment: 'fc' } });
    expect(publishFields(d, ['https://e.com/a.jpg'])).toEqual({ profile_id: 'p1', platforms: ['pinterest', 'x'], caption: 'hello', title: 'T', photo_urls: ['https://e.com/a.jpg'], pinterest_board_id: 'b1' });
    expect(publishFields(d, [], ['x'])).toEqual({ profile_id: 'p1', platforms: ['x'], caption: 'hello', title: 'T' });
  });
});

describe('per-channel outcomes', () => {
  it('keeps accepted channels accepted and splits the channel message', () => {
    const out = outcomesOf({
      status: 'partial', failed_platforms: ['x'],
      results: { facebook: { success: true, url: 'https://fb/1' }, x: { success: false, error: { code: 'dup', message: 'Duplicate · Tạm dịch: Trùng lặp' } } },
    }, ['facebook', 'x']);
    expect(out).toEqual([
      { channel: 'facebook', success: true, url: 'https://fb/1', code: null, message: null, vietnamese: null },
      { channel: 'x', success: false, url: null, code: 'dup', message: 'Duplicate', vietnamese: 'Trùng lặp' },
    ]);
    expect(outcomesOf({ status: 'processing' }, ['x'])[0]?.success).toBeNull();
    expect(outcomesOf({ status: 'completed' }, ['x'])[0]?.success).toBe(true);
  });
});
