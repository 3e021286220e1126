/**
 * Which of the composer's check answers are still true of what the person sees. The checks
 * (drafts.preflight) run on the draft as saved; between a change and the next answer the screen
 * shows the new state and the old answers. An answer is kept only while everything it was
 * drawn from is unchanged: "Choose a brand profile" goes the moment a profile is chosen, not
 * when the save and the next check come back (it flashed for seconds beside the chosen profile).
 * Pure: the composer passes the state checked and the state shown.
 */
import type { ProblemDto } from '../../../src-main/bridge/contract';
import type { DraftFields } from './composer.svelte';

/** What a check reads: the draft's fields and its photos (by id, in order). */
export interface CheckedState {
  fields: DraftFields;
  photos: readonly string[];
}

export type Subject = keyof DraftFields | 'photos';

const SCHEDULE: readonly Subject[] = ['scheduled_at', 'timezone', 'add_to_queue', 'fields', 'platforms'];

/**
 * What a problem of the core's preflight is drawn from (publisher/preflight.ts). A code not
 * listed is drawn from everything: it goes on any change.
 */
export const PROBLEM_SUBJECTS: Readonly<Record<string, readonly Subject[]>> = {
  no_profile: ['profile_id'],
  brand_unresolved: ['profile_id'],
  no_platforms: ['platforms'],
  duplicate_channel: ['platforms'],
  unknown_channel: ['platforms'],
  not_photo_channel: ['platforms'],
  not_connected: ['profile_id', 'platforms'],
  pin_conflict: ['profile_id', 'platforms', 'fields'],
  pin_overrides: ['profile_id', 'platforms', 'fields'],
  missing_field: ['platforms', 'fields', 'title', 'captions'],
  bad_community: ['platforms', 'fields'],
  missing_title: ['platforms', 'fields', 'title', 'captions'],
  title_too_long: ['platforms', 'fields', 'title', 'captions'],
  caption_too_long: ['platforms', 'caption', 'captions'],
  too_many_photos: ['platforms', 'photos'],
  photo_aspect: ['profile_id', 'platforms', 'photos'],
  photo_too_small: ['profile_id', 'platforms', 'photos'],
  photo_too_large: ['profile_id', 'platforms', 'photos'],
  no_photos: ['photos'],
  bad_photo_url: ['photos'],
  photo_missing: ['photos'],
  photo_unreadable: ['photos'],
  bad_schedule: SCHEDULE,
  schedule_past: SCHEDULE,
  timezone_missing: SCHEDULE,
  scheduled_page_dropped: SCHEDULE,
  // w12revpub: goes when the time changes (a new post at another time).
  held_same_time: SCHEDULE,
  first_comment_unused: ['platforms', 'fields'],
};

/**
 * The photos on screen while `adding` photos are on their way (read, uploaded and fitted before
 * the draft lists them, seconds for a large one): each counts as a photo at once, so "A photo post
 * needs at least one photo" goes the moment one is being added, not when the check comes back.
 */
export function photosShown(ids: readonly string[], adding: number): string[] {
  return [...ids, ...Array.from({ length: Math.max(0, adding) }, (_, i) => `adding:${i + 1}`)];
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The subjects that differ between two states. */
export function changedSubjects(a: CheckedState, b: CheckedState): Set<Subject> {
  const out = new Set<Subject>();
  for (const k of Object.keys(a.fields) as Array<keyof DraftFields>) if (!same(a.fields[k], b.fields[k])) out.add(k);
  if (!same(a.photos, b.photos)) out.add('photos');
  return out;
}

/**
 * The problems found on `checked` that are still true of `shown`: those whose subjects did not
 * change. `shown` null (nothing on screen yet): none.
 */
export function stillTrue(problems: readonly ProblemDto[], checked: CheckedState, shown: CheckedState | null): ProblemDto[] {
  if (!shown) return [];
  const changed = changedSubjects(checked, shown);
  if (changed.size === 0) return [...problems];
  return problems.filter((p) => {
    const subjects = PROBLEM_SUBJECTS[p.code];
    return subjects !== undefined && !subjects.some((s) => changed.has(s));
  });
}
