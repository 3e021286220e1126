/**
 * w8send (walk 8, finding 11b): `postroom publish` counted a draft sent back with changes requested as "1 waiting for
 * approval"; it says "1 with changes requested by Bảo" (who asked), as the campaign lines do.
 */
import { describe, expect, it } from 'vitest';
import { publishSummary } from '../../src-main/cli/commands/publish';
import { reviewHoldKind } from '../../src-main/campaigns';
import type { Problem } from '../../src-main/publisher';

const p = (code: string, who?: string): Problem => ({ severity: 'error', code: code as Problem['code'], channel: null, field: null, message: code, ...(who ? { who } : {}) });

describe('the publish summary line', () => {
  it('changes requested are said as such, naming who asked; waiting for approval apart', () => {
    const skipped = [{ batchId: 'b1', draftId: 'a', problems: [p('changes_requested', 'Bảo')] }, { batchId: 'b1', draftId: 'b', problems: [p('waiting_approval', 'an owner')] }, { batchId: 'b1', draftId: 'c', problems: [p('no_photos')] }];
    expect(publishSummary(skipped, 1, 0, 2, reviewHoldKind)).toBe('sent 1 draft; not sent 3 (1 waiting for approval, 1 with changes requested by Bảo, 1 with problems)');
    expect(publishSummary(skipped.slice(0, 1), 0, 0, 1, reviewHoldKind)).toBe('sent 0 drafts; not sent 1 (1 with changes requested by Bảo)');
  });
});
