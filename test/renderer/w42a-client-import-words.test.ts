/**
 * Walk 42a (2): the app's import of a client's decisions (Review → Import client decisions…) said "1 approved by you" and
 * "Client approved — approved by you" of a version its importer (the owner) had changed himself, and the team server
 * refused the approval a second later. The core now keeps such an approval waiting (outcome waiting_for_approver with
 * `ownVersion`); the toast and the panel say it is NOT approved, why (the review table's reason), and who may confirm it
 * (w19selfedit's words: by name, or that nobody else in this team may), en and vi.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { importParts, outcomeWords } from '../../src-renderer/src/lib/clientImport';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const own = (approvers: string[] | null) => ({ decision: 'approve' as const, outcome: 'waiting_for_approver' as const, ownVersion: { reason: 'own_edit' as const, approvers } });

describe("an approver's import of a client approval of a version they changed", () => {
  it('the toast never says "approved by you" or "waiting for an approver" of it', () => {
    const en = importParts([own([]), { decision: 'approve', outcome: 'approved' }], tr('en'));
    expect(en).toEqual(['1 approved by you', '1 not approved by you (you wrote or changed it): the client’s approval waits']);
    expect(importParts([own(['Chi'])], tr('vi'))).toEqual(['1 bài bạn không duyệt được (bạn đã viết hoặc sửa): duyệt của khách đang chờ']);
    // An editor's waiting approval is said as before.
    expect(importParts([{ decision: 'approve', outcome: 'waiting_for_approver' }], tr('en'))).toEqual(['1 waiting for an approver to confirm']);
  });

  it('the panel says why and who may confirm it, or that nobody else may (en, vi)', () => {
    expect(outcomeWords(own([]), tr('en'))).toBe('Client approved — NOT approved: you changed what goes out in this version, so it is yours too, and this team does not let authors approve their own posts. The client’s approval waits. Nobody else in this team may approve it: an owner may turn on “Authors may approve their own posts” in Settings, or make another member an approver.');
    expect(outcomeWords(own(['Chi']), tr('en'))).toContain('The client’s approval waits. Chi may approve it.');
    expect(outcomeWords(own(null), tr('en'))).toContain('An approver who did not change it may approve it.');
    const vi = outcomeWords(own([]), tr('vi'));
    expect(vi).toMatch(/^Khách đã duyệt — CHƯA được duyệt: /);
    expect(vi).not.toMatch(/approved|waits/);
    // Other outcomes keep their lines.
    expect(outcomeWords({ decision: 'approve', outcome: 'approved' }, tr('en'))).toBe('Client approved — approved by you');
  });
});
