/** One line of the bench's report: a figure a person can compare between runs and machines. */
export interface Figure {
  section: string;
  name: string;
  value: string;
  /** What we aim for, when there is a target. */
  target?: string;
  /** The figure misses a goal the bench holds: it is printed as FAIL and the bench exits 1. */
  failed?: boolean;
}

/** The bench's `--name=value` options (e.g. `--runs=5`), for the sections that take any. */
export type BenchOptions = Record<string, string | undefined>;

export function printFigures(figures: readonly Figure[]): void {
  const width = (pick: (f: Figure) => string) => Math.max(...figures.map((f) => pick(f).length));
  const nameWidth = width((f) => f.name);
  const valueWidth = width((f) => f.value);
  let section = '';
  for (const figure of figures) {
    if (figure.section !== section) {
      section = figure.section;
      console.log(`\n${section}`);
    }
    const target = figure.target ? `  (target ${figure.target})` : '';
    const verdict = figure.failed ? '  FAIL' : '';
    console.log(
      `  ${figure.name.padEnd(nameWidth)}  ${figure.value.padStart(valueWidth)}${target}${verdict}`,
    );
  }
}

export function formatMicros(nanoseconds: number): string {
  return `${(nanoseconds / 1000).toFixed(2)} µs`;
}
