/**
 * A post's state as the campaign screens show it: the draft's mirrored state (drafts.state), which
 * the library's draft source writes from the one derivation over the journal
 * (publisher/post-state.ts) whenever a job of the draft moves. Read from the column so a
 * 10,000-post campaign is one query, not 10,000 derivations; no campaign view has a model of its own.
 */
import type { Draft, DraftState } from '../library';

export type PostState = DraftState;

export const postState = (d: Pick<Draft, 'state'>): PostState => d.state;
