/**
 * What a key pressed in the Library's list does, as data: the screen carries it out. Pure, so the
 * whole keyboard map is tested alone (test/renderer/list-keys.test.ts).
 */
export type ListKeyAction =
  /** Moves the active row by `by` (±Infinity: to the first or last); `extend` grows the selection. */
  | { kind: 'move'; by: number; extend: boolean }
  | { kind: 'open' }
  | { kind: 'toggle' }
  | { kind: 'delete' }
  | { kind: 'clear' }
  | { kind: 'selectAll' };

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/** Rows a PageUp/PageDown moves. */
export const PAGE_ROWS = 10;

/**
 * Arrows move (shift extends), PageUp/PageDown move a page, Home/End go to the ends, Enter
 * opens, Space toggles the active row, Delete (or Ctrl/Cmd+Backspace) deletes the selection,
 * Escape clears it, Ctrl/Cmd+A selects all. Anything else: null (the key is left alone).
 */
export function listKeyAction(e: KeyPress): ListKeyAction | null {
  const mod = e.ctrlKey || e.metaKey;
  switch (e.key) {
    case 'ArrowDown': return { kind: 'move', by: 1, extend: e.shiftKey };
    case 'ArrowUp': return { kind: 'move', by: -1, extend: e.shiftKey };
    case 'PageDown': return { kind: 'move', by: PAGE_ROWS, extend: e.shiftKey };
    case 'PageUp': return { kind: 'move', by: -PAGE_ROWS, extend: e.shiftKey };
    case 'Home': return { kind: 'move', by: -Infinity, extend: e.shiftKey };
    case 'End': return { kind: 'move', by: Infinity, extend: e.shiftKey };
    case 'Enter': return { kind: 'open' };
    case ' ': return { kind: 'toggle' };
    case 'Delete': return { kind: 'delete' };
    case 'Backspace': return mod ? { kind: 'delete' } : null;
    case 'Escape': return { kind: 'clear' };
    case 'a':
    case 'A': return mod ? { kind: 'selectAll' } : null;
    default: return null;
  }
}
