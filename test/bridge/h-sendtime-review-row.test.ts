/**
 * h-sendtime (walk 40b): a Review queue row of a post a teammate sent whose channels go at two times (its refused X
 * retried at a new time) carries the core's `times` (bylines.ts sentByOf, as the Library's rows), so its by-line (lib/
 * postState.ts sentByLine) says each channel's time, never the first send's for the whole post. Failed before: the row's
 * `sentBy` had no `times`, and its line read "Sent by Lan · …".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { applyReviewAction, DEFAULT_REVIEW_SETTINGS, type ReviewMember } from '../../src-main/team';
import { reviewHandlers } from '../../src-main/bridge/handlers/review';
import type { EventHub } from '../../src-main/bridge/events';
import type { ChannelTime } from '../../src-main/publisher';
import { sentByLine } from '../../src-renderer/src/lib/postState';
import { tempLibrary } from '../library/helpers';
import { loadWords, tr } from '../renderer/helpers';
import { campaignWithPosts } from '../team/helpers';

const lan: ReviewMember = { name: 'Lan', role: 'editor', settings: DEFAULT_REVIEW_SETTINGS, solo: false };
beforeAll(() => loadWords());

const T1 = Date.parse('2026-11-29T02:00:00Z');
const TIMES: ChannelTime[] = [
  { channels: ['instagram'], state: 'published', sentAt: T1, scheduledAt: null, timezone: null },
  { channels: ['linkedin'], state: 'scheduled', sentAt: T1, scheduledAt: '2026-12-01T14:00', timezone: 'Asia/Ho_Chi_Minh' },
];

describe('a Review row of a teammate’s post whose channels go at two times', () => {
  it('carries each channel’s time, and its by-line says both', async () => {
    const t = tempLibrary();
    const { a } = await campaignWithPosts(t.dir, t.lib.db);
    applyReviewAction(t.lib.db, lan, { draftId: a.id, action: 'submit' });
    const by = { memberId: 'm_lan', name: 'Lan', at: T1 };
    const h = reviewHandlers({
      library: t.lib, events: { emit() {} } as unknown as EventHub, env: { POSTROOM_MEMBER: 'Bảo' },
      sentBy: (ids) => new Map(ids.map((id) => [id, { by, state: 'scheduled' as const, scheduledAt: '2026-12-01T14:00', timezone: 'Asia/Ho_Chi_Minh', times: TIMES }])),
    });
    const row = h['review.list']().rows.find((r) => r.draftId === a.id)!;
    expect(row.sentBy?.times).toEqual(TIMES);
    const line = sentByLine({ state: row.sentBy!.state, by: row.sentBy!, times: row.sentBy!.times }, tr('en'), () => '9:00', { locale: 'en', label: (c) => c });
    expect(line).toMatch(/^Sent by Lan: instagram published .+ \(Asia\/Ho_Chi_Minh\) · linkedin scheduled for .+ \(.+\)$/);
  });
});
