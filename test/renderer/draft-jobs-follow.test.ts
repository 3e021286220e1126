/**
 * poststate (walk 7): Compose's job list reads its jobs again on a review step of its draft, so a held
 * job's verdicts ("Send again as new" waits for a new approval: jobverdict) do not go stale after an
 * approval. lib/draftJobsFollow.ts is what the composer's watch() spreads into its follow().
 */
import { describe, expect, it } from 'vitest';
import type { BridgeEvents, EventTopic, PostroomApi, ReviewEventDto } from '../../src-main/bridge/contract';
import { draftJobsFollow } from '../../src-renderer/src/lib/draftJobsFollow';
import { follow } from '../../src-renderer/src/lib/follow';

/** A bridge whose events the test emits by hand. */
function fakeBridge() {
  const listeners = new Map<string, Array<(p: unknown) => void>>();
  const bridge: Pick<PostroomApi, 'on' | 'onResync'> = {
    on: <T extends EventTopic>(topic: T, l: (p: BridgeEvents[T]) => void) => {
      const ls = listeners.get(topic) ?? [];
      ls.push(l as (p: unknown) => void);
      listeners.set(topic, ls);
      return () => listeners.set(topic, (listeners.get(topic) ?? []).filter((x) => x !== l));
    },
    onResync: () => () => {},
  };
  const emit = (topic: EventTopic, p: unknown): void => { for (const l of listeners.get(topic) ?? []) l(p); };
  return { bridge, emit };
}

const event = (kind: ReviewEventDto['kind'], draftId: string): ReviewEventDto => ({ kind, draftId, by: 'Bảo', caption: 'Phở bò', own: false });

describe("Compose's job list follows its draft's review steps", () => {
  it('an approval, a request for changes, a submit or a withdrawal of this draft reads its jobs again; a comment or another draft does not', () => {
    const { bridge, emit } = fakeBridge();
    let loads = 0;
    const off = follow(bridge, draftJobsFollow({ load: async () => { loads++; } }, 'd1'), () => {});
    emit('review', event('approved', 'd1'));
    expect(loads).toBe(1);
    emit('review', event('changes_requested', 'd1'));
    emit('review', event('submitted', 'd1'));
    emit('review', event('withdrawn', 'd1'));
    expect(loads).toBe(4);
    emit('review', event('commented', 'd1'));
    emit('review', event('approved', 'd2'));
    expect(loads).toBe(4);
    off();
    emit('review', event('approved', 'd1'));
    expect(loads).toBe(4);
  });

  it("the composer's watch() takes it in (its follow spreads draftJobsFollow over its DraftJobs)", async () => {
    const { readFile } = await import('node:fs/promises');
    const src = await readFile(new URL('../../src-renderer/src/lib/composer.svelte.ts', import.meta.url), 'utf8');
    expect(src).toMatch(/\.\.\.draftJobsFollow\(this\.#jobs, this\.#id\)/);
  });
});
