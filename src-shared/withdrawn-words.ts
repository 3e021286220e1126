/**
 * h-reviewwords (walk 44a, 7): an approval taken back by a withdrawal (team/approval-taken-back.ts approvalWithdrawnOf),
 * in the core's English, to reader `me`: "Marc took the approval back (at 2026-11-29 10:40 UTC): “not B”", "you took the
 * approval back …" on the taker's own laptop. ONE wording for the publisher's hold (`publish`), `campaign send` and the
 * dry run, and `review list`; never "not sent for review yet" of a post sent for review and approved.
 */
import { readerName } from './reader-name';
import { shorten } from './shorten';
import { utcMinute } from './utc-minute';

/** Who took the approval back, when (ISO), and the words said with it. */
export interface ApprovalWithdrawn {
  by: string;
  at: string;
  comment: string | null;
}

export function approvalWithdrawnEnglish(w: ApprovalWithdrawn, me?: string | null): string {
  return `${readerName(w.by, me)} took the approval back (at ${utcMinute(w.at)})${w.comment ? `: “${shorten(w.comment, 200)}”` : ''}`;
}
