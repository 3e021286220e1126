import * as Y from 'yjs';
import { readReviewSettings, type ReviewSettings } from '../review';
import { sameValue } from './text';

// ---------------------------------------------------------------- review settings (issue 34, settings)

export const reviewSettingsMap = (doc: Y.Doc): Y.Map<unknown> => doc.getMap('review');

/** The team's review settings as the `settings` document holds them (bad or missing values: defaults). */
export const settingsFromDoc = (map: Y.Map<unknown>): ReviewSettings => readReviewSettings(map.toJSON());

/** Brings the document's review settings to `s`, changing only the fields that differ. Returns whether anything changed. */
export function settingsToDoc(map: Y.Map<unknown>, s: ReviewSettings): boolean {
  let changed = false;
  const values: Record<keyof ReviewSettings, unknown> = { approvers: [...s.approvers], authorsMayApprove: s.authorsMayApprove, approvalRequired: s.approvalRequired };
  for (const [k, v] of Object.entries(values)) {
    if (map.has(k) && sameValue(map.get(k), v)) continue;
    map.set(k, v);
    changed = true;
  }
  return changed;
}
