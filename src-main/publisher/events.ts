/**
 * What the publisher tells the UI. The bridge forwards these to the renderer's 'job', 'batch'
 * and 'connectivity' topics; the CLI prints them as progress.
 */
import type { Job } from '../library';
import type { JobState } from './states';

export interface BatchProgress {
  id: string;
  /** Drafts in the batch. */
  total: number;
  /** Drafts not journaled yet (still to be fitted). */
  pending: number;
  /** Drafts that failed preflight or media fitting (no job, no key). */
  skipped: number;
  /**
   * Jobs (Hub posts) by state. A draft whose channels carry different captions is one job per
   * caption (captions.ts), so these may add up to more than `total`.
   */
  byState: Partial<Record<JobState, number>>;
  /**
   * Of the 'done' jobs, those a channel refused: on some of their channels (partly published) or
   * on every one. The Hub answered, so they are done, but not published.
   */
  refusals: { some: number; every: number };
  /**
   * Of the 'awaiting' jobs, those the Hub holds for their time (it answered 'scheduled'): the
   * posts the post state calls Scheduled. The rest await an outcome still being worked out.
   * A post sent to the profile's queue is counted in `queued` instead, whatever the Hub answered.
   */
  scheduled: number;
  /** Of the 'awaiting' jobs, those sent to the profile's queue (the post state's Queued: the Hub picks the time). */
  queued: number;
  /** w24campaign (walk 21, 3): the jobs (Hub posts) when they are more than the posts that made them, else null (one each). */
  hubPosts: number | null;
}

export interface Connectivity {
  online: boolean;
  /** False when this only renews the reading (the Hub still answers, or still does not). */
  changed: boolean;
  /** Why it is offline, in words; null when online. */
  reason: string | null;
  at: number;
}

export interface PublisherEventMap {
  job: Job;
  batch: BatchProgress;
  connectivity: Connectivity;
}
export type PublisherTopic = keyof PublisherEventMap;

/** The emitter the publisher writes to. */
export interface PublisherEvents {
  emit<T extends PublisherTopic>(topic: T, value: PublisherEventMap[T]): void;
}

/** A plain in-process emitter; listeners that throw are isolated from the publisher. */
export class PublisherEmitter implements PublisherEvents {
  readonly #listeners = new Map<PublisherTopic, Set<(v: never) => void>>();

  on<T extends PublisherTopic>(topic: T, listener: (value: PublisherEventMap[T]) => void): () => void {
    let set = this.#listeners.get(topic);
    if (!set) this.#listeners.set(topic, (set = new Set()));
    set.add(listener as (v: never) => void);
    return () => set.delete(listener as (v: never) => void);
  }

  emit<T extends PublisherTopic>(topic: T, value: PublisherEventMap[T]): void {
    for (const l of this.#listeners.get(topic) ?? []) {
      try {
        (l as (v: PublisherEventMap[T]) => void)(value);
      } catch {
        // A listener's failure must never stop publishing.
      }
    }
  }
}

export const NO_EVENTS: PublisherEvents = { emit: () => undefined };
