/**
 * What `drafts.list` says of a page's sent drafts beside the library's own rows (bridge handlers/library.ts deps):
 * who sent each draft's post when a teammate did (bylines.ts) and which changed since the send the Hub holds
 * (drafts-edited.ts). The app's core and the desk bench wire the same functions from here.
 * w28reads (code review): both from ONE reading of the page (publisher draft-reads.ts: its drafts' jobs in one query,
 * their team outcomes in one). Before, sentByOf and editedSinceSentOf each read the teammates' state of every draft,
 * and ownHeldSend ran one journal query per sent draft of the page.
 */
import { postsWaiting } from '../campaigns';
import { readDrafts } from '../publisher';
import { olderOf, ownTimesOf, sentByOf } from './bylines';
import { editedSinceSentOf } from './drafts-edited';
import type { Services } from './services';

export function draftsListSends(s: Services) {
  return {
    sends: (draftIds: readonly string[], sentIds: readonly string[], sendingIds: readonly string[] = []) => {
      const team = s.teamPort(s.currentWorkspace());
      const reads = readDrafts(s.library.db, draftIds, team);
      // h-waiting (walk 36b, 4): of the posts being sent, those whose calls never reached the Hub (campaigns to-hub.ts, the Outbox card's reading).
      return { by: sentByOf(s, draftIds, reads), edited: editedSinceSentOf(s.library.db, sentIds, reads.team, { jobsOf: reads.jobsOf }), waiting: postsWaiting(s.library.db, sendingIds, team, reads.jobsOf), times: ownTimesOf(s.library.db, sentIds, reads), older: olderOf(s.library.db, sentIds, reads) };
    },
  };
}
