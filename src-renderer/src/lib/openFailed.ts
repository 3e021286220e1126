/**
 * h-words (session 29): why Compose could not open or save a draft, in the person's language. The core answers a
 * draft it does not have with the library's typed `not_found` (details: `what: 'draft'`, and `deleted: true` when it
 * was deleted, here or by a teammate); the screen has the words, never the core's English ("draft d_… not found",
 * "draft d_… is deleted (undo the delete to edit it)").
 */
import type { ErrorLike } from './errors';

export type GoneKey = `compose.gone.${'open' | 'save'}${'Missing' | 'Deleted'}`;

/** The i18n key of a draft the library does not have, opened or saved; null: another failure, said by the error model. */
export function draftGoneKey(e: ErrorLike, when: 'open' | 'save'): GoneKey | null {
  if (e.code !== 'not_found' || e.details?.what !== 'draft') return null;
  return `compose.gone.${when}${e.details.deleted === true ? 'Deleted' : 'Missing'}`;
}
