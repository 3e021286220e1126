/**
 * w17you (walk 16, F4): on Lan's own laptop, after SHE imported the client's decisions, the campaign Send tab said
 * "Client (via Lan) asked for changes on 1 post" and a Review tab row "changes requested by the client (via Lan)",
 * beside "Client approved (relayed by you)". The relayer is the reader there: "the client (via you)" / "qua bạn",
 * everywhere the core's "client (via NAME)" is said (reader.ts sayName, sendwords.ts changesByWords, whoLine).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sayName } from '../../src-renderer/src/lib/reader';
import { atStart, changesByWords, changesPartLine } from '../../src-renderer/src/lib/sendwords';
import { whoLine } from '../../src-renderer/src/lib/reviewtruth';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const relayed = 'client (via Lan)';
const asked = { last: { action: 'request_changes' as const, by: relayed, at: '2026-11-27T19:50:00.000Z' }, stale: false, editedBy: null, editors: [], clientAgreed: false, clientDecided: true } as unknown as Parameters<typeof whoLine>[0];

describe("a client's step relayed by the reader says 'via you'", () => {
  it('sayName: "the client (via you)" on the relayer\'s laptop, "the client (via Lan)" elsewhere', () => {
    expect(sayName(relayed, 'Lan', tr('en'))).toBe('the client (via you)');
    expect(sayName(relayed, 'Lan', tr('vi'))).toBe('khách hàng (qua bạn)');
    expect(sayName(relayed, 'Bảo', tr('en'))).toBe('the client (via Lan)');
    expect(sayName(relayed, null, tr('vi'))).toBe('khách hàng (qua Lan)');
  });

  it('the Review tab\'s Who line', () => {
    expect(whoLine(asked, tr('en'), 'Lan')).toBe('changes requested by the client (via you)');
    expect(whoLine(asked, tr('vi'), 'Lan')).toContain('khách hàng (qua bạn)');
    expect(whoLine(asked, tr('en'), 'Bảo')).toBe('changes requested by the client (via Lan)');
  });

  it("the Send tab's line on posts sent back: the client's request in the UI's words, never the core's raw name", () => {
    const line = (lang: 'en' | 'vi', me: string) => tr(lang)('sendtab.someChangesBy', { values: { n: 1, who: atStart(changesByWords([relayed], me, tr(lang))) } });
    expect(line('en', 'Lan')).toBe('The client (via you) asked for changes on 1 post: it is not sent until it is edited and approved.');
    expect(line('vi', 'Lan')).toContain('Khách hàng (qua bạn)');
    expect(line('en', 'Bảo')).toMatch(/^The client \(via Lan\) asked for changes on 1 post/);
    expect(line('vi', 'Bảo')).not.toContain('client (via');
    expect(changesPartLine(1, changesByWords([relayed], 'Lan', tr('en')), ['Lan'], 'Lan', tr('en'))).toBe('The client (via you) asked for changes on 1 post: edit it and send it for review again.');
    // A member's own request is still "you"; a teammate's still their name.
    expect(changesByWords(['Bảo', relayed], 'Bảo', tr('en'))).toBe('you and the client (via Lan)') // w21campaign (walk 19, B): a list with "and";
  });
});
