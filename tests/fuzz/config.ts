/**
 * How much the fuzz suite runs. `npm test` (vitest): a fixed seed, a bounded number of runs per
 * property, each property stopped after a few seconds, so the suite stays within about a minute.
 * `npm run fuzz`: FUZZ_MODE=long, a fresh seed (printed) and many more runs; FUZZ_SEED replays a
 * seed, FUZZ_RUNS sets the runs per property (either mode), FUZZ_SECONDS the time per property.
 */
import fc from 'fast-check';

const env = process.env;
const long = env.FUZZ_MODE === 'long';

/** The seed of every property in this run. */
export const SEED = env.FUZZ_SEED ? Number(env.FUZZ_SEED) : long ? Date.now() % 2 ** 31 : 13_2026;

/** fast-check's parameters for a property with `runs` runs in the short mode. */
export function fuzzParameters(runs: number): fc.Parameters<unknown> {
  const numRuns = env.FUZZ_RUNS ? Number(env.FUZZ_RUNS) : long ? runs * 20 : runs;
  const seconds = env.FUZZ_SECONDS ? Number(env.FUZZ_SECONDS) : long ? 600 : 5;
  return { seed: SEED, numRuns, plugins: [fc.interruptAfterTimeLimit(seconds * 1000)], endOnFailure: !long };
}

/** Says which seed and mode ran (to replay a failure: FUZZ_SEED=<seed> npm run fuzz). */
export function announce(suite: string): void {
  console.log(`[fuzz] ${suite}: seed ${SEED} (${long ? 'long' : 'short'} mode; replay with FUZZ_SEED=${SEED})`);
}
