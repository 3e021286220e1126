/**
 * w19campaign (walk 17, finding 6): a campaign batch's legend on the laptop whose calls were replays of a teammate's
 * said "1 scheduled" of the post Bảo sent (the state line above it: "1 sent by Bảo"). Each segment now names the
 * teammates the core's batch `sentBy` counts in it, in both languages.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { segmentLegend } from '../../src-renderer/src/lib/batchProgress';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const counts = (awaiting: number, scheduled: number) => ({ byState: { awaiting }, refusals: { some: 0, every: 0 }, scheduled, queued: 0 });
const batch = (sentBy: Array<{ name: string; posts: number; scheduled: number }>, scheduled = 1) => ({
  ...counts(scheduled, scheduled), pending: 0, skipped: 0,
  sentBy: sentBy.map((g) => ({ name: g.name, posts: g.posts, ...counts(g.scheduled, g.scheduled) })),
});
const legend = (b: ReturnType<typeof batch>, lang: 'en' | 'vi') => segmentLegend(b, 'scheduled', tr(lang)('campaigns.seg_scheduled'), tr(lang));

describe('the batch legend names who sent its posts', () => {
  it('walk 17: the one scheduled post Bảo sent: "1 scheduled (sent by Bảo)"', () => {
    expect(legend(batch([{ name: 'Bảo', posts: 1, scheduled: 1 }]), 'en')).toBe('1 scheduled at the Hub (sent by Bảo)');
    expect(legend(batch([{ name: 'Bảo', posts: 1, scheduled: 1 }]), 'vi')).toBe('1 đã hẹn giờ trên Hub (do Bảo gửi)');
  });
  it('some of them: "3 scheduled (1 sent by Bảo)"; two teammates each named', () => {
    expect(legend(batch([{ name: 'Bảo', posts: 1, scheduled: 1 }], 3), 'en')).toBe('3 scheduled at the Hub (1 sent by Bảo)');
    expect(legend(batch([{ name: 'Bảo', posts: 1, scheduled: 1 }, { name: 'Chi', posts: 1, scheduled: 1 }], 2), 'en')).toBe('2 scheduled at the Hub (1 sent by Bảo, 1 sent by Chi)');
    expect(legend(batch([{ name: 'Bảo', posts: 1, scheduled: 1 }], 3), 'vi')).toBe('3 đã hẹn giờ trên Hub (1 bài do Bảo gửi)');
  });
  it('sent from here (no sentBy), or a teammate in another segment: the plain count', () => {
    expect(legend(batch([]), 'en')).toBe('1 scheduled at the Hub');
    const other = { ...batch([], 1), sentBy: [{ name: 'Bảo', posts: 1, byState: { done: 1 }, refusals: { some: 0, every: 0 }, scheduled: 0, queued: 0 }] };
    expect(segmentLegend(other, 'scheduled', 'scheduled', tr('en'))).toBe('1 scheduled');
  });
});
