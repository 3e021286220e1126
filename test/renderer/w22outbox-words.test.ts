/**
 * w22outbox (walk 20, 3): Compose said a teammate's send "is not in this computer's Outbox" while that Outbox lists
 * it under "Sent by teammates". The line now says where it is, in both languages, naming the group by its own title.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../../src-renderer/src/lib/i18n/en';
import { vi } from '../../src-renderer/src/lib/i18n/vi';
import { IntlMessageFormat } from 'intl-messageformat';

describe("Compose's line for a teammate's send", () => {
  it('English: sent from their computer, listed under Sent by teammates, not a job of this computer', () => {
    const line = en.reviewui.teammateNote;
    expect(line).not.toContain('not in this computer’s Outbox');
    expect(line).toContain('Sent from {who}’s computer');
    expect(line).toContain(`this computer’s Outbox lists it under ${en.teamoutbox.title}`);
  });
  it('Vietnamese (with diacritics): the same, and no "bài không nằm trong Hộp thư đi của máy này"', () => {
    const line = vi.reviewui.teammateNote;
    expect(line).not.toContain('không nằm trong Hộp thư đi');
    expect(line).toContain('Đã gửi từ máy của {who}');
    expect(line).toContain(`Hộp thư đi của máy này liệt kê bài trong mục ${vi.teamoutbox.title}`);
  });
  it('the same {placeholders} in both', () => {
    const holes = (s: string) => [...s.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    expect(holes(vi.reviewui.teammateNote)).toEqual(holes(en.reviewui.teammateNote));
  });
});

/**
 * w22outbox (walk 20, 4): the Outbox header after Lan's call replayed Bảo's: "3 jobs, 1 waiting (sent by Bảo)", as the
 * waiting job's card says it (the counts: src-shared/outbox-counts.ts, test/publisher/w22outbox-replay-count.test.ts).
 */
describe("the Outbox header's waiting count, a replay of a teammate's send", () => {
  const header = (m: typeof en, all: boolean) => {
    const count = new IntlMessageFormat(m.outbox.count, m === en ? 'en' : 'vi').format({ n: 3, waiting: all ? 1 : 2 });
    const by = new IntlMessageFormat(all ? m.w22outbox.waitingBy.all : m.w22outbox.waitingBy.some, m === en ? 'en' : 'vi').format({ n: 1, who: 'Bảo' });
    return `${String(count)} ${String(by)}`;
  };
  it('English', () => {
    expect(header(en, true)).toBe('3 jobs, 1 waiting (sent by Bảo)');
    expect(header(en, false)).toBe('3 jobs, 2 waiting (1 sent by Bảo)');
  });
  it('Vietnamese', () => {
    expect(header(vi as unknown as typeof en, true)).toBe('3 công việc, 1 đang chờ (do Bảo gửi)');
    expect(header(vi as unknown as typeof en, false)).toBe('3 công việc, 2 đang chờ (1 do Bảo gửi)');
  });
});
