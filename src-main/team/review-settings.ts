/**
 * The team's review settings on this laptop (issue 34, settings): the `settings` document's values
 * as the binding last carried them, kept in the library's key/value `settings` table (one row per
 * workspace), so the CLI and the app read them offline. ONE derivation: every place that decides
 * review or publish (review-actions.ts memberOf, publish-port.ts) reads them through `reviewSettingsOf`.
 */
import type { ReadableDB, WritableDB } from '../library';
import { keep, readKept } from './kept';
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
