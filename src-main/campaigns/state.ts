/**
 * A post's state as the campaign screens show it. For now: the draft's own mirrored state
 * (drafts.state, set by the publisher when an outcome arrives). Issue 22 builds the one
 * post-state model derived from the journal; this one function is where it plugs in, so no
 * campaign view carries a state model of its own.
 */
import type { Draft, DraftState } from '../library';

export type PostState = DraftState;

export const postState = (d: Pick<Draft, 'state'>): PostState => d.state;
