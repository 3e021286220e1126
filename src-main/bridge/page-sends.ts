/**
 * What `drafts.list` says of a page's sent drafts beside the library's own rows (bridge handlers/library.ts deps):
 * who sent each draft's post when a teammate did (bylines.ts) and which changed since the send the Hub holds
 * (drafts-edited.ts). The app's core and the desk bench wire the same functions from here.
 */
import { sentByOf } from './bylines';
import { editedSinceSentOf } from './drafts-edited';
import type { Services } from './services';

export function draftsListSends(s: Services) {
  return {
    sentBy: (ids: readonly string[]) => sentByOf(s, ids),
    editedSince: (ids: readonly string[]) => editedSinceSentOf(s.library.db, ids, s.teamPort(s.currentWorkspace())),
  };
}
