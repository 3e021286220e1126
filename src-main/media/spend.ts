/**
 * Spending what is left of the budget (fitPhotos step 5). Pure: no sharp, no disk.
 *
 * After every photo is encoded the real total is known, and each photo's own model error too
 * (its real bytes / what its model predicted at its plan). When a fair part of the budget is left
 * (the calibration photos were planned with the uncorrected model, or a model over-predicted),
 * the photos shrunk or lowered the most are raised to one common, better ladder position: the best
 * position whose predicted extra bytes, each photo's model corrected by its own measured ratio, fit
 * in what is left. Photos already at or above that position keep their bytes.
 */
import { type LadderStep, type PlanInput, type PlanItem, planPhoto, predictBytes } from './allocate';

export interface SpentPhoto {
  input: PlanInput;
  plan: PlanItem;
  /** Real bytes of its current encode. */
  actual: number;
}

/**
 * Below this share of the budget used, the rest is spent. Each raise is a second encode, so it is
 * kept for a body that would otherwise use less than 95 % (with a little margin): the plan aims
 * at 97 %, and with models measured on the photos' own pixels the encodes land near it.
 */
export const SPEND_BELOW = 0.955;
/** What is spent aims this far under the budget (the guarantee step still follows). */
export const SPEND_AIM = 0.99;
/** A photo is raised only when it gains at least this share of its bytes (no re-encode for crumbs). */
const MIN_GAIN = 0.04;

const quality = (p: PlanItem) => (p.mode === 'pass' ? 100 : p.quality);
const better = (a: PlanItem, b: PlanItem) => a.width * a.height > b.width * b.height || (a.width * a.height === b.width * b.height && quality(a) > quality(b));

/**
 * New plans for the photos to raise (empty when nothing is worth it). `leftover` is what may be
 * added to the photos' total. Deterministic: depends only on its arguments.
 */
export function spendLeftover(photos: readonly SpentPhoto[], leftover: number, ladder: readonly LadderStep[]): PlanItem[] {
  if (leftover <= 0 || ladder.length === 0) return [];
  const movable = photos.filter((p) => p.plan.mode === 'encode' && p.actual > 0);
  if (movable.length === 0) return [];
  const ratio = new Map(movable.map((p) => [p.input.id, p.actual / predictBytes(p.input.model, p.plan.quality, p.plan.width * p.plan.height)]));
  const raisedAt = (s: number) => {
    const out: PlanItem[] = [];
    let extra = 0;
    for (const p of movable) {
      const r = ratio.get(p.input.id) as number;
      if (!Number.isFinite(r) || r <= 0) continue;
      // Always an encode: this photo is re-encoded from its pixels, never swapped for its source.
      const next = planPhoto({ ...p.input, passBytes: null }, ladder, s, r);
      if (next.mode !== 'encode' || !better(next, p.plan) || next.predicted < p.actual * (1 + MIN_GAIN)) continue;
      out.push(next);
      extra += next.predicted - p.actual;
    }
    return { out, extra };
  };
  const best = raisedAt(0);
  if (best.extra <= leftover) return best.out;
  let lo = 0;
  let hi = ladder.length - 1;
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2;
    if (raisedAt(mid).extra <= leftover) hi = mid;
    else lo = mid;
  }
  return raisedAt(hi).out;
}
