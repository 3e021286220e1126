/**
 * w10camp (walk 10, finding 2): why a send skipped each post, as the send RECORDED it (the publisher's
 * batch items keep the problems each skipped post was held back with). A post held for its review
 * (changes requested, waiting for approval, not sent for review yet) or sent by a teammate was not
 * skipped for "problems": the batch lines and the send's state word say its hold, even after it was
 * approved and sent since (the batch is history: what that send did, and why).
 */
import { publishBatches, type ReadableDB } from '../library';
import type { Problem } from '../publisher';
import { REVIEW_HOLD_CODES } from './dryrun';
import { reviewHoldKind, type ReviewHoldKind } from './review-hold';
import { heldProblems, type HeldProblem } from './send-now';

/**
 * What held a skipped post back: its problems (a fix), or a hold of the team's review, or a teammate sent it.
 * w12cli (walk 12): `resend`: approved and already sent under that approval, sent again as new without a new approval
 * (review-hold.ts; it was counted "waiting for approval", though nobody had been asked).
 */
// w13revoked (walk 13): `revoked`: held because the team revoked this laptop's member token (was counted "problems": "an error").
export type SkipKind = 'problems' | 'changes' | 'approval' | 'submit' | 'resend' | 'teamSent' | 'revoked' | 'other';
/** h-reviewwords (walk 44a, 7): `takenBack`, of `submit`: posts whose approval was taken back (the hold's `withdrawn`); absent: none. */
export type SkipReasons = Record<SkipKind, number> & { takenBack?: number };
const SKIP_KINDS: readonly SkipKind[] = ['problems', 'changes', 'approval', 'submit', 'resend', 'teamSent', 'revoked', 'other'];
const takenBackIn = (problems: readonly unknown[] | null): boolean => (problems ?? []).some((p) => typeof p === 'object' && p !== null && 'withdrawn' in p && !!(p as { withdrawn?: unknown }).withdrawn);

/** A review hold's kind (review-hold.ts, the one answer) as a skip's. */
const OF_HOLD: Readonly<Record<ReviewHoldKind, SkipKind>> = { in_review: 'approval', to_submit: 'submit', changes: 'changes', resend: 'resend', role: 'other', left: 'other', revoked: 'revoked' };
const holdOf = (code: string): SkipKind | undefined => {
  if (code === 'sent_by_team') return 'teamSent';
  const k = reviewHoldKind(code);
  return k ? OF_HOLD[k] : undefined;
};

/** One skipped post's kind from its recorded problems: any error that is not a hold is a problem to fix. */
export function skipKind(problems: readonly unknown[] | null): SkipKind {
  const errors = (problems ?? []).filter((p): p is { code: unknown; severity?: unknown } => typeof p === 'object' && p !== null && 'code' in p && (p as { severity?: unknown }).severity !== 'warning');
  if (errors.length === 0) return 'problems';
  const kinds = errors.map((p) => holdOf(String(p.code)) ?? 'problems');
  // w13revoked: the revocation held the post whatever else it had (a revoked laptop sends nothing of the team).
  if (kinds.includes('revoked')) return 'revoked';
  return kinds.includes('problems') ? 'problems' : kinds[0]!;
}

export const noSkips = (): SkipReasons => ({ problems: 0, changes: 0, approval: 0, submit: 0, resend: 0, teamSent: 0, revoked: 0, other: 0 });

/** A batch's skipped posts by what held each back (`only`: just these drafts). */
export function batchSkipReasons(db: ReadableDB, batchId: string, only?: ReadonlySet<string>): SkipReasons {
  const out = noSkips();
  for (const it of publishBatches.batchItems(db, batchId, { state: 'skipped' })) {
    if (only && !only.has(it.draftId)) continue;
    const kind = skipKind(it.problems);
    out[kind]++;
    if (kind === 'submit' && takenBackIn(it.problems)) out.takenBack = (out.takenBack ?? 0) + 1;
  }
  return out;
}

/** The campaign's skipped posts (`draftIds`, with the batch each was skipped in) by what held each back. */
export function campaignSkipReasons(db: ReadableDB, skipped: ReadonlyArray<{ draftId: string; batchId: string | null }>): SkipReasons {
  const out = noSkips();
  const byBatch = new Map<string | null, Set<string>>();
  for (const s of skipped) byBatch.set(s.batchId, (byBatch.get(s.batchId) ?? new Set()).add(s.draftId));
  for (const [batchId, ids] of byBatch) {
    if (batchId === null) {
      out.problems += ids.size;
      continue;
    }
    const r = batchSkipReasons(db, batchId, ids);
    const found = SKIP_KINDS.reduce((a, k) => a + r[k], 0);
    for (const k of SKIP_KINDS) out[k] += r[k];
    if (r.takenBack) out.takenBack = (out.takenBack ?? 0) + r.takenBack;
    out.problems += ids.size - found;
  }
  return out;
}

