import { describe, expect, it } from 'vitest';
import type { PostroomApi, ResumedDto } from '../../src-main/bridge/contract';
import { RESUMED_SEEN_KEY, watchResumed } from '../../src-renderer/src/lib/resumed';

/** A bridge whose `system.resumed` answers what the test sets, and whose stream break is fired by hand. */
function fakeBridge(answer: { value: ResumedDto }) {
  const resyncs = new Set<() => void>();
  const bridge = {
    invoke: async () => ({ ok: true as const, value: answer.value }),
    on: () => () => undefined,
    onResync: (l: () => void) => {
      resyncs.add(l);
      return () => resyncs.delete(l);
    },
  } as unknown as Pick<PostroomApi, 'invoke' | 'on' | 'onResync'>;
  return { bridge, resync: () => resyncs.forEach((l) => l()), listening: () => resyncs.size };
}
const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('a send resumed after a restart', () => {
  it('is said once per start of the core: at open, again after a restart under the open tab, never for none', async () => {
    const answer = { value: { startedAt: '2026-11-26T10:00:00.000Z', sends: 2 } };
    const b = fakeBridge(answer);
    const store = memory();
    const said: number[] = [];
    const stop = watchResumed(b.bridge, store, (r) => said.push(r.sends));
    await settle();
    expect(said).toEqual([2]);
    expect(store.getItem(RESUMED_SEEN_KEY)).toBe(answer.value.startedAt);
    b.resync(); // the stream came back, same start of the core: not again
    await settle();
    expect(said).toEqual([2]);
    answer.value = { startedAt: '2026-11-26T10:05:00.000Z', sends: 1 }; // the host was restarted
    b.resync();
    await settle();
    expect(said).toEqual([2, 1]);
    answer.value = { startedAt: '2026-11-26T10:09:00.000Z', sends: 0 };
    b.resync();
    await settle();
    expect(said).toEqual([2, 1]);
    stop();
    expect(b.listening()).toBe(0);
  });

  it('is not said again after a reload of the window (remembered in its storage)', async () => {
    const b = fakeBridge({ value: { startedAt: 'x', sends: 3 } });
    const store = memory();
    const said: number[] = [];
    watchResumed(b.bridge, store, (r) => said.push(r.sends))();
    watchResumed(b.bridge, store, (r) => said.push(r.sends))();
    await settle();
    expect(said).toEqual([3]);
  });
});
