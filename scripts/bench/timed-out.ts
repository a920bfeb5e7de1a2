// The report of a bench that reaches its time limit (a busy machine): the tables and targets
// for what it measured, with every run and page it did not reach marked as not measured.
import {
  NOT_MEASURED,
  growth,
  growthTable,
  pagesTable,
  runsTable,
  targets,
  targetsTable,
  type Counts,
  type Memory,
  type Page,
  type Run,
  type SmallShop,
} from "./report.ts";

/** A scenario the bench meant to run, at every concurrency. */
export type Planned = { key: string; label: string; read?: boolean };

/** Every planned scenario at every concurrency: its run, or a row marked as not measured. */
export function withUnreached(rows: Run[], planned: Planned[], concurrencies: number[]): Run[] {
  return planned.flatMap((scenario) =>
    concurrencies.map(
      (concurrency): Run =>
        rows.find((r) => r.key === scenario.key && r.concurrency === concurrency) ?? {
          key: scenario.key,
          label: scenario.label,
          read: scenario.read,
          concurrency,
          missing: true,
          why: NOT_MEASURED,
        },
    ),
  );
}

export function timedOutReport({
  minutes,
  planned,
  concurrencies,
  rows,
  small,
  counts,
  pages,
  plannedPages,
  memory,
}: {
  minutes: number;
  planned: Planned[];
  concurrencies: number[];
  rows: Run[];
  small: SmallShop | null;
  counts: Counts | null;
  pages: Page[];
  plannedPages: string[];
  memory: Memory | null;
}): string {
  const all = withUnreached(rows, planned, concurrencies);
  const allPages = plannedPages.map(
    (path) => pages.find((p) => p.path === path) ?? { path, gzip: null, why: NOT_MEASURED },
  );
  const grown = growth(all, small);
  const parts = [
    `## Results so far (the bench reached its ${minutes}-minute limit; "${NOT_MEASURED}" marks what it did not reach)`,
    runsTable(all),
  ];
  // The small shop's reads, beside the large shop's where it got that far.
  if (small && grown.length) parts.push(growthTable(grown, small, counts ?? {}));
  parts.push(pagesTable(allPages), targetsTable(targets(all, allPages, grown, memory)));
  return `\n${parts.join("\n\n")}\n`;
}
