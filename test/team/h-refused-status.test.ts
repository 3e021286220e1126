/**
 * h-refused (walk 42a): three approvals of ONE post made on this laptop (offline, an import), each refused by the team
 * server, in the status's one derivation (team/status.ts, pure): one line for the post that says how many ("3 of your
 * approvals of … were refused …: … They did not reach …"), with its own unique id (the screens key their lists by it),
 * and the count the sidebar says: 3 approvals of 1 post. Answered the same way: one line, "your 3 earlier approvals".
 * Failed on the old code: three lines with the same post and rule (the app keyed its list by them: `each_key_duplicate`
 * on every screen), no `id`, no `times`, no `mine`.
 */
import { describe, expect, it } from 'vitest';
import type { SettledRefusal } from '../../src-main/team';
import { teamStatusOf, type TeamStatusFacts } from '../../src-main/team/status';
import type { SetAsideRow } from '../../src-main/team/set-aside';
import type { OwnApprovalRule } from '../../src-main/team/protocol';

const approval = (key: string, draftId: string, rule: OwnApprovalRule = 'own_version'): SetAsideRow[] => [
  { map: 'approvals', key, why: 'x', approval: { draftId, rule } },
  { map: 'steps', key: `s-${key}`, why: 'x', approval: { draftId, rule } },
];
const facts = (approvals: SetAsideRow[], settled: SettledRefusal[] = []): TeamStatusFacts => ({
  workspace: { id: 'w1', name: 'Sóng', team: { url: 'http://127.0.0.1:1', id: 't', member: 'Marc', role: 'owner' } } as TeamStatusFacts['workspace'],
  open: { session: { state: 'online', setAside: [], lastInStep: null, pending: 0, team: null, me: { name: 'Marc', role: 'owner' }, error: null }, pending: () => 0, setAside: { reviews: [], approvals } },
  captionOf: (id) => `caption of ${id}`,
  settled,
  members: null,
  membersError: null,
  storedLastInStep: null,
  missingPhotos: 0,
  photoFailure: null,
});

describe('three refused approvals of one post in the team status', () => {
  it('are one line with how many, its own id, counted 3 approvals of 1 post', () => {
    const s = teamStatusOf(facts([...approval('a1', 'p4'), ...approval('a2', 'p4'), ...approval('a3', 'p4')]));
    expect(s.refused.count).toBe(3);
    expect(s.refused.approvals).toEqual([{ id: 'a1', draftId: 'p4', caption: 'caption of p4', rule: 'own_version', times: 3, message: expect.any(String) }]);
    expect(s.refused.mine).toEqual({ approvals: 3, posts: 1 });
    expect(s.refused.approvals[0]!.message).toBe(
      '3 of your approvals of "caption of p4" were refused by the team server: you changed what goes out in this version, and the team, as its server has the settings, does not let authors approve their own posts. They did not reach your teammates; another approver must approve it.',
    );
    expect(s.inStep).toBe(false);
  });

  it('with another post and another rule: a line a post (h-ownapprove: the rule that decides), ids unique, 4 approvals of 2 posts', () => {
    const s = teamStatusOf(facts([...approval('a1', 'p4'), ...approval('b1', 'p5'), ...approval('a2', 'p4'), ...approval('a3', 'p4', 'not_held')]));
    expect(s.refused.approvals.map((a) => [a.id, a.draftId, a.rule, a.times])).toEqual([['a1', 'p4', 'own_version', 3], ['b1', 'p5', 'own_version', 1]]);
    expect(new Set(s.refused.approvals.map((a) => a.id)).size).toBe(2);
    expect(s.refused.mine).toEqual({ approvals: 4, posts: 2 });
    expect(s.refused.approvals[1]!.message).toMatch(/^Your approval of "caption of p5" was refused by the team server: .* It did not reach your teammates;/);
  });

  it('answered together: one note, "your 3 earlier approvals"', () => {
    const settled = ['a1', 'a2', 'a3'].map((key): SettledRefusal => ({ key, draftId: 'p4', rule: 'own_version', how: 'answered', at: '2026-11-29T07:40:00Z', read: false }));
    const s = teamStatusOf(facts([...approval('a1', 'p4'), ...approval('a2', 'p4'), ...approval('a3', 'p4')], settled));
    expect(s.refused).toMatchObject({ count: 0, approvals: [], mine: { approvals: 0, posts: 0 } });
    expect(s.refused.answered).toMatchObject([{ id: 'a1', draftId: 'p4', times: 3 }]);
    expect(s.refused.answered[0]!.message).toBe('Your approval of "caption of p4" as it is now was accepted by the team server: it answers the refusal of your 3 earlier approvals.');
  });
});

describe('h-ownapprove (walk 43b, 3): approvals of one post refused by several rules', () => {
  it('are ONE line saying the rule that decides (her own post), with how many', () => {
    const s = teamStatusOf(facts([...approval('a1', 'p4', 'not_held'), ...approval('a2', 'p4', 'not_held'), ...approval('a3', 'p4', 'own_post'), ...approval('a4', 'p4', 'not_held')]));
    expect(s.refused.approvals.map((a) => [a.id, a.draftId, a.rule, a.times])).toEqual([['a1', 'p4', 'own_post', 4]]);
    expect(s.refused.mine).toEqual({ approvals: 4, posts: 1 });
    expect(s.refused.approvals[0]!.message).toBe(
      '4 of your approvals of "caption of p4" were refused by the team server: you created this post, and the team, as its server has the settings, does not let authors approve their own posts. They did not reach your teammates; another approver must approve it.',
    );
  });
});

describe('walk 43a (3): who else may approve a post whose approval of mine was refused', () => {
  it('names them, or says nobody else may (the line and `nobodyElse`); never "another approver must approve it" then', () => {
    const named = teamStatusOf({ ...facts(approval('a1', 'p4')), othersApprove: () => ({ words: 'An may approve it', nobody: false }) });
    expect(named.refused.approvals[0]!.message).toContain('It did not reach your teammates; An may approve it.');
    expect(named.refused.approvals[0]!.nobodyElse).toBeUndefined();
    const nobody = teamStatusOf({ ...facts(approval('a1', 'p4')), othersApprove: () => ({ words: 'nobody else in this team may approve it: an owner may let authors approve their own posts', nobody: true }) });
    expect(nobody.refused.approvals[0]!.message).toContain('It did not reach your teammates; nobody else in this team may approve it');
    expect(nobody.refused.approvals[0]!.message).not.toContain('another approver');
    expect(nobody.refused.approvals[0]!.nobodyElse).toBe(true);
  });
});
