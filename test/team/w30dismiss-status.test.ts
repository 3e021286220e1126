/**
 * w30dismiss (walk 26, 5): the status's one derivation of a refused approval once settled (team/status.ts, pure): an
 * answered or dismissed one is not counted (in step again), an answered one not yet read is said as answered, a
 * refused row of another kind still counts. Failed before: settled refusals did not exist; the count stayed 1.
 */
import { describe, expect, it } from 'vitest';
import type { SettledRefusal } from '../../src-main/team';
import { teamStatusOf, type TeamStatusFacts } from '../../src-main/team/status';
import type { SetAsideRow } from '../../src-main/team/set-aside';

const approval = (key: string, draftId: string): SetAsideRow[] => [
  { map: 'approvals', key, why: 'x', approval: { draftId, rule: 'not_held' } },
  { map: 'steps', key: `s-${key}`, why: 'x', approval: { draftId, rule: 'not_held' } },
];
const facts = (approvals: SetAsideRow[], settled: SettledRefusal[], reviews: SetAsideRow[] = []): TeamStatusFacts => ({
  workspace: { id: 'w1', name: 'Studio', team: { url: 'http://127.0.0.1:1', id: 't', member: 'Bảo', role: 'approver' } } as TeamStatusFacts['workspace'],
  open: { session: { state: 'online', setAside: [], lastInStep: null, pending: 0, team: null, me: { name: 'Bảo', role: 'approver' }, error: null }, pending: () => 0, setAside: { reviews, approvals } },
  captionOf: (id) => `caption of ${id}`,
  settled,
  members: null,
  membersError: null,
  storedLastInStep: null,
  missingPhotos: 0,
  photoFailure: null,
});
const settledAs = (how: SettledRefusal['how'], read: boolean): SettledRefusal => ({ key: 'a1', draftId: 'd1', rule: 'not_held', how, at: '2026-11-28T12:00:00Z', read });

describe('a refused approval in the team status', () => {
  it('held and not settled: counted, said as refused, not in step', () => {
    const s = teamStatusOf(facts(approval('a1', 'd1'), []));
    expect(s).toMatchObject({ inStep: false, refused: { count: 1, approvals: [{ draftId: 'd1', rule: 'not_held' }], answered: [] } });
  });
  it('answered: not counted, in step, said as answered until read', () => {
    const s = teamStatusOf(facts(approval('a1', 'd1'), [settledAs('answered', false)]));
    expect(s).toMatchObject({ inStep: true, refused: { count: 0, approvals: [], answered: [{ draftId: 'd1', caption: 'caption of d1', rule: 'not_held' }] } });
    expect(s.refused.answered[0]!.message).toBe('Your approval of "caption of d1" as it is now was accepted by the team server: it answers the refusal of your approval of an earlier version.');
    expect(teamStatusOf(facts(approval('a1', 'd1'), [settledAs('answered', true)])).refused.answered).toEqual([]);
  });
  it('dismissed: not counted, nothing said; a refused review row of another kind still keeps it out of step', () => {
    expect(teamStatusOf(facts(approval('a1', 'd1'), [settledAs('dismissed', true)]))).toMatchObject({ inStep: true, refused: { count: 0, approvals: [], answered: [] } });
    const other = teamStatusOf(facts(approval('a1', 'd1'), [settledAs('dismissed', true)], [{ map: 'steps', key: 'r1', why: 'a step in another member\'s name' }]));
    expect(other).toMatchObject({ inStep: false, refused: { count: 1, approvals: [], documents: ['reviews'] } });
  });
});
