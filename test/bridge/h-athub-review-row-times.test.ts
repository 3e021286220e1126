/**
 * h-athub (walk 44a, 1): a Review queue row of a post the Hub holds whose channels go at two times (Facebook published,
 * the refused Instagram retried for Dec 5) carries the core's at-Hub `times` (draftAtHub, publisher), so its "Goes out"
 * says each channel's time (Review.svelte, lib/postState.ts channelTimesLine), on the sender's laptop as a teammate's.
 * Failed before: the row's `atHub` had no `times` (its time column said "the Hub holds this post for" the retry's time).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { applyReviewAction, DEFAULT_REVIEW_SETTINGS, type ReviewMember } from '../../src-main/team';
import { reviewHandlers } from '../../src-main/bridge/handlers/review';
import type { EventHub } from '../../src-main/bridge/events';
import type { ChannelTime } from '../../src-main/publisher';
import { channelTimesLine } from '../../src-renderer/src/lib/postState';
import { tempLibrary } from '../library/helpers';
import { loadWords, tr } from '../renderer/helpers';
import { campaignWithPosts } from '../team/helpers';

const lan: ReviewMember = { name: 'Lan', role: 'editor', settings: DEFAULT_REVIEW_SETTINGS, solo: false };
beforeAll(() => loadWords());

const T1 = Date.parse('2026-11-29T10:22:00Z');
const TIMES: ChannelTime[] = [
  { channels: ['facebook'], state: 'published', sentAt: T1, scheduledAt: null, timezone: null },
  { channels: ['instagram'], state: 'scheduled', sentAt: T1 + 60_000, scheduledAt: '2026-12-05T10:00', timezone: 'Asia/Ho_Chi_Minh' },
];

describe('a Review row of a post at the Hub whose channels go at two times', () => {
  it('carries each channel’s time, the first send’s as since', async () => {
    const t = tempLibrary();
    const { a } = await campaignWithPosts(t.dir, t.lib.db);
    applyReviewAction(t.lib.db, lan, { draftId: a.id, action: 'submit' });
    const h = reviewHandlers({
      library: t.lib, events: { emit() {} } as unknown as EventHub, env: { POSTROOM_MEMBER: 'Bảo' },
      atHub: (ids) => new Map(ids.map((id) => [id, { state: 'scheduled' as const, since: T1, by: null, scheduledAt: '2026-12-05T10:00', timezone: 'Asia/Ho_Chi_Minh', times: TIMES }])),
    });
    const row = h['review.list']().rows.find((r) => r.draftId === a.id)!;
    expect(row.atHub?.since).toBe(new Date(T1).toISOString());
    expect(row.atHub?.times).toEqual(TIMES);
    const line = channelTimesLine(row.atHub!.times, tr('en'), () => '?', (c) => c, 'en');
    expect(line).toMatch(/^facebook published Nov 29, 2026, 5:22.PM \(Asia\/Ho_Chi_Minh\) · instagram scheduled for Dec 5, 2026, 10:00.AM \(Asia\/Ho_Chi_Minh\)$/);
  });
});
