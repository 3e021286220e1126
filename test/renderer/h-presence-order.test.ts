/**
 * CI ci35a (e2e ui-team): Lan's screen read "Minh is editing the caption (line 2)" for 15 s while Minh was in the title.
 * Minh's caret (a throttled `team.presence.set`) and his blur (another, at once) are two bridge requests; in flight together
 * they may reach the core in either order, and the caret landed last. Presence calls now go in the order told, each once
 * the one before it settled (lib/team.ts inOrder, used by TeamLibrary's presence).
 */
import { describe, expect, it } from 'vitest';
import { inOrder } from '../../src-renderer/src/lib/team';

describe('inOrder: presence calls reach the core in the order told', () => {
  it('a second call starts only once the first settled, even when the first answers last', async () => {
    const started: string[] = [];
    const answers = new Map<string, () => void>();
    const send = (what: string): Promise<void> => {
      started.push(what);
      return new Promise<void>((resolve) => answers.set(what, resolve));
    };
    const tell = inOrder(send);
    const caret = tell('caret line 2');
    const blur = tell('left the caption');
    await new Promise((r) => setTimeout(r, 10));
    expect(started).toEqual(['caret line 2']); // the blur waits for the caret's answer
    answers.get('caret line 2')!();
    await caret;
    await new Promise((r) => setTimeout(r, 10));
    expect(started).toEqual(['caret line 2', 'left the caption']);
    answers.get('left the caption')!();
    await blur;
  });

  it('a call that fails does not stop the ones after it', async () => {
    const started: number[] = [];
    const tell = inOrder((n: number) => {
      started.push(n);
      return n === 1 ? Promise.reject(new Error('the bridge is gone')) : Promise.resolve();
    });
    await Promise.all([tell(1), tell(2), tell(3)]);
    expect(started).toEqual([1, 2, 3]);
  });
});
