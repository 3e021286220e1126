/**
 * A campaign batch's progress as the Send tab shows it and the notification tells it: plain
 * functions of the core's counts (jobs by state, and the done jobs a channel refused).
 */
import type { BatchDto, BatchProgressDto, SkipReasonsDto } from '../../../src-main/bridge/contract';

/** A batch is finished when nothing in it is waiting to be prepared or sent. */
export const batchSettled = (b: Pick<BatchDto, 'byState'> & { pending?: number }): boolean =>
  (b.pending ?? 0) + (b.byState.prepared ?? 0) + (b.byState.sending ?? 0) + (b.byState.retrying ?? 0) === 0;
/**
 * A batch needs the person: posts not sent for their problems, refused (by the Hub, or by some or
 * every one of their channels), blocked or with an unknown outcome.
 */
export const batchNeedsAttention = (b: Pick<BatchDto, 'byState' | 'refusals'> & { skipped?: number }): boolean =>
  (b.skipped ?? 0) + (b.byState.refused ?? 0) + (b.byState.blocked ?? 0) + (b.byState.unknown ?? 0) + b.refusals.some + b.refusals.every > 0;

// w30campaign (2): the segments and their count are the core's one table (src-shared/batch-segments.ts), the CLI's too.
export { SEGMENTS, segmentCount, type Segment } from '../../../src-shared/batch-segments';
import { segmentCount, SEGMENTS, type Segment } from '../../../src-shared/batch-segments';

/**
 * The send's state as the Send tab names it: a send that ended with every post skipped for its
 * problems handed nothing to the Hub, and says so instead of "sent".
 */
export function sendStateKey(state: string, counts: { handed: number; skipped: number } | null): string {
  return state === 'done' && counts !== null && counts.handed === 0 && counts.skipped > 0 ? 'doneNothing' : state;
}

/**
 * w10camp (walk 10, finding 2): the send state's words (i18n key): the core's word (`status.word`: a send whose
 * posts teammates sent, its calls replays of theirs, is 'done'), else as derived above (a status of an older core).
 */
export function sendStateWordKey(state: string, s: { word?: string; handed: number; skipped: number } | null): string {
  const w = s?.word ?? sendStateKey(state, s);
  // w12camp (walk 12): some posts sent, some not: "partly sent", never "sent".
  // w13revoked (walk 13): nothing sent because this computer's access was revoked: "not sent: …", never "done".
  // w28state (walk 24, 1): an outcome unknown ({n}: the core's count of them), or every post refused by the Hub: never "sent".
  return w === 'doneHeld' ? 'w10camp.state_doneHeld' : w === 'donePartly' ? 'w12camp.state_donePartly' : w === 'notSentRevoked' ? 'w13revoked.state_notSentRevoked'
    : w === 'unknownOutcome' || w === 'doneRefused' ? `w28state.state_${w}` : w === 'doneWithdrawn' ? 'w30campaign.state_doneWithdrawn'
    // h-hubdown (walk 33): ended, with posts it counts sent not at the Hub yet: "waiting for the Hub", never "sent".
    : w === 'waitingHub' ? 'hubdown.state_waitingHub' : `campaigns.state_${w}`;
}

/** w10camp: what can hold a skipped post back, in the order the legend says them (the state line's order, sendwords heldReasons). */
/** w12cli: `resend`, a post already sent under its approval, sent again as new without a new one (the core's own kind). */
/** w13revoked (walk 13): `revoked`, held because this computer's access was revoked (the core's own kind). */
export const SKIP_KINDS = ['problems', 'approval', 'submit', 'resend', 'changes', 'teamSent', 'revoked', 'other'] as const;

/**
 * w10camp: a batch's skipped posts by what the send recorded held each back (the core's `skippedFor`), each with
 * its words key; null when every one was skipped for its problems (or the core says nothing): "not sent (problems)" is true.
 */
