/**
 * w30outbox (walk 25, 3): a teammate's Outbox card said "Published by Bảo · 8:22 AM" where 8:22 is when Bảo SENT it (the
 * card's badge and time already say it was published, and when); the sender's own card says "Sent by you · 8:22 AM"
 * (w29resend). Both cards now read one by-line (lib/postState.ts cardByLine): the send word with the send time.
 * Failed on the old code: there was no cardByLine; the teammate's card called sentByLine bare ("Published by Bảo").
 * ui-team-outbox.test.ts reads the teammate's card in Chromium ("Sent by Bảo · …", "Do Bảo gửi · …").
 */
import { strictT } from './helpers';
import { describe, expect, it } from 'vitest';
import { cardByLine, sentByLine } from '../../src-renderer/src/lib/postState';

const tEn = strictT('en');
const tVi = strictT('vi');
const SENT = Date.parse('2026-11-28T08:22:00Z');
const at = (ms: number): string => `@${ms}`;
const bao = { memberId: 'm-bao', name: 'Bảo', at: SENT };

describe("the Outbox cards' by-line (w30outbox)", () => {
  it("a teammate's published card: sent by Bảo at the send time, as the sender's card says it", () => {
    const theirs = { state: 'published' as const, published: 2, total: 2, by: bao };
    const mine = { state: 'published' as const, published: 2, total: 2, mine: { at: SENT } };
    expect(cardByLine(theirs, tEn, at)).toBe(`Sent by Bảo · @${SENT}`);
    expect(cardByLine(theirs, tVi, at)).toBe(`Do Bảo gửi · @${SENT}`);
    expect(cardByLine(mine, tEn, at)).toBe(`Sent by you · @${SENT}`);
    expect(cardByLine(mine, tVi, at)).toBe(`Do bạn gửi · @${SENT}`);
  });
  it('partly published and scheduled read the same way; an unknown outcome still says so', () => {
    expect(cardByLine({ state: 'partial', published: 1, total: 2, by: bao }, tEn, at)).toBe(`Sent by Bảo · @${SENT}`);
    expect(cardByLine({ state: 'scheduled', by: bao }, tEn, at)).toBe(`Sent by Bảo · @${SENT}`);
    expect(cardByLine({ state: 'unknown', by: bao }, tEn, at)).toBe(`Outcome unknown — sent by Bảo · @${SENT}`);
  });
  it('a post whose calls never reached the Hub is queued, never "Sent by" (walk 36b, 1), on every screen', () => {
    const waiting = { state: 'sending' as const, retrying: true, reason: { code: 'network', message: 'fetch failed' } };
    for (const line of [cardByLine, sentByLine]) {
      expect(line({ ...waiting, by: bao }, tEn, at)).toBe(`Queued by Bảo, not at the Hub yet · last tried @${SENT}`);
      expect(line({ ...waiting, by: bao }, tVi, at)).toBe(`Do Bảo xếp hàng, chưa tới Hub · thử lần cuối lúc @${SENT}`);
      expect(line({ ...waiting, mine: { at: SENT } }, tEn, at)).toBe(`Queued by you, not at the Hub yet · last tried @${SENT}`);
    }
    // Retrying after a Hub answer reached the Hub: still "Sent by".
    expect(cardByLine({ ...waiting, reason: { code: 'internal_error', message: 'x' }, by: bao }, tEn, at)).toBe(`Sent by Bảo · @${SENT}`);
  });
  it('screens with no outcome beside the line (Library, Compose, Review) keep "Published by"', () => {
    expect(sentByLine({ state: 'published', by: bao }, tEn, at)).toBe(`Published by Bảo · @${SENT}`);
  });
});
