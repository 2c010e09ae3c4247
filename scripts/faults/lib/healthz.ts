import { request } from '../../bench/lib/load';
import { statsOf, type Stats } from '../../bench/lib/stats';

/**
 * `/healthz` answered again and again by `concurrency` clients at once (each sends its next ping when the
 * last one is answered) until stopped: what a load balancer's health check, or any other user's request,
 * waits while the server does something else. Runs in this process, not the server's.
 */
export function pingHealthz(origin: string, concurrency = 8): { stop: () => Promise<Stats & { samples: number[] }> } {
  const samples: number[] = [];
  let stopped = false;
  const worker = async () => {
    while (!stopped) {
      const started = performance.now();
      try {
        const res = await request(origin, '/healthz');
        if (res.status !== 200) throw new Error(`healthz ${res.status}`);
      } catch {
        if (stopped) return;
      }
      samples.push(performance.now() - started);
    }
  };
  const workers = Array.from({ length: concurrency }, worker);
  return {
    async stop() {
      stopped = true;
      await Promise.all(workers);
      return { ...statsOf(samples), samples };
    },
  };
}

export const fmtStats = (s: Stats) =>
  `n=${s.n} p50=${s.p50.toFixed(1)} p99=${s.p99.toFixed(1)} max=${s.max.toFixed(1)} ms`;