// w21campaign (walk 19, C): `names`: who sent the posts held back as a teammate's (the core's `skippedSentBy`), for the key's {name}.
export function skippedParts(b: { skipped: number; skippedFor?: SkipReasonsDto; skippedSentBy?: string[] }, revokedPast = false): Array<{ kind: (typeof SKIP_KINDS)[number]; n: number; key: string; names?: string[] }> | null {
  const f = b.skippedFor;
  if (!f || b.skipped <= 0 || f.problems >= b.skipped) return null;
  // w16words (walk 15, 8): `revokedPast` (the core's status.revokedPast > 0): this computer is back in the team: the reason is that send's.
  const revoked = revokedPast ? 'w16words.seg_revokedPast' : 'w13revoked.seg_revoked';
  const by = b.skippedSentBy ?? [];
  return SKIP_KINDS.map((kind) => (kind === 'teamSent' && by.length > 0 ? { kind, n: f[kind] ?? 0, key: 'w21campaign.segTeamSentBy', names: by } : { kind, n: f[kind] ?? 0, key: kind === 'revoked' ? revoked : `w10camp.seg.${kind}` })).filter((x) => x.n > 0);
}

/**
 * w19campaign (walk 17, 6): a segment's legend words ("1 scheduled"), naming the teammates who sent its posts when this
 * laptop's calls were replays of theirs (the core's batch `sentBy`, counted by the same segments): "1 scheduled (sent by
 * Bảo)", "3 scheduled (1 sent by Bảo)". `what`: the segment's word. Before, "1 scheduled" of a post Bảo sent, the state line above
 * saying "1 sent by Bảo".
 */
export function segmentLegend(b: Parameters<typeof segmentCount>[0] & Pick<BatchProgressDto, 'sentBy'>, k: Segment, what: string, t: (key: string, o?: { values?: Record<string, string | number> }) => string): string {
  const n = segmentCount(b, k);
  const by = (b.sentBy ?? []).map((g) => ({ name: g.name, n: segmentCount({ ...g, pending: 0, skipped: 0 }, k) })).filter((x) => x.n > 0);
  const [only] = by;
  if (!only) return `${n} ${what}`;
  if (by.length === 1 && only.n === n) return t('w19campaign.segBy', { values: { n, what, name: only.name } });
  return t('w19campaign.segByPart', { values: { n, what, parts: by.map((x) => t('w19campaign.segByOne', { values: { n: x.n, name: x.name } })).join(', ') } });
}

/**
 * w24campaign (walk 21, 3): a batch's title, in posts; where a post of it made more than one Hub post (a channel's own
 * caption: the core's `hubPosts`), the Hub posts said apart, since the legend's states count Hub posts ("Batch 2: 2 posts
 * (3 Hub posts)"; it read "2 posts · 3 scheduled").
 */
export function batchTitle(b: Pick<BatchDto, 'total' | 'hubPosts'>, n: number, t: (key: string, o?: { values?: Record<string, string | number> }) => string): string {
  const title = t('campaigns.batchTitle', { values: { n, total: b.total } });
  return b.hubPosts ? `${title} ${t('campaigns.batchHubPosts', { values: { hub: b.hubPosts } })}` : title;
}

type Tr = (key: string, o?: { values?: Record<string, string | number> }) => string;

/**
 * w28state (walk 24, 4): a batch's legend, ONE derivation for its parts and the bar's label, each part saying why: the
 * skipped posts by what the send recorded held each back (skippedParts), else "not sent (problems)" (what the send
 * recorded); never a bare "held back" ("1 bị giữ lại"), which the Vietnamese legend said of a post while the status of
 * now differed, then "1 không gửi (có lỗi)" of the same post. `partWord`: a skipped part's words (names a teammate).
 */
export function legendParts(b: Parameters<typeof segmentLegend>[0] & { skippedFor?: SkipReasonsDto; skippedSentBy?: string[] }, revokedPast: boolean, t: Tr, partWord: (x: { key: string; names?: string[] }) => string): Array<{ seg: Segment; hold?: (typeof SKIP_KINDS)[number]; text: string }> {
  const parts = skippedParts(b, revokedPast);
  return SEGMENTS.filter((k) => segmentCount(b, k) > 0).flatMap((k) => (k === 'skipped' && parts
    ? parts.map((x) => ({ seg: k, hold: x.kind, text: `${x.n} ${partWord(x)}` }))
    : [{ seg: k, text: segmentLegend(b, k, t(`campaigns.seg_${k}`), t) }]));
}
