import { describe, expect, it } from 'vitest';
import { restoreFocus } from '../../src-renderer/src/lib/focus';

/** Just what restoreFocus reads of an element: connected, disabled, focus(). */
const el = (name: string, o: { disabled?: boolean; connected?: boolean } = {}) => {
  const e = { name, disabled: o.disabled ?? false, isConnected: o.connected ?? true, focused: false, focus() { e.focused = true; } };
  return e as unknown as HTMLElement & { focused: boolean; name: string };
};

describe('focus after an action that disabled its control', () => {
  const body = el('body');
  it('goes to the first place that can take it when the page has it (or a disabled control)', () => {
    const publish = el('publish', { disabled: true });
    const note = el('note');
    expect((restoreFocus({ activeElement: body, body }, [publish, null, note]) as { name: string } | null)?.name).toBe('note');
    expect(note.focused).toBe(true);
    const gone = el('gone', { connected: false });
    const again = el('again');
    expect((restoreFocus({ activeElement: publish, body }, [gone, again]) as { name: string } | null)?.name).toBe('again');
  });

  it('leaves it where the person put it meanwhile', () => {
    const caption = el('caption');
    const button = el('button');
    expect(restoreFocus({ activeElement: caption, body }, [button])).toBeNull();
    expect(button.focused).toBe(false);
  });
});
