/**
 * One figure of `npm run bench`: what was measured, the figure, its target and (where there is one)
 * the baseline measured in the same run, and whether the target is met. A bench module's `run()`
 * may answer these for the summary that `npm run bench` prints at the end (tests/bench/run.ts).
 */
export interface Figure {
  what: string;
  figure: string;
  target: string;
  baseline?: string;
  /** figure / baseline, when both are numbers of one kind. */
  ratio?: number;
  met: boolean;
}

/** Bytes as KB (1,000 bytes), one decimal. */
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
