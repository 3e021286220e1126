/**
 * The team library (issue 33): a team workspace's rows bound to its Yjs documents both ways, with
 * local updates kept in the library so nothing typed offline is lost. The protocol file is shared
 * with the team server (src-main/team-server/).
 */
export * from './protocol';
// Review and approval (issue 34): the table, the actions on the library, the client preview.
export * from './review';
export * from './review-actions';
export * from './preview';
// The binding: a team workspace's library rows ⇄ its Yjs documents (team-binding).
export { openTeamBinding, LOCAL_ORIGIN, REMOTE_ORIGIN, type TeamBinding, type TeamBindingOptions, type RemoteApplied, type DraftHistoryEntry } from './binding';
export { TeamError } from './binding-errors';
export { LIBRARY_DOC, OUTCOMES_DOC, type BoundDocument } from './schema';
