import { describe, expect, it } from 'vitest';
import { listKeyAction, PAGE_ROWS, type KeyPress } from '../../src-renderer/src/lib/listKeys';

const press = (key: string, mods: Partial<Omit<KeyPress, 'key'>> = {}): KeyPress => ({ key, ctrlKey: false, metaKey: false, shiftKey: false, ...mods });

describe("the Library list's keys", () => {
  it('arrows, pages and the ends move the active row; with shift they grow the selection', () => {
    expect(listKeyAction(press('ArrowDown'))).toEqual({ kind: 'move', by: 1, extend: false });
    expect(listKeyAction(press('ArrowUp', { shiftKey: true }))).toEqual({ kind: 'move', by: -1, extend: true });
    expect(listKeyAction(press('PageDown'))).toEqual({ kind: 'move', by: PAGE_ROWS, extend: false });
    expect(listKeyAction(press('PageUp', { shiftKey: true }))).toEqual({ kind: 'move', by: -PAGE_ROWS, extend: true });
    expect(listKeyAction(press('Home'))).toEqual({ kind: 'move', by: -Infinity, extend: false });
    expect(listKeyAction(press('End', { shiftKey: true }))).toEqual({ kind: 'move', by: Infinity, extend: true });
  });

  it('Enter opens, Space toggles, Escape clears', () => {
    expect(listKeyAction(press('Enter'))).toEqual({ kind: 'open' });
    expect(listKeyAction(press(' '))).toEqual({ kind: 'toggle' });
    expect(listKeyAction(press('Escape'))).toEqual({ kind: 'clear' });
  });

  it('Delete deletes; Backspace only with Ctrl or Cmd (alone it is left to the page)', () => {
    expect(listKeyAction(press('Delete'))).toEqual({ kind: 'delete' });
    expect(listKeyAction(press('Backspace'))).toBeNull();
    expect(listKeyAction(press('Backspace', { ctrlKey: true }))).toEqual({ kind: 'delete' });
    expect(listKeyAction(press('Backspace', { metaKey: true }))).toEqual({ kind: 'delete' });
  });

  it('Ctrl/Cmd+A selects all; a plain A, and any other key, is left alone', () => {
    expect(listKeyAction(press('a', { ctrlKey: true }))).toEqual({ kind: 'selectAll' });
    expect(listKeyAction(press('A', { metaKey: true, shiftKey: true }))).toEqual({ kind: 'selectAll' });
    expect(listKeyAction(press('a'))).toBeNull();
    expect(listKeyAction(press('x', { ctrlKey: true }))).toBeNull();
    expect(listKeyAction(press('Tab'))).toBeNull();
  });
});
