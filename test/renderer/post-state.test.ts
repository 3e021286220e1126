/**
 * The screens word and colour the core's one post state: their tables must be the core's, entry
 * by entry (a state added in the core and not here fails), and a batch's answer is summed up with
 * the same counts it carries.
 */
import { describe, expect, it } from 'vitest';
import { DRAFT_STATES } from '../../src-main/library';
import { SENT_STATES as CORE_SENT, toneOf } from '../../src-main/publisher';
import { batchSummary, POST_STATES, SENT_STATES, stateDetail, TONES } from '../../src-renderer/src/lib/postState';
import type { BatchDto, PostStateDto } from '../../src-main/bridge/contract';
import { problemText } from '../../src-renderer/src/lib/problems';
import { en } from '../../src-renderer/src/lib/i18n/en';
import { vi } from '../../src-renderer/src/lib/i18n/vi';

const t = (key: string, opts?: { values: Record<string, string | number> }) => `${key}${opts ? JSON.stringify(opts.values) : ''}`;

describe('post states on screen', () => {
  it('offers exactly the core states, colours them as the core does, and guards the same states', () => {
    expect([...POST_STATES]).toEqual([...DRAFT_STATES]);
    for (const s of DRAFT_STATES) expect(TONES[s]).toBe(toneOf(s));
    expect([...SENT_STATES]).toEqual([...CORE_SENT]);
  });

  it('has a label for every state in English and Vietnamese (no English left in vi)', () => {
    for (const s of [...DRAFT_STATES, 'deleted'] as const) {
      expect(en.state[s]).toBeTruthy();
      expect(vi.state[s]).toBeTruthy();
      expect(vi.state[s]).not.toBe(en.state[s]);
    }
  });

  it('says N of M and which channels refused; the time and zone of a scheduled post', () => {
    const base: PostStateDto = { state: 'partial', tone: 'warn', channels: [], published: 1, total: 2, refused: ['x'], scheduledAt: null, timezone: null, retrying: false, reason: null, nextTryAt: null };
    expect(stateDetail(base, t, (s) => s, (c) => c.toUpperCase())).toBe('outcome.partial{"n":1,"m":2,"channels":"X"}');
    const sched = { ...base, state: 'scheduled' as const, scheduledAt: '2026-11-25T09:30:00+07:00', timezone: 'Asia/Ho_Chi_Minh' };
    expect(stateDetail(sched, t, () => '25 Nov 09:30', (c) => c)).toBe('outcome.scheduledFor{"time":"25 Nov 09:30","zone":"Asia/Ho_Chi_Minh"}');
  });

  it('sums a batch answer up with its own counts, one line per draft not sent', () => {
    const b: BatchDto = {
      id: 'b', total: 5, byState: {}, sent: 3,
      notSent: [
        { draftId: 'd4', earlier: null, problems: [{ severity: 'error', code: 'no_profile', channel: null, field: 'profile_id', message: 'choose a brand profile' }] },
        { draftId: 'd5', earlier: 'published', problems: [{ severity: 'error', code: 'already_sent', channel: null, field: null, message: 'already published' }] },
      ],
    };
    const s = batchSummary(b, t, (id) => `caption ${id}`);
    expect(s.sent).toBe(3);
    expect(s.message).toBe('outcome.summary{"sent":3,"notSent":2}');
    expect(s.lines).toEqual([
      'outcome.notSentLine{"caption":"caption d4","reason":"compose.problem.no_profile{\\"field\\":\\"profile_id\\"}"}',
      'outcome.notSentLine{"caption":"caption d5","reason":"outcome.alreadySent{\\"state\\":\\"state.published\\"}"}',
    ]);
  });
});

describe('preflight lines (issue 22, item 7)', () => {
  const real = (key: string, opts?: { values: Record<string, string | number> }) => {
    const [a, b, c] = key.split('.') as [keyof typeof en, string, string?];
    const group = en[a] as unknown as Record<string, unknown>;
    let text = (c ? (group[b] as Record<string, string>)[c] : group[b]) as string;
    for (const [k, v] of Object.entries(opts?.values ?? {})) text = text.replace(`{${k}}`, String(v));
    return text;
  };
  it('name a field in the user\'s words, once, not by its Hub name', () => {
    const line = problemText({ code: 'missing_field', field: 'pinterest_board_id', message: 'Pinterest needs pinterest_board_id' }, real, (k) => (k === 'reddit' ? 'Reddit' : k));
    expect(line).toBe('A required field is empty (Pinterest board).');
    expect(problemText({ code: 'missing_field', field: 'reddit_community', message: 'x' }, real, (k) => k)).toBe('A required field is empty (Reddit community).');
    expect(problemText({ code: 'missing_title', field: 'reddit_title', message: 'x' }, real, (k) => (k === 'reddit' ? 'Reddit' : k))).not.toContain('reddit_title');
  });
});
