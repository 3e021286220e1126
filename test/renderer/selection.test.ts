import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION, allLoadedSelected, checkboxRange, clickSelect, pruneSelection, selectAll, selectAllStep } from '../../src-renderer/src/lib/selection';

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
  it('select all: first every loaded row, then (more match) every match, then nothing new', () => {
    expect(selectAllStep(new Set(), ids, 5000, false)).toBe('loaded');
    expect(selectAllStep(new Set(['a', 'b']), ids, 5000, false)).toBe('loaded');
    const all = selectAll(ids).selected;
    expect(allLoadedSelected(all, ids)).toBe(true);
    expect(selectAllStep(all, ids, 5000, false)).toBe('matching');
    // Already every match, or nothing more matches than is loaded, or the count is unknown.
    expect(selectAllStep(all, ids, 5000, true)).toBe('none');
    expect(selectAllStep(all, ids, 5, false)).toBe('none');
    expect(selectAllStep(all, ids, null, false)).toBe('none');
    // Extra selected ids (from before a reload) do not count as the loaded rows.
    expect(allLoadedSelected(new Set(['a', 'b', 'c', 'd', 'x']), ids)).toBe(false);
    expect(selectAllStep(new Set(), [], 10, false)).toBe('none');
  });
});

describe('a row checkbox clicked, with or without shift', () => {
  const ids = ['a', 'b', 'c', 'd', 'e'];
  it('sets its own row alone without shift, or with no box clicked before', () => {
    expect(checkboxRange(ids, 0, 3, false)).toEqual(['d']);
    expect(checkboxRange(ids, null, 3, true)).toEqual(['d']);
  });
  it('with shift, sets every row from the last box clicked to it, in either direction', () => {
    expect(checkboxRange(ids, 1, 3, true)).toEqual(['b', 'c', 'd']);
    expect(checkboxRange(ids, 4, 2, true)).toEqual(['c', 'd', 'e']);
    expect(checkboxRange(ids, 2, 2, true)).toEqual(['c']);
  });
  it('an anchor left past the end (rows removed since) is no anchor; a row out of range sets nothing', () => {
    expect(checkboxRange(ids, 9, 1, true)).toEqual(['b']);
    expect(checkboxRange(ids, 0, 5, true)).toEqual([]);
  });
});
