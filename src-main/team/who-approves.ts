/**
 * w15cli (walk 14, 4), moved here by w16words: who a post waits for, by name, in the CLI's English: ONE function for the
 * publisher's hold (publish-port.ts), the review queue's holds (review-actions.ts publishHolds) and the CLI's notes.
 * w20authors: every "who may approve" reads src-shared/approvers.ts waitsFor over every author of the version (its creator
 * and who changed what goes out since its last approval, version-authors.ts authorNames), and says outright when nobody
 * in the team may approve it, with the team's setting (nobodyApprovesEnglish).
 */
import { waitsFor, type Waits } from '../../src-shared/approvers';
import type { ReadableDB, Workspace } from '../library';
import { readKeptMembers } from './kept';
import type { ReviewSettings } from './review';

/** Who a post in review waits for, in words (the team's approver roles; names are the server's). */
const approversWord = (s: ReviewSettings): string => s.approvers.map((r) => (r === 'owner' ? 'an owner' : r === 'approver' ? 'an approver' : `a ${r}`)).join(' or ');

/** w15cli: names as one "or" phrase, as the app says them (held.ts namesOr): "Bảo", "Bảo or Chi", "you, Bảo or Chi". */
export const namesOr = (names: readonly string[]): string => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`);

/** The authors of a version as the callers hold them: one name, every author's, or none known. */
export type VersionAuthorNames = string | null | readonly string[];

/**
 * w20authors: who may approve a version `authors` wrote, as this member reads it (src-shared waitsFor over the members the
 * team server last listed here, kept.ts): `you`, the others by name, `nobody` when none may. null: no list read here yet.
 */
export function versionWaits(db: ReadableDB, workspace: Workspace, settings: ReviewSettings, authors: VersionAuthorNames, me: string | null = workspace.team?.member ?? null): Waits | null {
  let members: ReturnType<typeof readKeptMembers>;
  try {
    members = workspace.team ? readKeptMembers(db, workspace.id, workspace.team.url) : null;
  } catch {
    members = null; // the library is busy or closing: the roles
  }
  return members && members.length > 0 ? waitsFor(members, settings, [authors], me) : null;
}

/**
 * w20authors: that nobody in the team may approve the post, and how to go on: where authors may not approve their own
 * posts, the setting that lets them (`postroom team settings --authors-may-approve yes`), or another approver.
 */
export function nobodyApprovesEnglish(settings: Pick<ReviewSettings, 'authorsMayApprove'>, others = false): string {
  const nobody = others ? 'nobody else in this team may approve it' : 'nobody in this team may approve it';
  return settings.authorsMayApprove
    ? `${nobody}: an owner may make another member an approver`
    : `${nobody}: an owner may let authors approve their own posts (postroom team settings --authors-may-approve yes), or make another member an approver`;
}

/**
 * w15cli (walk 14, 4): who a post by `authors` waits for, by name ("you or Chi", "Bảo or Chi"); the roles when no list
 * was read here yet; null when the members are known and nobody may approve it (the caller says nobodyApprovesEnglish).
 */
export function whoApprovesOrNobody(db: ReadableDB, workspace: Workspace, settings: ReviewSettings, authors: VersionAuthorNames): string | null {
  const w = versionWaits(db, workspace, settings, authors);
  if (!w) return approversWord(settings);
  const names = [...(w.you ? ['you'] : []), ...w.names];
  return names.length > 0 ? namesOr(names) : null;
}

/** whoApprovesOrNobody, where nobody may approve it said outright ("nobody in this team may approve it (…)"). */
export function whoApproves(db: ReadableDB, workspace: Workspace, settings: ReviewSettings, authors: VersionAuthorNames): string {
  return whoApprovesOrNobody(db, workspace, settings, authors) ?? nobodyApprovesEnglish(settings);
}

/**
 * w19selfedit (walk 17, 7): who may approve a version its `authors` wrote (version-authors.ts authorNames: its creator
 * and who changed what goes out since its last approval), said after the refusal of one of them: by name, from the
 * members last listed here; where the team has no one else, plainly so, and how to go on (the team's setting).
 */
export function versionApproversEnglish(db: ReadableDB, workspace: Workspace, settings: ReviewSettings, authors: readonly string[]): string {
  return versionApprovers(db, workspace, settings, authors).words;
}

/**
 * h-ownapprove (code review): versionApproversEnglish's answer with whether nobody may approve it (`nobody`) and who may
 * by name (`names`; null: not known here, the roles say it), read from versionWaits, never from the words: callers told
 * "nobody" by an English line's first word before.
 */
export function versionApprovers(db: ReadableDB, workspace: Workspace, settings: ReviewSettings, authors: readonly string[]): { words: string; nobody: boolean; names: readonly string[] | null } {
  const w = versionWaits(db, workspace, settings, authors, null);
  if (!w) return { words: `${approversWord(settings)} who did not change it may approve it`, nobody: false, names: null };
  if (w.names.length > 0) return { words: `${namesOr(w.names)} may approve it`, nobody: false, names: w.names };
  return { words: nobodyApprovesEnglish(settings, true), nobody: true, names: [] };
}

/**
 * h-ownapprove (code review): who may approve a post once `authors` changed it (publisher/team.ts approversOfChange):
 * whoApprovesOrNobody's names (`who`), or that nobody may (`nobody`: nobodyApprovesEnglish's words).
 */
export function approversOf(db: ReadableDB, workspace: Workspace, settings: ReviewSettings, authors: VersionAuthorNames): { who: string } | { nobody: string } {
  const who = whoApprovesOrNobody(db, workspace, settings, authors);
  return who === null ? { nobody: nobodyApprovesEnglish(settings) } : { who };
}
