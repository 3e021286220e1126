/**
 * The team library (issue 33): a team workspace's rows bound to its Yjs documents both ways, with
 * local updates kept in the library so nothing typed offline is lost. The protocol file is shared
 * with the team server (src-main/team-server/).
 */
export * from './protocol';
// The binding: a team workspace's library rows ⇄ its Yjs documents (team-binding).
export { openTeamBinding, LOCAL_ORIGIN, REMOTE_ORIGIN, type TeamBinding, type TeamBindingOptions, type DraftHistoryEntry } from './binding';
export { TeamError } from './binding-errors';
export { LIBRARY_DOC } from './schema';
