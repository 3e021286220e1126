import { describe, expect, it } from 'vitest';
import type { PostroomApi } from '../../src-main/bridge/contract';
import { follow } from '../../src-renderer/src/lib/follow';

/** The two subscriptions `follow` makes, kept by hand: topic listeners and resync listeners. */
function fakeBridge() {
  const topics = new Map<string, Set<(p: unknown) => void>>();
  const resyncs = new Set<() => void>();
  const bridge: Pick<PostroomApi, 'on' | 'onResync'> = {
    on: (topic, l) => {
      const set = topics.get(topic) ?? new Set();
      topics.set(topic, set);
      set.add(l as (p: unknown) => void);
      return () => set.delete(l as (p: unknown) => void);
    },
    onResync: (l) => {
      resyncs.add(l);
      return () => resyncs.delete(l);
    },
  };
  const emit = (topic: string, p: unknown) => topics.get(topic)?.forEach((l) => l(p));
  const resync = () => resyncs.forEach((l) => l());
  const listening = () => [...topics.values()].reduce((n, s) => n + s.size, 0) + resyncs.size;
  return { bridge, emit, resync, listening };
}

describe('following the core from a screen', () => {
  it('hears each topic it names, re-reads after a break, and stops all of it with one call', () => {
    const b = fakeBridge();
    const heard: string[] = [];
    let rereads = 0;
    const off = follow(b.bridge, { job: () => heard.push('job'), 'library.changed': () => heard.push('library') }, () => rereads++);
    b.emit('job', {});
    b.emit('library.changed', {});
    b.emit('batch', {});
    b.resync();
    expect(heard).toEqual(['job', 'library']);
    expect(rereads).toBe(1);
    expect(b.listening()).toBe(3);
    off();
    expect(b.listening()).toBe(0);
    b.emit('job', {});
    b.resync();
    expect([heard.length, rereads]).toEqual([2, 1]);
  });
});
