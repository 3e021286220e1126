/**
 * How every fuzzer runs: seeded (POSTROOM_FUZZ_SEED, else a fixed seed, so a failure
 * replays), bounded by a case count AND a time budget (whichever comes first), and
 * printing the cases it ran. A failure throws with the seed, the path and the
 * (shrunk) counterexample, so `POSTROOM_FUZZ_SEED=… npx vitest run test/fuzz` replays it.
 */
import fc from 'fast-check';

export const FUZZ_SEED = Number(process.env.POSTROOM_FUZZ_SEED ?? 20261123);

export interface FuzzBudget {
  /** Most cases to run. */
  runs: number;
  /** Stop (without failing) after this long; the cases run so far are reported. */
  ms: number;
}

export async function fuzz<T>(name: string, property: fc.IAsyncPropertyWithHooks<T> | fc.IPropertyWithHooks<T>, budget: FuzzBudget): Promise<number> {
  const t0 = Date.now();
  const out = await fc.check(property as fc.IAsyncPropertyWithHooks<T>, { seed: FUZZ_SEED, numRuns: budget.runs, interruptAfterTimeLimit: budget.ms, markInterruptAsFailure: false });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  console.log(`fuzz ${name}: ${out.numRuns} cases in ${secs} s (seed ${FUZZ_SEED}${out.interrupted ? ', stopped by its time budget' : ''})`);
  if (out.failed) {
    const err = out.errorInstance instanceof Error ? out.errorInstance.message : String(out.errorInstance);
    throw new Error(`fuzz ${name} failed after ${out.numRuns} cases (seed ${FUZZ_SEED}, path ${out.counterexamplePath ?? '?'}):\n${err}\ncounterexample: ${fc.stringify(out.counterexample)}`);
  }
  if (out.numRuns === 0) throw new Error(`fuzz ${name} ran no case in ${budget.ms} ms: the machine is too slow for its budget, or the property hangs`);
  return out.numRuns;
}

/** Strings that break parsers: escapes, quotes, separators, formula starts, controls, non-ASCII. */
export const nastyChar = fc.constantFrom(
  '%', '%2', '%ZZ', '%E0', '%00', '%2f', '%5c', '..', '/', '\\', '?', '#', '&', '=', ';', ',', '"', "'", '|', ' ', '\t', '\r', '\n',
  '+', '-', '@', 'a', 'Z', '0', 'é', 'Ư', 'đ', '😀', '\u202e', '\uFEFF', '__proto__', 'constructor',
);
export const nastyString = (maxLength = 24): fc.Arbitrary<string> =>
  fc.oneof(fc.array(nastyChar, { maxLength }).map((a) => a.join('')), fc.string({ maxLength }), fc.string({ unit: 'grapheme', maxLength }));
