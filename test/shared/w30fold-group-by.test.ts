import { describe, expect, it } from 'vitest';
import { groupBy } from '../../src-shared/group-by';

// w30fold: the one group-by-key loop that byDraft, byHour, groupByDay, byZone, … now call.
describe('groupBy', () => {
  it('keeps each key\'s items in the order given, and the keys in the order first met', () => {
    const m = groupBy(['b1', 'a1', 'b2', 'c1', 'a2'], (s) => s[0]!);
    expect([...m]).toEqual([['b', ['b1', 'b2']], ['a', ['a1', 'a2']], ['c', ['c1']]]);
  });

  it('leaves out an item whose key is null (but not a key of 0 or \'\')', () => {
    const m = groupBy([{ k: null, v: 1 }, { k: 0, v: 2 }, { k: '', v: 3 }, { k: 0, v: 4 }], (x) => x.k, (x) => x.v);
    expect([...m]).toEqual([[0, [2, 4]], ['', [3]]]);
  });

  it('puts what valueOf gives in the lists, and gives an empty map for no items', () => {
    expect(groupBy([1, 2, 3, 4], (n) => n % 2, (n) => n * 10).get(0)).toEqual([20, 40]);
    expect(groupBy([] as number[], (n) => n).size).toBe(0);
  });
});
