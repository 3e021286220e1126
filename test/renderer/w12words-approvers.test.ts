/**
 * w12words (walk 12): Compose said "Waits for approval by an owner or an approver" where the team's members list
 * names who may approve. Now: "Waits for approval by Bảo or Chi" — the members whose role approves, the author only
 * where authors approve their own posts, never a revoked member, never the reader (not told to wait for themselves).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { approverNames } from '../../src-shared/approvers';
import { heldSentence } from '../../src-renderer/src/lib/held';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const members = [
  { name: 'Lan', role: 'editor', revokedAt: null },
  { name: 'Chi', role: 'owner', revokedAt: null },
  { name: 'Bảo', role: 'approver', revokedAt: null },
  { name: 'Minh', role: 'approver', revokedAt: '2026-11-27T10:00:00Z' },
  { name: 'Hà', role: 'viewer', revokedAt: null },
];
const both = { approvers: ['owner', 'approver'], authorsMayApprove: false };

describe('who a held post waits for, by name', () => {
  it('the approving roles, no revoked member, no author unless authors approve, never the reader', () => {
    expect(approverNames(members, both, 'Lan', 'Lan')).toEqual(['Bảo', 'Chi']);
    expect(approverNames(members, both, 'Lan', 'Bảo')).toEqual(['Chi']);
    expect(approverNames(members, both, 'Chi', 'Lan')).toEqual(['Bảo']);
    expect(approverNames(members, { ...both, authorsMayApprove: true }, 'Chi', 'Lan')).toEqual(['Bảo', 'Chi']);
    expect(approverNames(members, { approvers: ['owner'], authorsMayApprove: false }, 'Lan', 'Lan')).toEqual(['Chi']);
    expect(approverNames([], both, 'Lan', 'Lan')).toEqual([]);
  });

  it("Compose's sentence names them (en, vi); with no name known, the roles as before", () => {
    expect(heldSentence({ code: 'waiting_approval' }, ['owner', 'approver'], tr('en'), ['Bảo', 'Chi'])).toBe('Waits for approval by Bảo or Chi.');
    expect(heldSentence({ code: 'waiting_review' }, ['owner', 'approver'], tr('en'), ['Bảo', 'Chi', 'Minh'])).toBe('Waits for approval by Bảo, Chi or Minh: send it for review first.');
    expect(heldSentence({ code: 'waiting_approval' }, ['owner', 'approver'], tr('vi'), ['Bảo', 'Chi'])).toContain('Bảo hoặc Chi');
    expect(heldSentence({ code: 'waiting_approval' }, ['owner', 'approver'], tr('en'), ['Chi'])).toBe('Waits for approval by Chi.');
    expect(heldSentence({ code: 'waiting_approval' }, ['owner', 'approver'], tr('en'))).toBe('Waits for approval by an owner or an approver.');
  });
});
