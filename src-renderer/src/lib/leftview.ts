/**
 * leftview (walk 7): two of Compose's lines, derived here so they can be tested without a screen.
 *
 * - The save line of a laptop whose member token was refused says "Saved on this computer — not shared"
 *   only while changes made here wait to be shared (the team status's `pending`/`notAccepted`); with none,
 *   nothing was changed since, and the usual save line is true (before: said on every draft opened).
 * - The line under Publish of a post held for review says the empty reason when "Send for review" is shut
 *   because the draft has nothing to publish (before: "send it for review first", a button that is shut).
 */
type T = (key: string, opts?: { values?: Record<string, string | number> }) => string;

/** The key of Compose's save line. */
export function saveLineKey(refused: 'revoked' | 'unauthorized' | null, saveState: string, status: { pending: number; notAccepted: number } | null): string {
  const unshared = status !== null && status.pending + status.notAccepted > 0;
  return refused && saveState === 'saved' && unshared ? `insync.savedNotShared.${refused}` : `compose.save.${saveState}`;
}

/**
 * The line for a post the team's review holds (`held`), given the verdict "Send for review" meets
 * (review.get's `actions.submit`): the empty reason when it is shut for nothing to publish, else `otherwise`.
 */
export function heldLine(held: { code: string } | null, submit: { do: string; reason?: string } | null | undefined, otherwise: string | null, t: T): string | null {
  if (held && held.code === 'waiting_review' && submit?.do === 'refused' && submit.reason === 'nothing_to_publish') return t('leftview.heldEmpty');
  return otherwise;
}
