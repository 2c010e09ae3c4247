import type { FastifyInstance } from 'fastify';
import type { Readiness } from './readiness';

export interface DrainOptions {
  readiness: Readiness;
  /** How long requests still running may take; then their connections are cut. */
  graceMs: number;
  /** Started at once, awaited before returning: e.g. handing the running jobs back to the queue. */
  handBack?: () => Promise<unknown>;
}

/**
 * A graceful stop (SIGTERM): at once `/readyz` answers 503 (the balancer stops routing here) and `handBack`
 * starts (jobs running here are queued again for another process); then the app closes: its event streams end with a
 * reconnect hint (they reconnect to another process), the server stops accepting connections, a new request
 * on a kept-alive connection is answered 503, requests already running finish — for at most `graceMs`, after
 * which their connections are cut — and the onClose hooks run (the database is closed last).
 */
export async function drainServer(app: FastifyInstance, options: DrainOptions): Promise<void> {
  options.readiness.startDraining();
  const handedBack = options.handBack?.();
  const force = setTimeout(() => {
    app.log.warn(`Requests still running after ${options.graceMs} ms of shutdown: closing their connections.`);
    app.server.closeAllConnections();
  }, options.graceMs);
  force.unref();
  try {
    await app.close();
    await handedBack;
  } finally {
    clearTimeout(force);
  }
}
