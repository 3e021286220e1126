/**
 * w15cli (walk 14, 4), moved here by w16words: who a post waits for, by name, in the CLI's English: ONE function for the
 * publisher's hold (publish-port.ts), the review queue's holds (review-actions.ts publishHolds) and the CLI's notes.
 */
import { approverNames, waitsFor } from '../../src-shared/approvers';
import type { ReadableDB, Workspace } from '../library';
import { readKeptMembers } from './kept';
import type { ReviewSettings } from './review';

/** Who a post in review waits for, in words (the team's approver roles; names are the server's). */
const approversWord = (s: ReviewSettings): string => s.approvers.map((r) => (r === 'owner' ? 'an owner' : r === 'approver' ? 'an approver' : `a ${r}`)).join(' or ');

/** w15cli: names as one "or" phrase, as the app says them (held.ts namesOr): "Bảo", "Bảo or Chi", "you, Bảo or Chi". */
const namesOr = (names: readonly string[]): string => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`);

/**
 * w15cli (walk 14, 4): who a post by `author` waits for, by name, through the app's one function (src-shared/approvers.ts
 * waitsFor: the reader as "you" when they may approve it, never a revoked member), from the members the team server last
 * listed here (kept.ts); the roles when no list was read here yet, or nobody is named. w16words: the CLI's review queue
 * notes (a client's decision an approver takes) name them through it too.
 */
export function whoApproves(db: ReadableDB, workspace: Workspace, settings: ReviewSettings, author: string | null): string {
  let members: ReturnType<typeof readKeptMembers>;
  try {
    members = workspace.team ? readKeptMembers(db, workspace.id, workspace.team.url) : null;
  } catch {
    members = null; // the library is busy or closing: the roles
  }
  if (!members) return approversWord(settings);
  const w = waitsFor(members, settings, [author], workspace.team?.member ?? null);
  const names = [...(w.you ? ['you'] : []), ...w.names];
  return names.length > 0 ? namesOr(names) : approversWord(settings);
}

/**
 * w19selfedit (walk 17, 7): who may approve a version its `authors` wrote (version-authors.ts authorNames: its creator
 * and who changed what goes out since its last approval), said after the refusal of one of them: by name, from the
 * members last listed here; where the team has no one else, plainly so, and how to go on (the team's setting).
 */
export function versionApproversEnglish(db: ReadableDB, workspace: Workspace, settings: ReviewSettings, authors: readonly string[]): string {
  let members: ReturnType<typeof readKeptMembers>;
  try {
    members = workspace.team ? readKeptMembers(db, workspace.id, workspace.team.url) : null;
  } catch {
    members = null;
  }
  if (!members) return `${approversWord(settings)} who did not change it may approve it`;
  const names = approverNames(members, settings, authors, null);
  if (names.length > 0) return `${namesOr(names)} may approve it`;
  return 'nobody else in this team may approve it: an owner may let authors approve their own posts (postroom team settings --authors-may-approve yes), or make another member an approver';
}
