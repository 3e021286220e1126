/**
 * What `drafts.list` says of a page's sent drafts beside the library's own rows (bridge handlers/library.ts deps):
 * who sent each draft's post when a teammate did (bylines.ts) and which changed since the send the Hub holds
 * (drafts-edited.ts). The app's core and the desk bench wire the same functions from here.
 * w28reads (code review): both from ONE reading of the page (publisher draft-reads.ts: its drafts' jobs in one query,
 * their team outcomes in one). Before, sentByOf and editedSinceSentOf each read the teammates' state of every draft,
 * and ownHeldSend ran one journal query per sent draft of the page.
 * h-twosends (walk 43b, 6): who sent each, this computer's channel times and each draft's sends when the Hub holds it as
 * more than one post, from ONE post-state derivation per draft (bylines.ts rowSendsOf); before, sentByOf then ownTimesOf
 * derived twice a draft both had, and no row said a second send (Olivia's live post hidden behind Sam's unknown one).
 */
import { postsWaiting } from '../campaigns';
import { readDrafts } from '../publisher';
import { rowSendsOf } from './bylines';
import { editedSinceSentOf } from './drafts-edited';
import type { Services } from './services';

export function draftsListSends(s: Services) {
  return {
    sends: (draftIds: readonly string[], sentIds: readonly string[], sendingIds: readonly string[] = []) => {
      const team = s.teamPort(s.currentWorkspace());
      const reads = readDrafts(s.library.db, draftIds, team);
      const rows = rowSendsOf(s.library.db, { draftIds, sentIds }, reads);
      // h-waiting (walk 36b, 4): of the posts being sent, those whose calls never reached the Hub (campaigns to-hub.ts, the Outbox card's reading).
      return { ...rows, edited: editedSinceSentOf(s.library.db, sentIds, reads.team, { jobsOf: reads.jobsOf }), waiting: postsWaiting(s.library.db, sendingIds, team, reads.jobsOf) };
    },
  };
}
