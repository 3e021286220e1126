/**
 * rejoin (walk 7): drafts edited on this laptop while its workspace was out of the team, held back
 * from the team binding until the team's copies arrive.
 *
 * 1. Rejoin (team/join.ts, `holdDrafts`): the drafts changed here since the leave are named under a
 *    settings key, in the same transaction as the join.
 * 2. Open (`openHeldDrafts`): a binding whose library document is still empty reads them; one whose
 *    document already holds anything drops the key (its diffs are true already).
 * 3. Until the team's first library update, the binding neither sends a held draft (its diff would
 *    be taken against an empty document, i.e. written anew) nor writes the team's copy over it.
 * 4. That first update applied, `release` hands the binding the held ids: it sends their laptop
 *    copies as their difference from the team's (the fields changed here since the leave, by me).
 */
import type { WritableDB } from '../library';
import { dropKept, keep, readKept } from './kept';

/** The settings key naming the drafts a rejoin holds back until the team's copies arrive. */
export const REJOIN_HELD_KEY = (workspaceId: string): string => `team.rejoinHeld.${workspaceId}`;

/** What the team binding asks of the held drafts. */
export interface HeldDrafts {
  /** Whether the draft waits for the team's copy (not sent, not overwritten by the team's). */
  has(draftId: string): boolean;
  /** Whether any draft is held. */
  readonly any: boolean;
  /** Ends the hold: returns the held ids (to send as their difference) and forgets them, stored key too. */
  release(): string[];
}

/** Names the drafts a rejoin holds (call inside the join's transaction). */
export function holdDrafts(db: WritableDB, workspaceId: string, draftIds: readonly string[]): void {
  keep(db, REJOIN_HELD_KEY(workspaceId), draftIds);
}

/**
 * The held drafts of a workspace; none (and the key dropped) unless `fresh` (the library document
 * holds nothing yet): once it holds anything, diffs are true already.
 */
export function openHeldDrafts(db: WritableDB, workspaceId: string, fresh: boolean): HeldDrafts {
  const held = readHeld(db, workspaceId, fresh);
  return {
    has: (draftId) => held.has(draftId),
    get any() {
      return held.size > 0;
    },
    release() {
      const ids = [...held];
      held.clear();
      dropHeld(db, workspaceId);
      return ids;
    },
  };
}

function readHeld(db: WritableDB, workspaceId: string, fresh: boolean): Set<string> {
  const ids = readKept(db, REJOIN_HELD_KEY(workspaceId));
  if (ids === undefined) return new Set();
  if (!fresh) {
    dropHeld(db, workspaceId);
    return new Set();
  }
  return new Set(Array.isArray(ids) ? ids.filter((x): x is string => typeof x === 'string') : []);
}

function dropHeld(db: WritableDB, workspaceId: string): void {
  dropKept(db, REJOIN_HELD_KEY(workspaceId));
}
