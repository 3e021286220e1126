/**
 * h-again (walk 31, 2): the unknown-outcome card of a post edited and approved again since its send said "publish the
 * approved version instead" while Publish was disabled (the outcome unknown: "it is not sent twice") and the card offered
 * only Ask the Hub and mark published. The reason now names the step possible first: while this laptop can ask the Hub
 * about the send (the table offers ask_hub), `edited_ask_first`; a send whose retries ran out (nothing to ask) keeps
 * `edited_since_send`. Rows reached from real job views through the one post-state derivation (as w16bytes-team-case).
 */
import { describe, expect, it } from 'vitest';
import { ACTION_ENGLISH, ACTION_REASONS, actionsView, postState, teamActionsView, teamCases, type JobView } from '../../src-main/publisher';
import { en } from '../../src-renderer/src/lib/i18n/en';
import { vi } from '../../src-renderer/src/lib/i18n/vi';

const NOW = Date.parse('2026-11-27T20:00:00Z');
let n = 0;
const job = (over: Partial<JobView> = {}): JobView => ({
  id: `j${++n}`, state: 'unknown', hubStatus: null, platforms: ['x'], fields: {}, outcomes: null,
  lastError: { code: 'upstream_timeout', message: 'timed out' }, nextAt: null, createdAt: n, scheduledAt: null, by: null, ...over,
});
const verdicts = (j: JobView, stale: boolean) => {
  const post = postState([j]);
  return teamActionsView(actionsView({ state: post.state, scheduledAt: post.scheduledAt, timezone: post.timezone }, NOW), teamCases(post, null, stale)).verdicts;
};

describe('edited and approved again since a send whose outcome is unknown', () => {
  it('send again is refused with edited_ask_first while Ask the Hub is offered; the words name asking the Hub first', () => {
    const v = verdicts(job(), true);
    expect(v.ask_hub).toEqual({ do: 'allowed' });
    expect(v.send_again).toEqual({ do: 'refused', reason: 'edited_ask_first' });
    expect(ACTION_REASONS).toContain('edited_ask_first');
    expect(ACTION_ENGLISH.reason.edited_ask_first).toContain('ask the Hub about this send first');
    expect(ACTION_ENGLISH.reason.edited_ask_first).not.toContain('instead');
  });

  it('a send the Hub answered for (nothing to ask it) keeps edited_since_send where the table offers sending again', () => {
    const v = verdicts(job({ state: 'done', hubStatus: 'completed', lastError: null, outcomes: [{ channel: 'x', success: true, url: 'https://example.com/x', code: null, message: null, vietnamese: null }] }), true);
    expect(v.ask_hub.do).toBe('refused');
    expect(v.send_again).toEqual({ do: 'refused', reason: 'edited_since_send' });
  });

  it('the app says it in English and Vietnamese', () => {
    const words = (c: unknown): string => (c as { truth: { reason: Record<string, string> } }).truth.reason.edited_ask_first!;
    expect(words(en)).toBe('The post was edited and approved again since this send, whose outcome is unknown: ask the Hub about this send first (it may be live).');
    expect(words(vi)).toBe('Bài đã được sửa và duyệt lại sau lần gửi này, mà lần gửi này chưa rõ kết quả: hãy hỏi Hub về lần gửi này trước (bài có thể đã lên).');
  });
});
