/** A dependency the process needs to serve requests: resolves when it answers, rejects when it does not. */
export type DependencyCheck = () => Promise<void>;

export interface ReadinessReport {
  ready: boolean;
  /** `ok`, `draining` (shutting down) or `unavailable` (a dependency did not answer). */
  status: 'ok' | 'draining' | 'unavailable';
  /** Each dependency: `ok` or `unavailable`. */
  checks: Record<string, 'ok' | 'unavailable'>;
}

/** How long one dependency may take to answer before it counts as unavailable. */
const CHECK_TIMEOUT_MS = 2_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether this process should be sent traffic (`GET /readyz`): every dependency answers (the database, Redis
 * when configured) and it is not shutting down. Liveness is another question (`/healthz`: the process
 * answers at all); a balancer stops routing to a process that is not ready, an orchestrator restarts one
 * that is not alive.
 */
export class Readiness {
  private readonly checks = new Map<string, DependencyCheck>();
  private draining = false;

  /** Adds a dependency under `name` (the key in the report). */
  add(name: string, check: DependencyCheck): void {
    this.checks.set(name, check);
  }

  get isDraining(): boolean {
    return this.draining;
  }

  /** From now on the process reports itself not ready (shutting down). */
  startDraining(): void {
    this.draining = true;
  }

  /** Checks every dependency at once, each for at most two seconds. */
  async report(): Promise<ReadinessReport> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, check]) => {
        try {
          await within(check(), CHECK_TIMEOUT_MS);
          return [name, 'ok'] as const;
        } catch {
          return [name, 'unavailable'] as const;
        }
      }),
    );
    const checks = Object.fromEntries(entries);
    const healthy = entries.every(([, state]) => state === 'ok');
    const status = this.draining ? 'draining' : healthy ? 'ok' : 'unavailable';
    return { ready: status === 'ok', status, checks };
  }
}