/** The skip kinds of a hold of the team's review (the post waited for a review step, not for a fix of its own). */
const REVIEW_SKIPS: ReadonlySet<SkipKind> = new Set(['approval', 'submit', 'changes', 'resend']);

/**
 * h-camphead (walk 44a, 10): of the campaign's skipped posts, those the send held back for their review (skipKind one of
 * REVIEW_SKIPS), as it recorded them: whether the review still holds each NOW is the team port's (send-state.ts reviewPast).
 */
export function reviewSkipped(db: ReadableDB, skipped: ReadonlyArray<{ draftId: string; batchId: string | null }>): string[] {
  const want = new Set(skipped.map((s) => s.draftId));
  const batches = new Set(skipped.map((s) => s.batchId).filter((b): b is string => b !== null));
  return [...batches].flatMap((batchId) => publishBatches.batchItems(db, batchId, { state: 'skipped' }).filter((it) => want.has(it.draftId) && REVIEW_SKIPS.has(skipKind(it.problems))).map((it) => it.draftId));
}

/**
 * w21campaign (walk 19, C): who sent a batch's posts it held back as sent by a teammate (the `who` of the publisher's
 * recorded `sent_by_team` problem), each once: the batch line says "held back: sent by Lan", never "by a teammate".
 */
export function batchTeamSenders(db: ReadableDB, batchId: string): string[] {
  const names = new Set<string>();
  for (const it of publishBatches.batchItems(db, batchId, { state: 'skipped' })) {
    for (const p of it.problems ?? []) {
      const who = typeof p === 'object' && p !== null && (p as { code?: unknown }).code === 'sent_by_team' ? (p as { who?: unknown }).who : undefined;
      if (typeof who === 'string' && who !== '') names.add(who);
    }
  }
  return [...names];
}

/**
 * w28cli (walk 24, 1): one post a batch held back, as the publisher recorded it: `kind` (skipKind), the hold of the team
 * (`hold`: a review hold, a team left, a revocation, a teammate's send; null when none) or else its problems to fix, in
 * the one form every shell words (send-now.ts heldProblems: the Send tab's "X's caption is 337 characters; X takes 280").
 */
export interface HeldInBatch {
  draftId: string; batchId: string; kind: SkipKind; hold: Problem | null; problems: HeldProblem[];
  /** w29sent (walk 25, 2): the review hold of a post held for its own errors (said beside them, never instead of them). */
  waits?: Problem;
}

/**
 * w28cli: the posts `batchIds` held back (a send's own batches: `campaign send` names these, and nothing of another batch;
 * before, it listed a teammate's post of an earlier batch and never the post it held for its caption's length).
 */
export function heldInBatches(db: ReadableDB, batchIds: readonly string[]): HeldInBatch[] {
  return batchIds.flatMap((batchId) => publishBatches.batchItems(db, batchId, { state: 'skipped' }).map((it) => {
    const errors = (it.problems ?? []).filter((p): p is Problem => typeof p === 'object' && p !== null && 'code' in p && (p as Problem).severity !== 'warning');
    const hold = errors.find((p) => holdOf(String(p.code)) !== undefined) ?? null;
    const kind = skipKind(it.problems);
    // w29sent (walk 25, 2): a post with an error of its own is held for it (skipKind 'problems'), its review hold said beside.
    if (kind === 'problems' && hold && REVIEW_HOLD_CODES.has(String(hold.code))) {
      return { draftId: it.draftId, batchId, kind, hold: null, problems: heldProblems(errors.filter((p) => holdOf(String(p.code)) === undefined)), waits: hold };
    }
    // Walk 38 (5): held for the revocation, its own errors are said beside it (a rejoin does not mend them).
    const own = hold && String(hold.code) === 'revoked' ? errors.filter((p) => holdOf(String(p.code)) === undefined) : [];
    return { draftId: it.draftId, batchId, kind, hold, problems: hold ? heldProblems(own) : heldProblems(errors) };
  }));
}
