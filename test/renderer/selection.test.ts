import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION, clickSelect, pruneSelection, selectAll } from '../../src-renderer/src/lib/selection';

const ids = ['a', 'b', 'c', 'd', 'e'];
const sel = (s: { selected: ReadonlySet<string> }) => [...s.selected].sort();

describe('selection', () => {
  it('click selects one, ctrl-click toggles, shift-click ranges from the anchor', () => {
    let s = clickSelect(EMPTY_SELECTION, ids, 1, { shift: false, toggle: false });
    expect(sel(s)).toEqual(['b']);
    s = clickSelect(s, ids, 3, { shift: true, toggle: false });
    expect(sel(s)).toEqual(['b', 'c', 'd']);
    s = clickSelect(s, ids, 0, { shift: true, toggle: false });
    expect(sel(s)).toEqual(['a', 'b']);
    s = clickSelect(s, ids, 4, { shift: false, toggle: true });
    expect(sel(s)).toEqual(['a', 'b', 'e']);
    s = clickSelect(s, ids, 4, { shift: false, toggle: true });
    expect(sel(s)).toEqual(['a', 'b']);
  });
  it('ctrl+shift-click adds a range to what is selected', () => {
    let s = clickSelect(EMPTY_SELECTION, ids, 0, { shift: false, toggle: false });
    s = clickSelect(s, ids, 3, { shift: false, toggle: true });
    s = clickSelect(s, ids, 4, { shift: true, toggle: true });
    expect(sel(s)).toEqual(['a', 'd', 'e']);
  });
  it('select all and prune', () => {
    const s = selectAll(ids);
    expect(s.selected.size).toBe(5);
    expect(sel(pruneSelection(s, ['b', 'z']))).toEqual(['b']);
    expect(clickSelect(s, ids, 99, { shift: false, toggle: false })).toBe(s);
  });
});
