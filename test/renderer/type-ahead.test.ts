import { describe, expect, it } from 'vitest';
import { TYPE_AHEAD_MS, TypeAhead, type KeyLike } from '../../src-renderer/src/lib/typeAhead';

/** A window that dispatches keys to its capture listeners, and timers run by hand. */
function fakeWindow() {
  const listeners = new Set<(e: KeyLike) => void>();
  const stopped: string[] = [];
  return {
    addEventListener: (_t: 'keydown', l: (e: KeyLike) => void) => void listeners.add(l),
    removeEventListener: (_t: 'keydown', l: (e: KeyLike) => void) => void listeners.delete(l),
    press(key: string, mods: Partial<KeyLike> = {}) {
      let prevented = false;
      const e: KeyLike = { key, ctrlKey: false, metaKey: false, altKey: false, preventDefault: () => (prevented = true), stopPropagation: () => stopped.push(key), ...mods };
      for (const l of listeners) l(e);
      return prevented;
    },
    get listening() {
      return listeners.size;
    },
  };
}
function fakeTimers() {
  const due: Array<() => void> = [];
  return { setTimeout: (f: () => void, ms: number) => (expect(ms).toBe(TYPE_AHEAD_MS), due.push(f)), clearTimeout: () => undefined, fire: () => due.forEach((f) => f()) };
}

describe('type-ahead after N', () => {
  it('holds what is typed before the caption is there, and gives it once', () => {
    const w = fakeWindow();
    const t = new TypeAhead(fakeTimers());
    t.begin(w);
    for (const k of ['N', 'i', 'x', 'Backspace', 'c', 'e', 'Enter', '🙂']) expect(w.press(k)).toBe(true);
    expect(w.press('Shift')).toBe(false);
    expect(w.press('v', { ctrlKey: true })).toBe(false);
    expect(t.take()).toBe('Nice\n🙂');
    expect(w.listening).toBe(0);
    expect(t.take()).toBe('');
    expect(w.press('a')).toBe(false);
  });

  it('lets go after a few seconds (a draft that never opened) and on cancel', () => {
    const w = fakeWindow();
    const timers = fakeTimers();
    const t = new TypeAhead(timers);
    t.begin(w);
    w.press('a');
    timers.fire();
    expect(t.active).toBe(false);
    expect(t.take()).toBe('');
    t.begin(w);
    w.press('b');
    t.cancel();
    expect(w.listening).toBe(0);
  });
});
