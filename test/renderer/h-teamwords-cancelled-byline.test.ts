/**
 * h-teamwords (walk 32, 3): a teammate's job cancelled before it reached the Hub read "Sent by Lan · …" on Bảo's cards
 * (and `postroom status` "cancelled [sent by Lan at …]"): it was never sent. Now the by-line and the CLI's words say it was
 * cancelled on Lan's computer before it reached the Hub, and when it was queued. Failed on the old code: the by-line's kind
 * was 'sent' for every state but published, partial and unknown; the CLI had no teammateSentBy ("sent by Lan at …").
 */
import { strictT } from './helpers';
import { describe, expect, it } from 'vitest';
import { cardByLine, sentByLine } from '../../src-renderer/src/lib/postState';
import { teammateSentBy } from '../../src-main/cli/commands/publish-words';

const tEn = strictT('en');
const tVi = strictT('vi');
const QUEUED = Date.parse('2026-11-28T08:22:00Z');
const at = (ms: number): string => `@${ms}`;
const lan = { memberId: 'm-lan', name: 'Lan', at: QUEUED };

describe('a job cancelled before it reached the Hub is never "sent"', () => {
  it("a teammate's card and Library line: cancelled on Lan's computer, en and vi", () => {
    expect(cardByLine({ state: 'cancelled', by: lan }, tEn, at)).toBe(`Cancelled on Lan’s computer before it reached the Hub · queued @${QUEUED}`);
    expect(sentByLine({ state: 'cancelled', by: lan }, tEn, at)).toBe(`Cancelled on Lan’s computer before it reached the Hub · queued @${QUEUED}`);
    expect(cardByLine({ state: 'cancelled', by: lan }, tVi, at)).toBe(`Đã hủy trên máy của Lan trước khi tới Hub · xếp hàng lúc @${QUEUED}`);
  });
  it("this computer's: cancelled here, never 'Sent by you'", () => {
    expect(cardByLine({ state: 'cancelled', mine: { at: QUEUED } }, tEn, at)).toBe(`Cancelled on this computer before it reached the Hub · queued @${QUEUED}`);
    expect(cardByLine({ state: 'cancelled', mine: { at: QUEUED } }, tVi, at)).toBe(`Đã hủy trên máy này trước khi tới Hub · xếp hàng lúc @${QUEUED}`);
  });
  it('`postroom status`: "cancelled on Lan\'s computer before it reached the Hub", a sent one "sent by Lan"', () => {
    const t = '2026-11-28T08:22:00.000Z';
    expect(teammateSentBy({ state: 'cancelled' }, 'Lan', t)).toBe(`cancelled on Lan's computer before it reached the Hub (queued at ${t})`);
    expect(teammateSentBy({ state: 'published' }, 'Lan', t)).toBe(`sent by Lan at ${t}`);
    expect(teammateSentBy({ state: 'published' }, 'Lan', t, true)).toBe(`sent by the team you left (Lan) at ${t}`);
  });
});
