/**
 * w30campaign (helpers' left-outs, 2): `postroom campaign status` printed its batch lines in the engine's job states
 * ("done 2 (1 partly published), awaiting 1 (1 scheduled), unknown 1") where the Send tab's legend says the campaign's
 * words ("1 published, 1 partly published (a channel refused), 1 scheduled at the Hub, 1 outcome unknown"). Now both read
 * the one table (src-shared/batch-segments.ts), and its English is the Send tab's. Failed on the old code.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { batchLine } from '../../src-main/cli/commands/campaign';
import { SEGMENTS, SEGMENT_ENGLISH } from '../../src-shared/batch-segments';
import { loadWords, tr } from '../renderer/helpers';

beforeAll(() => loadWords());

describe("a batch's line says the Send tab's words (w30campaign)", () => {
  it('published, partly published, scheduled, in the queue, unknown, cancelled: one part each, in the legend\'s order', () => {
    const b = { id: 'b1', total: 7, skipped: 1, byState: { done: 2, awaiting: 2, unknown: 1, cancelled: 1 }, refusals: { some: 1, every: 0 }, scheduled: 1, queued: 1 };
    expect(batchLine(b)).toBe('batch b1: 7 posts; 1 published, 1 partly published (a channel refused), 1 scheduled at the Hub, 1 in the Hub’s queue, 1 outcome unknown, 1 cancelled; 1 skipped');
    expect(batchLine({ ...b, sentBy: [{ name: 'Bảo', posts: 1, byState: { awaiting: 1 }, refusals: { some: 0, every: 0 }, scheduled: 1, queued: 0, hubPosts: null }] }))
      .toBe('batch b1: 7 posts; 1 published, 1 partly published (a channel refused), 1 scheduled at the Hub, 1 in the Hub’s queue, 1 outcome unknown, 1 cancelled; 1 skipped; sent by Bảo (a teammate): 1 scheduled at the Hub');
  });

  it("the table's English is the Send tab's legend, segment by segment", () => {
    const en = tr('en');
    expect(Object.fromEntries(SEGMENTS.map((k) => [k, SEGMENT_ENGLISH[k]]))).toEqual(Object.fromEntries(SEGMENTS.map((k) => [k, en(`campaigns.seg_${k}`)])));
  });
});
