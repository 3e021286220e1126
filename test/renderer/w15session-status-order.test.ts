/**
 * w15session (walk 14): the sidebar's team line after a CLI join while the app is open. The answer to `team.status`
 * asked for while the session was opening ("offline") landed after the core's `team` events that followed ("online,
 * in step"); the screen kept the old answer and said "not in step" until something else synced. A read that an event
 * overtook is asked for again (lib/statusOrder.ts), and the team library (lib/team.svelte.ts) reads through it.
 */
import { describe, expect, it } from 'vitest';
import { readInOrder, statusOrder } from '../../src-renderer/src/lib/statusOrder';

describe('a team status read overtaken by an event is read again', () => {
  it('an event while the read was on its way: read again, the fresh answer kept', async () => {
    const order = statusOrder();
    const answers = ['offline', 'online, in step'];
    let reads = 0;
    const got = await readInOrder(order, async () => {
      const a = answers[reads++]!;
      if (reads === 1) order.event(); // the session came online while the first answer was on its way
      return a;
    });
    expect(got).toBe('online, in step');
    expect(reads).toBe(2);
  });

  it('no event meanwhile: one read', async () => {
    const order = statusOrder();
    order.event(); // before the read: it does not make it stale
    let reads = 0;
    expect(await readInOrder(order, async () => `answer ${++reads}`)).toBe('answer 1');
  });

  it('events on every read: at most three reads, the last kept', async () => {
    const order = statusOrder();
    let reads = 0;
    expect(await readInOrder(order, async () => { order.event(); return `answer ${++reads}`; })).toBe('answer 3');
  });

  it("the team library's reload reads through it and counts the status events", async () => {
    const { readFile } = await import('node:fs/promises');
    const src = await readFile(new URL('../../src-renderer/src/lib/team.svelte.ts', import.meta.url), 'utf8');
    expect(src).toMatch(/readInOrder\(this\.#order, \(\) => this\.#bridge\.invoke\('team\.status', \{\}\)\)/);
    expect(src).toMatch(/this\.#order\.event\(\);\s*this\.#setStatus\(e\.status\)/);
  });
});
