/** Median, p95, min and max of a list of millisecond timings, rounded to whole milliseconds. */
export function spreadMs(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!);
  return { medianMs: at(0.5), p95Ms: at(0.95), minMs: Math.round(sorted[0]!), maxMs: Math.round(sorted.at(-1)!) };
}
