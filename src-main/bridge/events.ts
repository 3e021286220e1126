import type { BridgeEvents, EventTopic } from './contract';

export type EventListener = <T extends EventTopic>(topic: T, payload: BridgeEvents[T]) => void;

/** Fan-out of core events to whichever transports are attached (IPC, SSE). */
export class EventHub {
  readonly #listeners = new Set<EventListener>();

  subscribe(listener: EventListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  emit<T extends EventTopic>(topic: T, payload: BridgeEvents[T]): void {
    for (const l of this.#listeners) {
      try {
        l(topic, payload);
      } catch {
        // One broken listener (a closed window, a dropped SSE socket) must not stop the others.
      }
    }
  }

  get size(): number {
    return this.#listeners.size;
  }
}
