/**
 * w26campaign (walk findings 2 and 3): the campaign's words for a post, by state, from the core's derivations.
 * - 2: the Posts tab's Send column said "not sent (not checked since the send)" of a post never sent (no send had run,
 *   only a dry run or nothing): a post never sent says "not sent yet"; "since the send" only when a send held it back
 *   (the core's NotSentWhy `lastSend`, as `campaign status` already says it).
 * - 3: the Send tab's legend said "3 scheduled" of posts the Hub holds for their time: it says who holds them. Its
 *   count is the core's (jobs the Hub answered 'scheduled', publish-jobs.ts jobCountsOfBatch): a post only planned (a
 *   time in Postroom, never sent) is in no batch, so never counted there.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { notSentWhyLine, type NotSentWhy } from '../../src-renderer/src/lib/campaignPosts';
import { segmentCount, segmentLegend } from '../../src-renderer/src/lib/batchProgress';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const line = (w: Omit<NotSentWhy, 'draftId'>, lang: 'en' | 'vi') =>
  notSentWhyLine({ draftId: 'd1', ...w } as NotSentWhy, 'Lan', 'Bảo', tr(lang), (codes) => codes.join(', '));

describe("finding 2: the Posts tab's Send column of a post never sent", () => {
  it('nothing checked it and no send ran: "not sent yet", never "since the send"', () => {
    expect(line({ why: 'unchecked' }, 'en')).toBe('not sent yet (not checked yet: run the dry run)');
    expect(line({ why: 'unchecked' }, 'vi')).toBe('chưa gửi (chưa kiểm tra: hãy chạy thử)');
  });
  it('a send held it back, nothing checked it since: "not checked since the send"', () => {
    expect(line({ why: 'unchecked', lastSend: true }, 'en')).toBe('not sent (not checked since the send)');
  });
});

describe("finding 3: the Send tab's legend of posts the Hub holds for their time", () => {
  // A batch of 5 Hub posts: 3 the Hub holds for their time, 1 in its queue, 1 published; 2 posts of the campaign only planned (not in the batch).
  const b = { byState: { awaiting: 4, done: 1 }, refusals: { some: 0, every: 0 }, scheduled: 3, queued: 1, pending: 0, skipped: 0 };
  it('"3 scheduled at the Hub": who holds them, in both languages', () => {
    expect(segmentLegend(b, 'scheduled', tr('en')('campaigns.seg_scheduled'), tr('en'))).toBe('3 scheduled at the Hub');
    expect(segmentLegend(b, 'scheduled', tr('vi')('campaigns.seg_scheduled'), tr('vi'))).toBe('3 đã hẹn giờ trên Hub');
  });
  it('each bucket counts its rows once: scheduled + queued + awaiting = the awaiting jobs; nothing planned counted', () => {
    expect(['scheduled', 'queued', 'awaiting', 'done'].map((k) => segmentCount(b, k as 'scheduled'))).toEqual([3, 1, 0, 1]);
  });
});
