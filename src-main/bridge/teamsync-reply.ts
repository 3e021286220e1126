import { reviews, type ReadableDB } from '../library';

/**
 * teamsync (walk 7): a teammate's comment that answers another comment is told as a reply ("Bảo
 * replied to your comment on …"), not as a new comment. Whose comment it answers, and whether that
 * is this laptop's member; null for a comment that answers none (or one not found here).
 */
export function replyOf(db: ReadableDB, draftId: string, commentId: string, me: string | null): { to: string; mine: boolean } | null {
  const all = reviews.commentsOf(db, draftId);
  const parentId = all.find((c) => c.id === commentId)?.parentId ?? null;
  const parent = parentId === null ? undefined : all.find((c) => c.id === parentId);
  if (!parent) return null;
  return { to: parent.author, mine: me !== null && parent.author.toLowerCase() === me.toLowerCase() };
}
