import type { BridgeEvents, EventTopic, PostroomApi } from '../../../src-main/bridge/contract';

/** A listener for some of the core's event topics. */
export type EventHandlers = { [T in EventTopic]?: (payload: BridgeEvents[T]) => void };

/**
 * What a screen keeps from the core's events: it listens to `handlers`' topics and, after a break
 * in the events (the web host's stream came back: some may have been missed), calls `reread` to
 * read its state again. One call to the answer stops all of it.
 */
export function follow(bridge: Pick<PostroomApi, 'on' | 'onResync'>, handlers: EventHandlers, reread: () => void): () => void {
  const offs = (Object.keys(handlers) as EventTopic[]).map((topic) => bridge.on(topic, handlers[topic] as (p: unknown) => void));
  offs.push(bridge.onResync(reread));
  return () => {
    for (const off of offs) off();
  };
}
