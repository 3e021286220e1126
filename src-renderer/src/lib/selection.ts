/**
 * Multi-select as in a file manager, over a list of ids in display order:
 * click selects one; ctrl/cmd-click toggles one; shift-click selects the range
 * from the anchor; ctrl+shift-click adds the range. Pure, so it is tested alone.
 */
export interface SelectionState {
  selected: ReadonlySet<string>;
  /** Index the next shift-click ranges from. */
  anchor: number | null;
}

export interface ClickMods {
  shift: boolean;
  toggle: boolean;
}

export const EMPTY_SELECTION: SelectionState = { selected: new Set(), anchor: null };

export function clickSelect(state: SelectionState, ids: readonly string[], index: number, mods: ClickMods): SelectionState {
  const id = ids[index];
  if (id === undefined) return state;
  if (mods.shift && state.anchor !== null) {
    const [a, b] = state.anchor <= index ? [state.anchor, index] : [index, state.anchor];
    const range = ids.slice(a, b + 1);
    const selected = new Set(mods.toggle ? state.selected : []);
    for (const r of range) selected.add(r);
    return { selected, anchor: state.anchor };
  }
  if (mods.toggle) {
    const selected = new Set(state.selected);
    if (selected.has(id)) selected.delete(id);
    else selected.add(id);
    return { selected, anchor: index };
  }
  return { selected: new Set([id]), anchor: index };
}

/**
 * A row's checkbox clicked, as in a mail client: the row takes the box's new state, and with
 * shift so does every row from the last box clicked (`anchor`) to it. The ids to set, in order.
 */
export function checkboxRange(ids: readonly string[], anchor: number | null, index: number, shift: boolean): string[] {
  if (index < 0 || index >= ids.length) return [];
  if (!shift || anchor === null || anchor >= ids.length) return [ids[index] as string];
  const [a, b] = anchor <= index ? [anchor, index] : [index, anchor];
  return ids.slice(a, b + 1);
}

export function selectAll(ids: readonly string[]): SelectionState {
  return { selected: new Set(ids), anchor: ids.length > 0 ? 0 : null };
}

/** Keeps only ids still present (after a reload or a delete). */
export function pruneSelection(state: SelectionState, ids: readonly string[]): SelectionState {
  const present = new Set(ids);
  const selected = new Set([...state.selected].filter((i) => present.has(i)));
  return { selected, anchor: state.anchor !== null && state.anchor < ids.length ? state.anchor : null };
}

/** Every loaded row is selected (and there is at least one). */
export function allLoadedSelected(selected: ReadonlySet<string>, loaded: readonly string[]): boolean {
  return loaded.length > 0 && selected.size >= loaded.length && loaded.every((id) => selected.has(id));
}

/**
 * What "select all" (Ctrl+A, or the selection bar's button) does next: the first
 * time, every loaded row; when every loaded row is already selected and more drafts
 * match than are loaded, every match (fetched with drafts.ids); otherwise nothing new.
 */
export function selectAllStep(
  selected: ReadonlySet<string>, loaded: readonly string[], total: number | null, allMatching: boolean,
): 'loaded' | 'matching' | 'none' {
  if (allMatching) return 'none';
  if (!allLoadedSelected(selected, loaded)) return loaded.length > 0 ? 'loaded' : 'none';
  return total !== null && total > loaded.length ? 'matching' : 'none';
}
