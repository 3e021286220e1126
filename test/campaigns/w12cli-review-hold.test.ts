/**
 * Walk 12 (w12cli, c): the core disagreed with itself on `resend_needs_approval` (a post approved, sent under that
 * approval, and sent again as new: a new approval is needed first). The send's recorded skips (skip-reasons.ts) said
 * "waiting for approval"; the Send tab's count (send-now.ts toSubmitHold) and `postroom publish` said "not sent for
 * review yet". Neither is true: it was sent for review and approved; it waits for a NEW approval. One function
 * (campaigns/review-hold.ts reviewHoldKind) answers for all three, and it gives that post its own kind, `resend`.
 */
import { describe, expect, it } from 'vitest';
import { publishSummary } from '../../src-main/cli/commands/publish';
import { REVIEW_HOLD_CODES, reviewHoldKind, skipKind, toSubmitHold } from '../../src-main/campaigns';
import type { Problem } from '../../src-main/publisher';

const p = (code: string, who?: string): Problem => ({ severity: 'error', code: code as Problem['code'], channel: null, field: null, message: code, ...(who ? { who } : {}) });

describe('reviewHoldKind: what a held post waits for, row by row', () => {
  it.each([
    ['waiting_approval', 'in_review', 'approval', false],
    ['waiting_review', 'to_submit', 'submit', true],
    ['changes_requested', 'changes', 'changes', false],
    ['resend_needs_approval', 'resend', 'resend', false],
    ['role_cannot_publish', 'role', 'other', false],
    ['left_team', 'left', 'other', false],
    ['no_photos', null, 'problems', false],
    ['sent_by_team', null, 'teamSent', false],
  ] as const)('%s → %s (skip: %s; to send for review: %s)', (code, kind, skip, toSubmit) => {
    expect(reviewHoldKind(code)).toBe(kind);
    expect(skipKind([p(code)])).toBe(skip);
    expect(toSubmitHold(code)).toBe(toSubmit);
  });

  it('every review hold code has its kind (none falls through to "problems")', () => {
    for (const code of REVIEW_HOLD_CODES) expect(reviewHoldKind(code), code).not.toBeNull();
    expect(reviewHoldKind('toString')).toBeNull();
  });
});

describe("postroom publish's last line of a post sent again as new without a new approval", () => {
  it('says it was sent under its approval and needs a new one: neither "waiting for approval" nor "not sent for review yet"', () => {
    const skipped = [{ batchId: 'b', draftId: 'd', problems: [p('resend_needs_approval')] }];
    const line = publishSummary(skipped, 0, 0, 1, reviewHoldKind);
    expect(line).toBe('sent 0 drafts; not sent 1 (1 sent under its approval before, needing a new approval to go again)');
    expect(line).not.toContain('not sent for review yet');
    expect(line).not.toContain('waiting for approval');
  });
});
