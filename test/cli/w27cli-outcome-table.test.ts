/**
 * w27cli (walk 23, 1): the batch's count line by outcome, row by row against the core's one derivation of a post's
 * state (the Outbox card's: publisher jobPost). Every path of a publish: ok, partly, refused by its channels, scheduled,
 * queued, refused by the Hub, unknown (upstream_timeout, retries ran out, sent again as new), still sending, at the Hub,
 * cancelled, a replay of a teammate's send, a teammate's unknown, held by preflight. Each row is in exactly one part, and
 * the line's parts add up to the posts. Before, the line ("0/1 done (0 sent to the Hub)") counted job states, and an
 * unknown outcome in none of its parts (this file's imports did not exist: it failed on the old code).
 */
import { describe, expect, it } from 'vitest';
import { outcomeLine, publishSummary } from '../../src-main/cli/commands/publish';
import { reviewHoldKind } from '../../src-main/campaigns';
import type { Job } from '../../src-main/library';
import { batchOutcomes, jobPost, OUTCOME_OF_STATE, postsOfJobs, type PostStateKind, type TeamOutcome, type TeamPublishPort } from '../../src-main/publisher';

let n = 0;
const ok = (channel: string) => ({ channel, success: true, url: `https://example.com/${channel}`, code: null, message: null, vietnamese: null });
const no = (channel: string) => ({ channel, success: false, url: null, code: 'invalid_request', message: 'refused', vietnamese: null });
const job = (over: Partial<Job> = {}): Job => ({
  id: `j${++n}`, draftId: `d${n}`, batchId: 'b0000000-1', idempotencyKey: `k${n}`, state: 'done', hubStatus: 'completed', platforms: ['instagram', 'x'], fields: {},
  outcomes: [ok('instagram'), ok('x')], lastError: null, nextAt: null, createdAt: 1_000 + n, sentAt: 1_000 + n, scheduledAt: null, supersededBy: null, attempts: 1, polls: 0, reason: null, parentJobId: null, ...over,
}) as Job;

/** A team port where Bảo's laptop sent some keys (its outcomes, as the team shares them). */
const team = (outcomes: TeamOutcome[], sentFirst: Array<[string, 'original' | 'replay']> = []): Pick<TeamPublishPort, 'me' | 'sharedOutcomes' | 'sentFirst'> => ({
  me: { memberId: 'lan', name: 'Lan' },
  sharedOutcomes: (draftId: string) => outcomes.filter((o) => o.draftId === draftId),
  sentFirst: () => new Map(sentFirst),
});
const baos = (j: Job, over: Partial<TeamOutcome> = {}): TeamOutcome => ({
  id: `${j.id}-bao`, state: j.state, hubStatus: j.hubStatus, platforms: j.platforms, fields: j.fields, outcomes: j.outcomes, lastError: j.lastError, nextAt: j.nextAt, createdAt: 900, scheduledAt: j.scheduledAt,
  draftId: j.draftId!, key: j.idempotencyKey, by: { memberId: 'bao', name: 'Bảo' }, at: 900, sentFirst: 'original', ...over,
});

