import { firstLine } from '../../src-shared/first-line';
import { reviews, type ReadableDB } from '../library';

/**
 * w12words (walk 12): one action, one toast. A request for changes said with a comment wrote a step and a comment,
 * and a teammate got two toasts ("sent back with changes requested" and "commented on"). The step's toast carries
 * the comment's first line; the comment written with a step is not told on its own.
 */
export function stepCommentLine(db: ReadableDB, draftId: string, stepId: string): string | null {
  const step = reviews.history(db, draftId).find((s) => s.id === stepId);
  if (!step?.commentId) return null;
  const c = reviews.commentsOf(db, draftId).find((x) => x.id === step.commentId);
  const line = c ? firstLine(c.body, 120).trim() : '';
  return line === '' ? null : line;
}

/**
 * Walk 43a (3): whether the comment written with a review step @mentions `me` (its stored mentions: the one rule,
 * src-shared/mentions.ts, read when it was written). The comment is not told on its own (saidWithStep), so its mention
 * is told in the step's toast: Hạnh's "Send for review" with "@Marc …" raised no mention on Marc's laptop.
 */
export function stepMentions(db: ReadableDB, draftId: string, stepId: string, me: string | null): boolean {
  if (me === null) return false;
  const step = reviews.history(db, draftId).find((s) => s.id === stepId);
  const c = step?.commentId ? reviews.commentsOf(db, draftId).find((x) => x.id === step.commentId) : undefined;
  return c !== undefined && c.author !== me && c.mentions.some((n) => n.toLowerCase() === me.toLowerCase());
}

/** Whether a comment was written with a review step (told in that step's toast, never on its own). */
export const saidWithStep = (db: ReadableDB, draftId: string, commentId: string): boolean =>
  reviews.history(db, draftId).some((s) => s.commentId === commentId);
