/** Latency statistics in milliseconds (nearest-rank percentiles). */
export interface LatencyStats {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function latencyStats(samples: number[]): LatencyStats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? Number.NaN };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

export function statsLine(label: string, stats: LatencyStats, target?: number): string {
  const verdict =
    target === undefined
      ? ""
      : stats.p95 <= target
        ? `  (target p95 ≤ ${target} ms: met)`
        : `  (target p95 ≤ ${target} ms: MISSED)`;
  return `${label.padEnd(44)} n=${String(stats.count).padStart(5)}  p50 ${ms(stats.p50).padStart(9)}  p95 ${ms(stats.p95).padStart(9)}  p99 ${ms(stats.p99).padStart(9)}${verdict}`;
}

/** Runs `fn` over the inputs (cycling) `iterations` times after `warmup` untimed calls. */
export async function timeCalls<T>(
  inputs: T[],
  fn: (input: T) => Promise<unknown>,
  { iterations, warmup }: { iterations: number; warmup: number },
): Promise<{ all: number[]; byInput: Map<T, number[]> }> {
  for (let i = 0; i < warmup; i++) await fn(inputs[i % inputs.length]!);
  const all: number[] = [];
  const byInput = new Map<T, number[]>();
  for (let i = 0; i < iterations; i++) {
    const input = inputs[i % inputs.length]!;
    const started = performance.now();
    await fn(input);
    const elapsed = performance.now() - started;
    all.push(elapsed);
    byInput.set(input, [...(byInput.get(input) ?? []), elapsed]);
  }
  return { all, byInput };
}
