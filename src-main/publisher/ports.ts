/**
 * The small interfaces the publisher is written against (style.md principle 8: dependencies by
 * constructor). The composition roots (CLI, bridge) pass adapters over the real areas
 * (see adapters.ts); tests may pass the real areas or thin doubles.
 */
import type { HubAnswer, PhotoPart, PublishFields } from '../hub';
import type { ProfilePins, PublishDraft } from './preflight';

export interface PreparedBody {
  contentType: string;
  body: Buffer;
}

/** The two Hub calls the publisher makes. Both resolve to a HubAnswer; neither throws for Hub trouble. */
export interface HubPort {
  publish(body: PreparedBody, idempotencyKey: string, signal?: AbortSignal): Promise<HubAnswer>;
  status(q: { request_id?: string; job_id?: string; idempotency_key?: string }, signal?: AbortSignal): Promise<HubAnswer>;
}

export interface FittedPhoto extends PhotoPart {
  sha256: string;
  /** The size sent (w23insta: a channel's aspect refusal is explained from it). */
  width?: number;
  height?: number;
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


/** Where drafts come from (the library). */
export interface DraftSource {
  get(id: string): PublishDraft | undefined;
  /** Many drafts in one read (a chunk of a batch): missing or deleted ones are absent. */
  getMany(ids: readonly string[]): Map<string, PublishDraft>;
  /** Which of these ids are drafts `get` would return, without reading them (a batch checks its ids with it). */
  existing(ids: readonly string[]): Set<string>;
  /** Draft ids `publish --all` takes (the workspace's drafts ready to go), in order. */
  publishable(): string[];
  campaignDrafts?(campaignId: string): string[];
  /** The profile's cached pins, for preflight; null when unknown. */
  pins?(profileId: string): ProfilePins | null;
  /**
   * These drafts' jobs moved: the source re-derives each one's mirrored state from the journal
   * (post-state.ts, the one derivation), in one go; drafts deleted meanwhile are left alone.
   */
  markStates(ids: readonly string[]): void;
}
