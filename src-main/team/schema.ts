/**
 * The shape of a team's `library` document (issue 33) and the pure conversions between it and
 * the library's rows. Written once here; the binding reads and writes the document only through
 * these functions.
 *
 * ```
 * drafts:    Y.Map<draftId, Y.Map>   caption, title, notes: Y.Text (merged character by character);
 *                                    photo_items, tag_set, channel_captions: merged item by item (LIST_KEYS);
 *                                    every other field a plain value (last writer wins, per field)
 * campaigns: Y.Map<campaignId, Y.Map> name, notes, items, plan (JSON text), dates: plain values
 * history:   Y.Map<draftId, Y.Array<DraftHistoryEntry>>  appended on each local change
 * ```
 * Nothing is ever removed from `drafts` or `campaigns`: a deletion is a tombstone (`deleted_at`),
 * so an offline edit of a deleted draft still lands somewhere that explains it.
 * Values read from the document are a teammate's: each is checked and coerced to what the
 * library accepts (a bad value becomes the field's default, never an exception).
 *
 * Split by document into schema/*.ts (style.md: short files); this file re-exports them, so every
 * import of './schema' keeps working. schema/coerce.ts (the value checks they share) is internal.
 */
export * from './schema/documents';
export * from './schema/text';
export * from './schema/library-write';
export * from './schema/library-read';
export * from './schema/outcomes';
export * from './schema/reviews';
export * from './schema/settings';
export * from './schema/exports';
export * from './schema/refusal';
export * from './schema/line-marks';
