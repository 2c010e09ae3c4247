import http from 'node:http';

export interface ProbeResult {
  /** Pings answered (or found overdue) in the window. */
  n: number;
  p99: number;
  max: number;
}

/**
 * Asks `/healthz` every `everyMs`, as an outside client would, whatever the server is doing: each ping's
 * time counts from when it was due, so an event loop held by this same process (the test's server) shows
 * as the wait of every ping due meanwhile, not only of the few in flight. Pings overdue by more than a
 * burst are counted as their delay without being sent.
 */
export function probeHealthz(origin: string, everyMs = 10): { stop: () => Promise<ProbeResult> } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const samples: number[] = [];
  const inFlight = new Set<Promise<void>>();
  const start = performance.now();
  let due = 0;
  let stopped = false;
  const ping = (dueAt: number) => {
    const sent = new Promise<void>((resolve) => {
      const req = http.get(`${origin}/healthz`, { agent }, (res) => {
        res.resume();
        res.on('end', () => {
          samples.push(performance.now() - dueAt);
          resolve();
        });
      });
      req.on('error', () => resolve());
    });
    inFlight.add(sent);
    void sent.finally(() => inFlight.delete(sent));
  };
  const tick = () => {
    const now = performance.now();
    let burst = 0;
    for (; start + due * everyMs <= now; due++) {
      const dueAt = start + due * everyMs;
      if (burst++ < 16) ping(dueAt);
      else samples.push(now - dueAt);
    }
    if (!stopped) timer = setTimeout(tick, everyMs);
  };
  let timer = setTimeout(tick, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.all([...inFlight]);
      agent.destroy();
      const sorted = samples.sort((a, b) => a - b);
      const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;
      return { n: sorted.length, p99: at(0.99), max: sorted.at(-1) ?? NaN };
    },
  };
}
