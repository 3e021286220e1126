import type { PostroomApi, ResumedDto } from '../../../src-main/bridge/contract';
import { follow } from './follow';
import type { KeyValueStore } from './preferences.svelte';

/** The start of the core whose resumed sends were last said (its `startedAt`). */
export const RESUMED_SEEN_KEY = 'postroom.resumedSeen';

/**
 * After a restart the core goes on with the sends it had not finished (same keys, same bytes),
 * and nothing said so. This reads what the core's start went on with (`system.resumed`) when the
 * window opens and each time its event stream comes back (a web host restarted under an open tab),
 * and says it once per start of the core, remembered in `store` (a reload does not say it again).
 */
export function watchResumed(bridge: Pick<PostroomApi, 'invoke' | 'on' | 'onResync'>, store: KeyValueStore, say: (r: ResumedDto) => void): () => void {
  const read = async (): Promise<void> => {
    const r = await bridge.invoke('system.resumed', {});
    if (!r.ok || r.value.sends === 0) return;
    let seen: string | null = null;
    try {
      seen = store.getItem(RESUMED_SEEN_KEY);
    } catch {
      // Storage refused: said, at worst, again after a reload.
    }
    if (seen === r.value.startedAt) return;
    try {
      store.setItem(RESUMED_SEEN_KEY, r.value.startedAt);
    } catch {
      // as above
    }
    say(r.value);
  };
  void read();
  return follow(bridge, {}, () => void read());
}
