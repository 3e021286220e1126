import { PostroomError } from '../common';

/**
 * Every failure of the library area, by stable code:
 * - `not_found`: no draft / workspace / campaign with that id (or it is soft-deleted where that matters).
 * - `conflict`: the caller's `expectedRevision` is stale, or a unique name is taken. Nothing was written.
 * - `invalid_input`: the input failed validation; `details.issues` lists the fields. Nothing was written.
 * - `schema_too_new`: library.sqlite was written by a newer Postroom (its user_version is above ours).
 * - `migration_failed`: a migration threw; the whole upgrade was rolled back.
 * - `invalid_state`: an operation that cannot run now (e.g. changing synchronous inside a transaction).
 * - `io`: reading or writing a file (import, export, backup) failed.
 * - `comment_too_long`: a review comment over 4,000 characters (reviews.ts). Nothing was written.
 * - `busy`: another process (the app, the CLI) kept the library's write lock past the wait (busy timeout). Nothing was written.
 * - `unknown_profile`: an import's chosen profile (for the rows that name none) is none of the profiles read from the Hub,
 *   or several; `details.brands` lists them. Nothing was imported.
 */
export type LibraryErrorCode = 'not_found' | 'conflict' | 'invalid_input' | 'schema_too_new' | 'migration_failed' | 'invalid_state' | 'io' | 'comment_too_long' | 'busy' | 'unknown_profile';

export class LibraryError extends PostroomError<LibraryErrorCode> {
  override readonly name = 'LibraryError';
}

export { isBusy } from '../common';

export const notFound = (what: string, id: string): LibraryError =>
  new LibraryError('not_found', `${what} ${id} not found`, { details: { what, id } });
