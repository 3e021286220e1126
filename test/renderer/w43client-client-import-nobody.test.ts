/**
 * Walk 43a (2): an editor's import of a client's approval of a version nobody else in this team may approve (the core's
 * `nobodyApproves`). Before, the toast said "1 waiting for an approver to confirm" and the panel "Client approved — waiting
 * for an approver to confirm" while `review list` said nobody else may approve it. Now both say nobody may (en, vi), with
 * w19selfedit's nobody words in the panel.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { importParts, outcomeWords, roleKey } from '../../src-renderer/src/lib/clientImport';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const nobody = { decision: 'approve' as const, outcome: 'waiting_for_approver' as const, ownVersion: null, nobodyApproves: true };

describe("an editor's import of a client approval nobody in the team may approve", () => {
  it('the toast and the panel say nobody else may approve it, never "waiting for an approver" (en, vi)', () => {
    expect(importParts([nobody], tr('en'))).toEqual(['1 not approved: nobody else in this team may approve it']);
    expect(importParts([nobody], tr('vi'))).toEqual(['1 bài chưa được duyệt: trong nhóm không còn ai khác duyệt được']);
    const en = outcomeWords(nobody, tr('en'));
    expect(en).toBe('Client approved — NOT approved: your role does not approve posts in this team. The client’s approval waits. Nobody else in this team may approve it: an owner may turn on “Authors may approve their own posts” in Settings, or make another member an approver.');
    expect(outcomeWords(nobody, tr('vi'))).toMatch(/^Khách đã duyệt — CHƯA được duyệt: .*Trong nhóm không còn ai khác duyệt được bài này/);
    // An editor's import where an approver may confirm keeps its words.
    expect(importParts([{ decision: 'approve', outcome: 'waiting_for_approver' }], tr('en'))).toEqual(['1 waiting for an approver to confirm']);
  });

  it('walk 43a (1): a client approval of a page made before the team asked for changes is answered by it (en, vi)', () => {
    const answered = { decision: 'approve' as const, outcome: 'answered_by_request' as const };
    expect(importParts([answered], tr('en'))).toEqual(['1 approved on a page made before the team asked for changes: it waits for its edit']);
    expect(outcomeWords(answered, tr('en'))).toBe('Client approved — NOT approved: the page was made before the team asked for changes, which answers the client’s approval. The post waits for its edit; nobody needs to confirm it.');
    expect(outcomeWords(answered, tr('vi'))).toMatch(/^Khách đã duyệt — CHƯA được duyệt: trang được làm trước khi nhóm yêu cầu sửa/);
    expect(importParts([answered], tr('vi'))).toEqual(['1 bài khách duyệt trên trang làm trước khi nhóm yêu cầu sửa: đang chờ được sửa']);
  });

  it("walk 43a: an editor's panel never says the client's approvals wait for an approver when none does (en, vi)", () => {
    const answered = { decision: 'approve' as const, outcome: 'answered_by_request' as const };
    expect(tr('en')(roleKey({ mayApprove: false, decisions: [answered, nobody] }))).toBe('Your role does not approve. None of the client’s approvals here waits for an approver: each says why, below. Their requests for changes are applied.');
    expect(tr('vi')(roleKey({ mayApprove: false, decisions: [answered] }))).toMatch(/^Vai trò của bạn không duyệt bài\. Không có quyết định duyệt nào/);
    // One that waits keeps the old header.
    expect(roleKey({ mayApprove: false, decisions: [answered, { decision: 'approve', outcome: 'waiting_for_approver' }] })).toBe('clientImport.mayNotApprove');
    expect(roleKey({ mayApprove: false, decisions: [{ decision: 'request_changes', outcome: 'changes_requested' }] })).toBe('clientImport.mayNotApprove');
  });
});
