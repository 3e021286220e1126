/**
 * w27sendtab (walk 23, 2 and 3): a campaign's Review and Dry run tabs, the words on the reader's own laptop.
 * - 2: with every post approved, the Review tab said "Every post is already in review or approved." AND "Every post is
 *   already approved." at once; Vietnamese "Mọi bài đều đã đang chờ duyệt…" ("đã đang" is not Vietnamese grammar).
 *   Now both steps' "nothing to take" is one sentence for the state (reviewNothing.ts nothingKey: the same key, shown once).
 * - 3: Bảo's dry run row said "Bảo asked for changes" on Bảo's own laptop; the reader is "You" (reader.ts sayName).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { dryRunProblemText } from '../../src-renderer/src/screens/Campaigns/dryrun-words';
import { nothingKey } from '../../src-renderer/src/lib/reviewNothing';
import { en } from '../../src-renderer/src/lib/i18n/en';
import { vi } from '../../src-renderer/src/lib/i18n/vi';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const label = (k: string): string => k;
const changes = { code: 'changes_requested', field: null, message: 'changes requested', who: 'Bảo' };

describe("the dry run's row of a post sent back (walk 23, 3)", () => {
  it('on Bảo\'s own laptop: "You asked for changes", never his own name back', () => {
    expect(dryRunProblemText(changes, tr('en'), label, 'Bảo')).toBe('You asked for changes: edit the post and send it for review again.');
    expect(dryRunProblemText(changes, tr('vi'), label, 'Bảo')).toBe('Bạn yêu cầu sửa: hãy sửa bài rồi gửi duyệt lại.');
  });
  it("on Lan's laptop: Bảo by name", () => {
    expect(dryRunProblemText(changes, tr('en'), label, 'Lan')).toBe('Bảo asked for changes: edit the post and send it for review again.');
  });
});

describe("the Review tab's steps with nothing to take (walk 23, 2)", () => {
  const nothing = { do: 'nothing' } as const;
  it('every post approved: Send all and Approve all say one sentence, "Every post is already approved."', () => {
    const both = [nothingKey('submit', nothing), nothingKey('approve', nothing)];
    expect(new Set(both).size).toBe(1);
    expect(tr('en')(both[0]!)).toBe('Every post is already approved.');
    expect(tr('vi')(both[0]!)).toBe('Mọi bài đều đã được duyệt.');
  });
  it('some in review (Approve all open for an approver): Send all says "in review or approved", in Vietnamese grammar', () => {
    const k = nothingKey('submit', { do: 'allowed', n: 2 });
    expect(tr('en')(k)).toBe('Every post is already in review or approved.');
    expect(tr('vi')(k)).toBe('Mọi bài đều đang chờ duyệt hoặc đã được duyệt.');
  });
  it('a post left for its own confirm (flagged): not "every post is approved"', () => {
    expect(nothingKey('submit', { do: 'nothing', flagged: 1 })).toBe('readonlywhy.all.nothingSubmit');
  });
  it('no Vietnamese string says "đã đang"', () => {
    const bad: string[] = [];
    const walk = (o: unknown, path: string): void => {
      if (typeof o === 'string') {
        if (/đã đang/i.test(o)) bad.push(`${path}: ${o}`);
      } else if (o && typeof o === 'object') for (const [k, v] of Object.entries(o)) walk(v, `${path}.${k}`);
    };
    walk(vi, 'vi');
    expect(bad).toEqual([]);
    expect(Object.keys(en).length).toBeGreaterThan(0);
  });
});
