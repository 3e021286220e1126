/**
 * A campaign batch's parts as the Send tab's legend and `postroom campaign status` both say them (w30campaign, 2): the
 * publisher's job states with 'done' split by its channels' outcomes and 'awaiting' by what the Hub holds it for. The
 * status printed the engine's words ("done 2 (1 partly published), awaiting 1 (1 scheduled)") where the Send tab said
 * "1 published · 1 partly published (a channel refused) · 1 scheduled at the Hub". One table, one count, one wording in
 * English (the renderer's `campaigns.seg_*` say the same; a test holds them equal).
 * Pure.
 */

/** Progress segments, in the order a post moves through them. */
export const SEGMENTS = ['done', 'partial', 'channels_refused', 'scheduled', 'queued', 'awaiting', 'refused', 'unknown', 'blocked', 'cancelled', 'sending', 'retrying', 'prepared', 'pending', 'skipped'] as const;
export type Segment = (typeof SEGMENTS)[number];

/** What the count reads of a batch (the core's BatchProgress, a bridge's BatchDto, a teammate's part of it). */
export interface SegmentCounts {
  byState: Partial<Record<string, number>>;
  refusals: { some: number; every: number };
  scheduled: number;
  queued?: number;
  pending: number;
  skipped: number;
}

/**
 * A job the Hub answered is 'done'; its channels may still have refused it: those are counted apart, never as published.
 * An 'awaiting' job the Hub holds for its time is counted apart too: scheduled; and one sent to the
 * profile's queue: queued ("in the Hub's queue"), never scheduled, as the post state tells them.
 * `queued` absent (an older count): none told apart.
 */
export function segmentCount(b: SegmentCounts, k: Segment): number {
  switch (k) {
    // An accepted post the Hub holds for its time is Scheduled, as the Posts tab and the Outbox call it.
    case 'scheduled': return b.scheduled;
    // A queue post waits in the profile's queue at the Hub, which picks its time.
    case 'queued': return b.queued ?? 0;
    case 'awaiting': return (b.byState.awaiting ?? 0) - b.scheduled - (b.queued ?? 0);
    case 'pending': return b.pending;
    case 'skipped': return b.skipped;
    case 'partial': return b.refusals.some;
    case 'channels_refused': return b.refusals.every;
    case 'done': return (b.byState.done ?? 0) - b.refusals.some - b.refusals.every;
    default: return b.byState[k] ?? 0;
  }
}

/** Each segment in English, as the Send tab's legend says it (renderer i18n campaigns.seg_*). */
export const SEGMENT_ENGLISH: Readonly<Record<Segment, string>> = Object.freeze({
  pending: 'to prepare', prepared: 'ready', sending: 'sending', retrying: 'retrying',
  scheduled: 'scheduled at the Hub', queued: 'in the Hub’s queue', awaiting: 'accepted, awaiting outcome',
  done: 'published', partial: 'partly published (a channel refused)', channels_refused: 'refused by every channel',
  refused: 'refused', blocked: 'blocked', unknown: 'outcome unknown', cancelled: 'cancelled', skipped: 'not sent (problems)',
});