type Row = [name: string, jobs: Job[], teamOf: ((js: Job[]) => ReturnType<typeof team>) | null, state: PostStateKind, line: string];
const ROWS: Row[] = [
  ['ok: published', [job()], null, 'published', '1 sent to the Hub (1 published)'],
  ['partly published', [job({ hubStatus: 'partial', outcomes: [ok('instagram'), no('x')] })], null, 'partial', '1 sent to the Hub (1 partly published)'],
  ['refused by every channel', [job({ hubStatus: 'failed', outcomes: [no('instagram'), no('x')] })], null, 'channels_refused', '1 sent to the Hub (1 refused by every channel)'],
  ['scheduled', [job({ state: 'awaiting', hubStatus: 'scheduled', outcomes: null, fields: { scheduled_at: '2030-01-01T09:00', timezone: 'Asia/Bangkok' }, scheduledAt: '2030-01-01T09:00' })], null, 'scheduled', '1 sent to the Hub (1 scheduled)'],
  ["in the Hub's queue", [job({ state: 'awaiting', hubStatus: 'scheduled', outcomes: null, fields: { add_to_queue: true } })], null, 'queued', "1 sent to the Hub (1 in the Hub's queue)"],
  ['refused by the Hub', [job({ state: 'refused', hubStatus: null, outcomes: null, lastError: { code: 'platform_not_connected', message: 'no x' } })], null, 'refused', '1 sent to the Hub (1 refused by the Hub)'],
  ['unknown: upstream_timeout', [job({ state: 'unknown', hubStatus: null, outcomes: null, lastError: { code: 'upstream_timeout', message: 'late' } })], null, 'unknown', '1 sent to the Hub (1 outcome unknown)'],
  ['unknown: retries ran out', [job({ hubStatus: null, outcomes: null, lastError: { code: 'retries_exhausted', message: 'no answer' } })], null, 'unknown', '1 sent to the Hub (1 outcome unknown)'],
  ['unknown: sent again as new', [job({ state: 'cancelled', hubStatus: null, outcomes: null, supersededBy: 'j999', lastError: { code: 'upstream_timeout', message: 'late' } })], null, 'unknown', '1 sent to the Hub (1 outcome unknown)'],
  ['still sending', [job({ state: 'retrying', hubStatus: null, outcomes: null, lastError: { code: 'upstream_error', message: '502' } })], null, 'sending', '1 sent to the Hub (1 still sending)'],
  ['at the Hub, being worked out', [job({ state: 'awaiting', hubStatus: 'processing', outcomes: null })], null, 'sending', '1 sent to the Hub (1 still sending)'],
  ['cancelled', [job({ state: 'cancelled', hubStatus: null, outcomes: null })], null, 'cancelled', '1 sent to the Hub (1 cancelled)'],
  ['two Hub posts of one draft (a channel caption): one post', ((a) => [a, job({ draftId: a.draftId, platforms: ['x'], outcomes: [no('x')], hubStatus: 'failed' })])(job({ platforms: ['instagram'], outcomes: [ok('instagram')] })), null, 'partial', '1 sent to the Hub (1 partly published)'],
  ["replay of Bảo's send", [job()], (js) => team([baos(js[0]!)], [[js[0]!.id, 'replay']]), 'published', '1 sent to the Hub (1 published)'],
  ["Bảo's send, outcome unknown", [job({ state: 'unknown', hubStatus: null, outcomes: null, lastError: { code: 'upstream_timeout', message: 'late' } })], (js) => team([baos(js[0]!)]), 'unknown', '1 sent to the Hub (1 outcome unknown)'],
];

describe('the batch line by outcome, from the post state the Outbox shows (w27cli)', () => {
  it('every post state has its part', () => {
    expect(Object.keys(OUTCOME_OF_STATE).sort()).toEqual(['cancelled', 'channels_refused', 'draft', 'partial', 'published', 'queued', 'refused', 'scheduled', 'sending', 'unknown']);
  });

  for (const [name, jobs, teamOf, state, words] of ROWS) {
    it(name, () => {
      const t = teamOf ? teamOf(jobs) : null;
      const posts = [...postsOfJobs(jobs, t).values()];
      expect(posts.map((p) => p.state)).toEqual([state]);
      // The Outbox card's state of a single job is the same derivation.
      if (jobs.length === 1) expect(jobPost(jobs[0]!, t).state).toBe(state);
      const o = batchOutcomes(posts, { held: 0, total: 1 });
      expect(outcomeLine('b0000000-1', o)).toBe(`batch 000000-1: 1 post: ${words}`);
      // One part each: the parts add up to the posts.
      const parts = Object.values(o.sent).reduce((a, x) => a + x, 0) + o.refused + o.unknown + o.sending + o.cancelled + o.held + o.pending;
      expect(parts).toBe(o.posts);
    });
  }

  it('held by preflight, and not prepared yet: parts of their own; a batch of every row adds up', () => {
    const all = ROWS.map(([, jobs, teamOf]) => [...postsOfJobs(jobs, teamOf ? teamOf(jobs) : null).values()][0]!);
    const o = batchOutcomes(all, { held: 2, total: ROWS.length + 3 });
    expect(outcomeLine('b0000000-1', o)).toBe(`batch 000000-1: ${ROWS.length + 3} posts: ${ROWS.length} sent to the Hub (2 published, 2 partly published, 1 refused by every channel, 1 scheduled, 1 in the Hub's queue, 1 refused by the Hub, 4 outcome unknown, 2 still sending, 1 cancelled), 2 held back, not sent, 1 not prepared yet`);
    expect(batchOutcomes([], { held: 1, total: 1 })).toMatchObject({ posts: 1, held: 1, pending: 0 });
    expect(outcomeLine('b0000000-1', batchOutcomes([], { held: 1, total: 1 }))).toBe('batch 000000-1: 1 post: 0 sent to the Hub, 1 held back, not sent');
  });

  it('the summary says the drafts sent that the Hub did not take, or not yet', () => {
    const unknown = [...postsOfJobs([job({ state: 'unknown', hubStatus: null, outcomes: null, lastError: { code: 'upstream_timeout', message: 'late' } }), job()]).values()];
    expect(publishSummary([], 2, 0, 0, reviewHoldKind, batchOutcomes(unknown, { held: 0 }))).toBe('sent 2 drafts (1 outcome unknown); not sent 0');
    expect(publishSummary([], 1, 0, 0, reviewHoldKind, batchOutcomes([...postsOfJobs([job()]).values()], { held: 0 }))).toBe('sent 1 draft; not sent 0');
  });
});
