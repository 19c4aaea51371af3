/** Fires `total` requests with at most `concurrency` in flight and reports latency percentiles. */
export async function load(
  total: number,
  concurrency: number,
  request: (i: number) => Promise<{ ok: boolean }>,
): Promise<{ requests: number; failures: number; perSecond: number; p50Ms: number; p95Ms: number; p99Ms: number }> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < total) {
      const i = next++;
      const t0 = performance.now();
      const res = await request(i).catch(() => undefined);
      latencies.push(performance.now() - t0);
      if (!res?.ok) failures++;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Number((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(2));
  return { requests: total, failures, perSecond: Number((total / seconds).toFixed(1)), p50Ms: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99) };
}
