/**
 * Walk 13 (w13revoked, b/c): a revoked laptop's campaign send (rightly refused, nothing sent) was told as "done (nothing
 * sent: every post has problems) … 4 held back for an error". The revocation held those posts, not an error: it is its
 * own hold kind (review-hold.ts `revoked`, skip-reasons.ts `revoked`), whatever else the post had, and the CLI says so.
 */
import { describe, expect, it } from 'vitest';
import { batchLine, listWord, sendNowLine } from '../../src-main/cli/commands/campaign';
import { reviewHoldKind, sendNow, skipKind } from '../../src-main/campaigns';
import { noSkips } from '../../src-main/campaigns/skip-reasons';
import type { Draft } from '../../src-main/library';
import type { Problem, TeamPublishPort } from '../../src-main/publisher';

const p = (code: string): Problem => ({ severity: 'error', code: code as Problem['code'], channel: null, field: null, message: code });

describe('the revocation is its own hold kind', () => {
  it('reviewHoldKind and skipKind: `revoked`, even beside a problem to fix or a review hold', () => {
    expect(reviewHoldKind('revoked')).toBe('revoked');
    expect(skipKind([p('revoked')])).toBe('revoked');
    expect(skipKind([p('no_photos'), p('revoked')])).toBe('revoked');
    expect(skipKind([p('waiting_approval'), p('revoked')])).toBe('revoked');
    expect(noSkips().revoked).toBe(0);
  });

  it("a batch whose posts the revocation held says so, never \"skipped\" as if they had problems", () => {
    const b = { id: 'bat_1', total: 4, skipped: 4, byState: {}, refusals: { some: 0, every: 0 }, scheduled: 0, queued: 0, skippedFor: { ...noSkips(), revoked: 4 } };
    expect(batchLine(b)).toBe("batch bat_1: 4 posts; 4 held back: this computer's access was revoked");
    const mixed = { ...b, skippedFor: { ...noSkips(), revoked: 3, problems: 0, changes: 1 } };
    expect(batchLine(mixed)).toBe("batch bat_1: 4 posts; 4 held back (1 with changes requested, 3 because this computer's access was revoked)");
  });

  it('`campaign list` says "nothing sent" of a send the revocation held', () => {
    expect(listWord('idle', 'notSentRevoked')).toBe('nothing sent');
  });
});

describe('what a send would do now on a revoked laptop (send-now.ts)', () => {
  const team = { approval: () => ({ waiting: 'revoked' }) } as unknown as TeamPublishPort;
  const posts = ['d1', 'd2'].map((id) => ({ id, photos: [] }) as unknown as Draft);

  it('counts the posts held for the revocation apart: not problems, not waiting', () => {
    const n = sendNow({ posts, skippedIds: new Set(['d1']), sent: new Map(), team, dryHeld: null });
    expect(n).toMatchObject({ toSend: 0, held: 2, revoked: 2, problems: 0, waiting: 0 });
    expect(n.skipped).toMatchObject({ revoked: 1, problems: 0 });
    const line = sendNowLine(n);
    expect(line).toContain("2 held back: this computer's access was revoked");
    expect(line).not.toContain('for an error');
  });
});
