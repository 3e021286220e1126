/**
 * w17you (walk 16, F4): the CLI's review words name a client's step the reader relayed as the app does:
 * "the client (via you)" on the relayer's own laptop, "the client (via Lan)" elsewhere (was "via Lan" on Lan's).
 */
import { describe, expect, it } from 'vitest';
import { nameFor, whoLineEnglish } from '../../src-main/cli/commands/review';

const facts = (me: string | null) => ({ me, kept: false, clientAgrees: false, editors: [] });

describe('the CLI names the relayer "you" on their own laptop', () => {
  it('nameFor and the Who column', () => {
    expect(nameFor('client (via Lan)', 'Lan')).toBe('the client (via you)');
    expect(nameFor('client (via Lan)', 'Bảo')).toBe('the client (via Lan)');
    expect(nameFor('Lan', 'Lan')).toBe('you');
    expect(whoLineEnglish({ stale: false, last: { action: 'request_changes', by: 'client (via Lan)' } }, facts('Lan'))).toBe('changes requested by the client (via you)');
    expect(whoLineEnglish({ stale: false, last: { action: 'request_changes', by: 'client (via Lan)' } }, facts(null))).toBe('changes requested by the client (via Lan)');
  });
});
