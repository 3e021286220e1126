/**
 * w16camprow (walk 15, 3): `campaign dry-run` (and `campaign send`) said "changes requested by Bảo" on Bảo's own
 * laptop. The reader is "you" there, as everywhere else (w11words' rule: review.ts nameFor, the app's sayName);
 * a teammate is still named.
 */
import { describe, expect, it } from 'vitest';
import { waitingWords } from '../../src-main/cli/commands/campaign';

describe("the CLI's waiting words name the reader 'you'", () => {
  it("the reader's own request for changes", () => {
    expect(waitingWords('changes_requested', 'Bảo', 'Bảo')).toBe('changes requested by you: waiting for an edit and a new review');
  });
  it("the reader's own post not sent for review yet", () => {
    expect(waitingWords('waiting_review', 'Lan', 'Lan')).toBe('not sent for review yet (by you): waiting for approval once sent');
  });
  it('a teammate, and no reader known (solo), are named', () => {
    expect(waitingWords('changes_requested', 'Bảo', 'Lan')).toBe('changes requested by Bảo: waiting for an edit and a new review');
    expect(waitingWords('changes_requested', 'Bảo', null)).toBe('changes requested by Bảo: waiting for an edit and a new review');
    expect(waitingWords('changes_requested', 'Bảo')).toBe('changes requested by Bảo: waiting for an edit and a new review');
  });
});
