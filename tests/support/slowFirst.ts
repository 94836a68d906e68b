/**
 * Vitest's order of test files, with the long ones first. On a fresh clone Vitest has no timings
 * to sort by and runs larger files first, so the fault suite's kill rounds (~60 s, one file) ran
 * last, alone, while the other worker sat idle: a minute of every CI run. The files below start
 * first; the rest keep Vitest's order. Timings from a CI run on two cores.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Path endings of the files that take longest, longest first. */
const SLOW = [
  'tests/fault/killRounds.test.ts', // ~58 s
  'tests/contract/platform/seed.test.ts', // ~55 s
  'tests/contract/gateway/roleTable.test.ts', // ~40 s
  'tests/fuzz/gateway.fuzz.test.ts', // ~35 s
  'tests/fuzz/platform.fuzz.test.ts', // ~33 s
  'tests/contract/gateway/live-redis.test.ts', // ~32 s
];

const rank = (spec: TestSpecification): number => {
  const at = SLOW.findIndex((end) => spec.moduleId.endsWith(end));
  return at < 0 ? SLOW.length : at;
};

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array#sort is stable: among files of the same rank, Vitest's order stands.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
