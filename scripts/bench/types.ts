/** One section of `npm run bench`: add a file in scripts/bench/ and list it in sections.ts. */
export interface BenchContext {
  /** The project root. */
  root: string;
  /** A running server started by the startup section (fresh DATA_DIR), for sections that need one. */
  server?: { baseUrl: string; pid: number };
}

export interface BenchResult {
  /** Short label → value with unit, printed as a table. */
  figures: Record<string, string>;
  /** Raw figures for the saved JSON report (bench-results/), when the section has more to say. */
  data?: unknown;
  /** false when a target was missed; the bench exits non-zero. */
  ok?: boolean;
}

export interface BenchSection {
  name: string;
  run(context: BenchContext): Promise<BenchResult>;
}
