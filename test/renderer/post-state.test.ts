/**
 * The screens word and colour the core's one post state: their tables must be the core's, entry
 * by entry (a state added in the core and not here fails), and a batch's answer is summed up with
 * the same counts it carries.
 */
import { describe, expect, it } from 'vitest';
import { DRAFT_STATES } from '../../src-main/library';
import { SENT_STATES as CORE_SENT, actionsView, toneOf } from '../../src-main/publisher';
import { batchSummary, POST_STATES, SENT_STATES, stateDetail, TONES } from '../../src-renderer/src/lib/postState';
import type { BatchDto, JobDto, PostStateDto } from '../../src-main/bridge/contract';
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

  it('an unknown outcome not yet due says the Hub may hold it for then (the table\'s unknown_ahead), and "may be live" only once due', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    const unknown: PostStateDto = { state: 'unknown', tone: 'warn', channels: [], published: 0, total: 1, refused: [], scheduledAt: '2027-03-28T09:00', timezone: 'Asia/Ho_Chi_Minh', retrying: false, reason: null, nextTryAt: null };
    expect(actionsView(unknown, now).row).toBe('unknown_ahead');
    expect(stateDetail(unknown, t, () => '28 Mar 09:00', (c) => c, now)).toBe('truth.card.unknownAhead{"time":"28 Mar 09:00","zone":"Asia/Ho_Chi_Minh"}');
    // Past its time (in its own zone: 09:00 in Ho Chi Minh is 02:00 UTC), the same post may be live.
    const due = Date.parse('2027-03-28T02:00:01Z');
    expect(actionsView(unknown, due).row).toBe('unknown_due');
    expect(stateDetail(unknown, t, () => '28 Mar 09:00', (c) => c, due)).toBe('outcome.unknown');
    expect(stateDetail({ ...unknown, scheduledAt: null, timezone: null }, t, (s) => s, (c) => c, now)).toBe('outcome.unknown');
  });

  it('sums a batch answer up with its own counts, one line per draft not sent', () => {
    const b: BatchDto = {
      id: 'b', total: 5, byState: {}, refusals: { some: 0, every: 0 }, scheduled: 0, queued: 0, sent: 3,
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

describe('outbox filters and the identical-retry warning', async () => {
  const { filterJobs, NO_JOB_FILTER, sameAsRefused } = await import('../../src-renderer/src/lib/jobs');
  const post = (state: PostStateDto['state']): PostStateDto => ({ state, tone: 'neutral', channels: [], published: 0, total: 1, refused: [], scheduledAt: null, timezone: null, retrying: false, reason: null, nextTryAt: null });
  const job = (id: string, o: { state: PostStateDto['state']; profileId: string; platforms: string[]; campaignId: string | null }): JobDto => ({
    id, draftId: null, batchId: null, idempotencyKey: id, state: 'done', hubStatus: null, outcomes: [], lastError: null, attempts: 1,
    createdAt: '', updatedAt: '', caption: '', scheduledAt: null, timezone: null, supersededBy: null,
    profileId: o.profileId, platforms: o.platforms, campaignId: o.campaignId, post: post(o.state),
    actions: actionsView({ state: o.state, scheduledAt: null, timezone: null }, 0),
  });
  const jobs = [
    job('a', { state: 'partial', profileId: 'p1', platforms: ['instagram', 'x'], campaignId: 'c1' }),
    job('b', { state: 'published', profileId: 'p2', platforms: ['instagram'], campaignId: null }),
    job('c', { state: 'scheduled', profileId: 'p1', platforms: ['reddit'], campaignId: 'c1' }),
  ];
  it('filters by state, profile, channel and campaign', () => {
    const ids = (f: Partial<typeof NO_JOB_FILTER>) => filterJobs(jobs, { ...NO_JOB_FILTER, ...f }).map((j) => j.id);
    expect(ids({})).toEqual(['a', 'b', 'c']);
    expect(ids({ state: 'partial' })).toEqual(['a']);
    expect(ids({ profile: 'p1' })).toEqual(['a', 'c']);
    expect(ids({ channel: 'instagram' })).toEqual(['a', 'b']);
    expect(ids({ campaign: 'c1', channel: 'reddit' })).toEqual(['c']);
  });
  it('warns only when the retry would send the refused request unchanged', () => {
    const fields = { caption: 'Hi', title: '', x_title: 'T' };
    expect(sameAsRefused({ fields, refused: ['x'] }, { caption: 'Hi', title: '', fields: { x_title: 'T' } })).toBe(true);
    expect(sameAsRefused({ fields, refused: ['x'] }, { caption: 'Hi!', title: '', fields: { x_title: 'T' } })).toBe(false);
    expect(sameAsRefused({ fields, refused: ['x'] }, { caption: 'Hi', title: '', fields: { x_title: 'Shorter' } })).toBe(false);
  });
});
