/** The two-process suite's figures, printed at the end and written to test-results/cluster.json. */
import fs from "node:fs";
import path from "node:path";

export const figures: Record<string, unknown> = {};

/** The value below which `p` percent of `values` fall (nearest rank). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const ms = (value: number) => Math.round(value * 10) / 10;

export function writeFigures(file = path.resolve("test-results/cluster.json")): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`two-process figures (${path.relative(process.cwd(), file)}):\n${JSON.stringify(figures, null, 2)}`);
}
