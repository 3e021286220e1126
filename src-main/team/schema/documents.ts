/** The team's documents, the fields of a draft and a campaign, and the maps each document holds (schema.ts). */
import * as Y from 'yjs';
import type { LineMarks, LineY } from './line-marks';
import type { TeamApprovalRow, TeamClientDecisionRow, TeamCommentRow, TeamExportRow, TeamOutcomeRow, TeamReviewStepRow } from '../../library';
import { record, str } from './coerce';

export const LIBRARY_DOC = 'library';
/**
 * The `outcomes` document: `jobs`: Y.Map<jobId, TeamOutcomeRow> (a plain value), each entry written
 * only by the member whose laptop sent the job (its `member`); other laptops keep them in
 * team_outcomes, never in publish_jobs.
 */
export const OUTCOMES_DOC = 'outcomes';
/**
 * The `reviews` document (issue 34): `steps`: Y.Map<stepId, TeamReviewStepRow> (every step but an
 * approval: submit, request_changes, withdraw) and `comments`: Y.Map<commentId, TeamCommentRow>.
 * Editors write here.
 */
export const REVIEWS_DOC = 'reviews';
/**
 * The `approvals` document: `steps` (approve steps only) and `approvals`: Y.Map<approvalId,
 * TeamApprovalRow>. Only approvers and owners write here (protocol.ts WRITE_ACCESS: the server
 * drops anyone else's writes), so an approval is believed only from this document.
 */
export const APPROVALS_DOC = 'approvals';
/**
 * The `settings` document (issue 34): `review`: Y.Map with `approvers`, `authorsMayApprove`,
 * `approvalRequired` (plain values, the last writer wins per field). Only owners write here
 * (protocol.ts WRITE_ACCESS), so the settings are believed only from this document.
 */
export const SETTINGS_DOC = 'settings';
/** The documents a binding holds (protocol.ts TEAM_DOCUMENTS names them). */
export type BoundDocument = typeof LIBRARY_DOC | typeof OUTCOMES_DOC | typeof REVIEWS_DOC | typeof APPROVALS_DOC | typeof SETTINGS_DOC;

/** Fields merged as text (Y.Text). */
export const TEXT_FIELDS = ['caption', 'title', 'notes'] as const;
/**
 * Fields that are plain values (the last writer wins). Not `state`: each laptop's publisher mirrors
 * its own jobs into it, so shared it would bounce between laptops; each derives it from its journal
 * and the team's outcomes instead (service.ts, publisher draft-states withTeam). A `state` an older
 * build put in the document is ignored.
 */
export const VALUE_FIELDS = [
  'profile_id', 'profile_from', 'platforms', 'fields', 'scheduled_at', 'timezone', 'add_to_queue', 'created_at', 'updated_at', 'deleted_at',
] as const;

/** h-brand: plain values whose absence is null: not written to a draft that never had one (no team write for every draft at an upgrade). */
export const OPTIONAL_VALUE_FIELDS: ReadonlySet<string> = new Set(['profile_from']);

/**
 * h-brand (walk 33b): the History field of a change that only turned a brand kept by name into the id of the profile of
 * that very name (brand-names.ts): not an edit of what was approved (schema/line-marks.ts NOT_APPROVED_FIELDS), so the
 * reader of the profiles becomes no author of the post, and no "edited by" line names them.
 */
export const BRAND_CHECKED_FIELD = 'brand_checked';

/**
 * A draft's lists, merged item by item so two people's changes both stay (issue 33), each under a
 * key of its own:
 * - `photo_items`: Y.Map<photoId, Y.Map { photo: the photo without its id (the key) and without its
 *   null fields (plain), pos: number }>. An add is one new entry, a removal deletes only that entry,
 *   a reorder sets the `pos` of the photos that moved. (A Y.Map per photo, not one plain value, so
 *   that a removal wins over a teammate's concurrent move: a plain value set again would bring it back.)
 *   Order: `pos`, then the id (two photos added at once at the end share a `pos`; every laptop sorts
 *   them alike). A removal wins over a teammate's move or metadata of that photo.
 * - `tag_set`: Y.Map<tag folded as SQLite NOCASE folds it, { name, pos }>: adds and removals merge;
 *   `Coffee` and `coffee` added at once are one tag (the last writer's spelling).
 * - `channel_captions`: Y.Map<channel, Y.Map { caption: Y.Text, title?: Y.Text (absent = null) }>,
 *   each merged character by character like the main caption. A channel caption removed by one
 *   person and edited by another is removed.
 * The plain keys of team protocol 1 (`photos`, `tags`, `captions`: whole JSON values, the last
 * writer winning the whole list) are still read when a draft has no new key; a draft's first local
 * write puts each list in its new key and deletes the plain one. No copy is written for older
 * builds: protocol 2 refuses them (`version_mismatch`; README: "How the library is shared").
 */
export const LIST_KEYS = { photos: 'photo_items', tags: 'tag_set', captions: 'channel_captions' } as const;
export const LIST_FIELDS = ['photos', 'tags', 'captions'] as const;
export const CAMPAIGN_FIELDS = ['name', 'notes', 'items', 'plan', 'created_at', 'updated_at', 'deleted_at'] as const;

/** Who changed which fields of a draft, when (ISO). */
export interface DraftHistoryEntry {
  member: string;
  at: string;
  fields: string[];
  /** w13undo: the line's own record of its change (schema/line-marks.ts); absent in lines written before. */
  y?: LineY;
  /** w13undo: read back, what the line's change left in the draft now (binding.ts history); never written. */
  marks?: LineMarks;
}

export const draftsMap = (doc: Y.Doc): Y.Map<Y.Map<unknown>> => doc.getMap('drafts');
export const campaignsMap = (doc: Y.Doc): Y.Map<Y.Map<unknown>> => doc.getMap('campaigns');
export const historyMap = (doc: Y.Doc): Y.Map<Y.Array<DraftHistoryEntry>> => doc.getMap('history');

/**
 * Who created a draft, as its History says (the first line whose fields are `created`: "<name>
 * created this draft"), or null when no line says it (authorship: the draft's author for review).
 */
export function creatorInHistory(log: Y.Array<DraftHistoryEntry> | undefined): { member: string; at: string } | null {
  if (!(log instanceof Y.Array)) return null;
  for (const e of log.toArray() as unknown[]) {
    const o = record(e);
    if (!Array.isArray(o.fields) || !o.fields.includes('created')) continue;
    return typeof o.member === 'string' && o.member.trim() !== '' ? { member: o.member, at: str(o.at, new Date(0).toISOString()) } : null;
  }
  return null;
}
export const jobsMap = (doc: Y.Doc): Y.Map<TeamOutcomeRow> => doc.getMap('jobs');
/** Review steps (in `reviews`: all but approvals; in `approvals`: approve steps). */
export const stepsMap = (doc: Y.Doc): Y.Map<TeamReviewStepRow> => doc.getMap('steps');
export const commentsMap = (doc: Y.Doc): Y.Map<TeamCommentRow> => doc.getMap('comments');
export const approvalsMap = (doc: Y.Doc): Y.Map<TeamApprovalRow> => doc.getMap('approvals');
/** Client-preview exports and relayed client decisions (in `reviews`, which editors write: migration 0108). */
export const exportsMap = (doc: Y.Doc): Y.Map<TeamExportRow> => doc.getMap('exports');
export const clientDecisionsMap = (doc: Y.Doc): Y.Map<TeamClientDecisionRow> => doc.getMap('clientDecisions');
