/**
 * The small interfaces the publisher is written against (style.md principle 8: dependencies by
 * constructor). The composition roots (CLI, bridge) pass adapters over the real areas
 * (see adapters.ts); tests may pass the real areas or thin doubles.
 */
import type { HubAnswer, PhotoPart, PublishFields } from '../hub';
import type { ProfilePins, PublishDraft } from './preflight';

export interface PreparedBody {
  contentType: string;
  /** Lent for the call: its memory may be reused once the call's promise settles (copy it to keep it). */
  body: Buffer;
}

/** The two Hub calls the publisher makes. Both resolve to a HubAnswer; neither throws for Hub trouble. */
export interface HubPort {
  publish(body: PreparedBody, idempotencyKey: string, signal?: AbortSignal): Promise<HubAnswer>;
  status(q: { request_id?: string; job_id?: string }, signal?: AbortSignal): Promise<HubAnswer>;
}

export interface FittedPhoto extends PhotoPart {
  sha256: string;
}

export interface FittedMedia {
  /** Uploaded photos, in the draft's order, fitted so the whole body stays under the budget. */
  photos: FittedPhoto[];
  /** Remote https photos, sent as `photo_urls` (not counted against the cap). */
  photoUrls: string[];
  errors: Array<{ id: string; message: string }>;
}

export interface MediaPort {
  /** Fits the draft's photos under `budgetBytes` (default: the contract cap less a margin) for these fields. */
  fit(photos: PublishDraft['photos'], fields: PublishFields, budgetBytes: number | undefined, signal?: AbortSignal): Promise<FittedMedia>;
}

export type DraftOutcomeState = 'queued' | 'scheduled' | 'published' | 'partial' | 'failed';

/** Where drafts come from (the library). */
export interface DraftSource {
  get(id: string): PublishDraft | undefined;
  /** Many drafts in one read (optional; a batch reads its drafts with it): missing or deleted ones are absent. */
  getMany?(ids: readonly string[]): Map<string, PublishDraft>;
  /** Which of these ids are drafts `get` would return, without reading them (optional; a batch checks its ids with it). */
  existing?(ids: readonly string[]): Set<string>;
  /** Draft ids `publish --all` takes (the workspace's drafts ready to go), in order. */
  publishable(): string[];
  campaignDrafts?(campaignId: string): string[];
  /** The profile's cached pins, for preflight; null when unknown. */
  pins?(profileId: string): ProfilePins | null;
  /**
   * Mirrors the publishing outcome into the draft's state (optional). The library's adapter writes
   * the post state derived from the journal (post-state.ts); `state` is the publisher's hint.
   */
  markState?(id: string, state: DraftOutcomeState): void;
  /** The same for many drafts in one go (one transaction). */
  markStates?(ids: readonly string[], state: DraftOutcomeState): void;
}
