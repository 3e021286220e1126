/**
 * The web host's bridge (calls over HTTP, events over one server-sent stream) never lets a screen
 * miss an event: a call waits for the stream to be open, and a stream that comes back after a
 * break tells the screens to read again (onResync).
 */
import { describe, expect, it } from 'vitest';
import { httpBridge, STREAM_WAIT_MS, type HttpBridgeDeps } from '../../src-renderer/src/lib/bridge';

/** An EventSource the test opens, breaks and feeds by hand. */
class FakeStream {
  readonly #on = new Map<string, Array<(ev: unknown) => void>>();
  addEventListener(type: string, f: (ev: unknown) => void): void {
    this.#on.set(type, [...(this.#on.get(type) ?? []), f]);
  }
  fire(type: string, data?: unknown): void {
    for (const f of this.#on.get(type) ?? []) f(data === undefined ? {} : { data: JSON.stringify(data) });
  }
}

function setup(opts: { stream?: boolean } = {}) {
  const streams: FakeStream[] = [];
  const calls: string[] = [];
  const timers: Array<{ f: () => void; ms: number }> = [];
  const deps: HttpBridgeDeps = {
    fetch: (async (url: string) => {
      calls.push(url);
      return { json: async () => ({ ok: true, value: { at: calls.length } }) };
    }) as unknown as typeof fetch,
    openEvents: opts.stream === false ? null : () => {
      const s = new FakeStream();
      streams.push(s);
      return s as unknown as EventSource;
    },
    setTimeout: (f, ms) => timers.push({ f, ms }),
  };
  return { bridge: httpBridge(deps), streams, calls, timers };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the http bridge', () => {
  it('sends a call only once the event stream is open, so an event after the read reaches the screen', async () => {
    const { bridge, streams, calls } = setup();
    const seen: unknown[] = [];
    // A screen's mount: the read and the subscription in one tick.
    const read = bridge.invoke('system.info', {});
    bridge.on('campaign', (s) => seen.push(s));
    await tick();
    expect(calls).toEqual([]);
    expect(streams).toHaveLength(1);
    streams[0]!.fire('open');
    expect(await read).toEqual({ ok: true, value: { at: 1 } });
    expect(calls).toEqual(['/bridge/system.info']);
    streams[0]!.fire('campaign', { campaignId: 'c1' });
    expect(seen).toEqual([{ campaignId: 'c1' }]);
    // Once open, calls go at once; one stream serves every topic and call.
    await bridge.invoke('system.info', {});
    bridge.on('batch', () => undefined);
    expect(calls).toHaveLength(2);
    expect(streams).toHaveLength(1);
  });

  it('does not hold calls back when the stream fails to open, or does not open in time', async () => {
    const failing = setup();
    const a = failing.bridge.invoke('system.info', {});
    await tick();
    expect(failing.calls).toEqual([]);
    failing.streams[0]!.fire('error');
    expect((await a).ok).toBe(true);

    const slow = setup();
    const b = slow.bridge.invoke('system.info', {});
    await tick();
    expect(slow.calls).toEqual([]);
    expect(slow.timers.map((t) => t.ms)).toEqual([STREAM_WAIT_MS]);
    slow.timers[0]!.f();
    expect((await b).ok).toBe(true);

    // Where there is no event stream at all (Node), calls go straight away.
    const none = setup({ stream: false });
    expect((await none.bridge.invoke('system.info', {})).ok).toBe(true);
  });

  it('tells resync listeners when the stream opens again after a break, never on its first open', async () => {
    const { bridge, streams } = setup();
    let resyncs = 0;
    const off = bridge.onResync(() => resyncs++);
    streams[0]!.fire('open');
    expect(resyncs).toBe(0);
    streams[0]!.fire('error');
    streams[0]!.fire('open');
    expect(resyncs).toBe(1);
    off();
    streams[0]!.fire('error');
    streams[0]!.fire('open');
    expect(resyncs).toBe(1);
  });
});
