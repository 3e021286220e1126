/**
 * The team's review settings on this laptop (issue 34, settings): the `settings` document's values
 * as the binding last carried them, kept in the library's key/value `settings` table (one row per
 * workspace), so the CLI and the app read them offline. ONE derivation: every place that decides
 * review or publish (review-actions.ts memberOf, publish-port.ts) reads them through `reviewSettingsOf`.
 */
import type { ReadableDB, Workspace, WritableDB } from '../library';
import { teamError } from './errors';
import { keep, readKept } from './kept';
import { canWrite, type Role } from './protocol';
import { DEFAULT_REVIEW_SETTINGS, readReviewSettings, SOLO_REVIEW_SETTINGS, type ReviewSettings } from './review';

const KEY = (workspaceId: string): string => `team.reviewSettings:${workspaceId}`;

/** The team's review settings as last received (defaults when none arrived yet or the row is not JSON). */
export function storedReviewSettings(db: ReadableDB, workspaceId: string): ReviewSettings {
  const v = readKept(db, KEY(workspaceId));
  // None arrived yet: the defaults; a row that is not JSON (null) reads as readReviewSettings says.
  return v === undefined ? { ...DEFAULT_REVIEW_SETTINGS, approvers: [...DEFAULT_REVIEW_SETTINGS.approvers] } : readReviewSettings(v);
}

/** Keeps the settings the `settings` document holds (the binding writes this; nothing else should). */
export function storeReviewSettings(db: WritableDB, workspaceId: string, s: ReviewSettings): void {
  keep(db, KEY(workspaceId), { approvers: [...s.approvers], authorsMayApprove: s.authorsMayApprove, approvalRequired: s.approvalRequired });
}

/** The review settings that apply in a workspace: the team's for a team workspace, the solo owner's otherwise. */
export function reviewSettingsOf(db: ReadableDB, w: { id: string; team?: unknown }): ReviewSettings {
  return w.team ? storedReviewSettings(db, w.id) : SOLO_REVIEW_SETTINGS;
}

/**
 * Who may change the team's review settings (issue 34): owners only, checked before anything is written (the server
 * drops anyone else's write too). `role`: this member's role as its server last said it (else the workspace row's).
 * @throws TeamError `forbidden` (not an owner), `not_a_team_workspace`
 */
export function refuseReviewSettingsChange(w: Workspace, role: Role | null): void {
  if (!w.team) throw teamError('not_a_team_workspace', `The workspace "${w.name}" is not joined to a team: its review settings are the solo ones.`);
  const r = role ?? w.team.role;
  if (!canWrite(r, 'settings')) {
    throw teamError('forbidden', `Only an owner of the team "${w.name}" can change its review settings (you are ${/^[aeiou]/.test(r) ? 'an' : 'a'} ${r}). Nothing was changed.`, { rule: 'owners_only', document: 'settings', role: r });
  }
}
