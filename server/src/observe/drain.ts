import type { FastifyInstance } from 'fastify';
import type { Readiness } from './readiness';

export interface DrainOptions {
  readiness: Readiness;
  /** How long requests still running may take; then their connections are cut. */
  graceMs: number;
}

/**
 * A graceful stop (SIGTERM): at once `/readyz` answers 503 (the balancer stops routing here) and the
 * readiness listeners run (jobs are handed back); then the app closes: its event streams end with a
 * reconnect hint (they reconnect to another process), the server stops accepting connections, a new request
 * on a kept-alive connection is answered 503, requests already running finish — for at most `graceMs`, after
 * which their connections are cut — and the onClose hooks run (the database is closed last).
 */
export async function drainServer(app: FastifyInstance, options: DrainOptions): Promise<void> {
  options.readiness.startDraining();
  const force = setTimeout(() => {
    app.log.warn(`Requests still running after ${options.graceMs} ms of shutdown: closing their connections.`);
    app.server.closeAllConnections();
  }, options.graceMs);
  force.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(force);
  }
}
