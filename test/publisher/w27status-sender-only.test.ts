/**
 * Walk 23 (w27teammate's leftover): `postroom status` said "[sent by Bảo at …; only Bảo's computer can act on it]" on
 * every teammate send, whatever its state (a published post can be acted on by nobody). It now says what the app's
 * card says, from the same table (team-actions.ts senderOnly), in the CLI's English.
 */
import { describe, expect, it } from 'vitest';
import { senderOnlyEnglish } from '../../src-main/publisher';

describe("the CLI's words for what only the sender's computer can do", () => {
  it('one action, several joined with "or", none: nothing', () => {
    expect(senderOnlyEnglish(['ask_hub'], 'Bảo')).toBe("only Bảo's computer can ask the Hub about it");
    expect(senderOnlyEnglish(['ask_hub', 'mark_live'], 'Bảo')).toBe("only Bảo's computer can ask the Hub about it or say it is live");
    expect(senderOnlyEnglish(['cancel', 'retry_refused', 'ask_hub'], 'Lan')).toBe("only Lan's computer can withdraw it, retry its refused channels or ask the Hub about it");
    expect(senderOnlyEnglish([], 'Bảo')).toBe('');
  });
});
