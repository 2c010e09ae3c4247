import { readAllChangeCounters } from '../resources/engine/change-counters-repository';
import type { Db } from '../resources/engine/types';

/** The value of every change counter, by table (see resources/engine/change-markers.ts). */
export type Counters = ReadonlyMap<string, number>;

export type ChangeListener = (counters: Counters) => void;

/**
 * Watches the database's change counters. `poke()` (after a write, or when PostgreSQL announces one) reads
 * them again; whenever one moved, every subscriber gets the new values. Reads never overlap: pokes during a
 * read make one more read after it, so a burst of writes costs two reads. While anyone subscribes, the
 * counters are also read every `pollMs`, which catches writes nobody announced (another tool, a lost
 * notification).
 */
export class ChangeFeed {
  private counters: Map<string, number> | null = null;
  private readonly listeners = new Set<ChangeListener>();
  private reading: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly pollMs: number,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  get subscribers(): number {
    return this.listeners.size;
  }

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    if (!this.timer && !this.closed && this.pollMs > 0) {
      this.timer = setInterval(() => this.poke(), this.pollMs);
      this.timer.unref();
    }
    return () => {
      this.listeners.delete(listener);
      if (!this.listeners.size && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  }

  /** Reads the counters again soon (no-op while nobody listens). */
  poke(): void {
    if (this.listeners.size && !this.closed) void this.refresh().catch(this.onError);
  }

  /** The counters as of a read that started after this call (subscribers hear of any change it found). */
  async refresh(): Promise<Counters> {
    if (this.reading) {
      this.again = true;
      await this.reading;
    } else {
      this.reading = this.readUntilSettled();
      await this.reading;
    }
    return this.counters ?? new Map();
  }

  close(): void {
    this.closed = true;
    this.listeners.clear();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async readUntilSettled(): Promise<void> {
    try {
      do {
        this.again = false;
        await this.readOnce();
      } while (this.again && !this.closed);
    } finally {
      // In the same tick as the last check of `again`: a later refresh starts a read of its own.
      this.reading = null;
    }
  }

  private async readOnce(): Promise<void> {
    const next = await readAllChangeCounters(this.db);
    const previous = this.counters;
    this.counters = next;
    if (!previous || !changed(previous, next)) return;
    for (const listener of [...this.listeners]) {
      try {
        listener(next);
      } catch (error) {
        this.onError(error);
      }
    }
  }
}

function changed(a: Counters, b: Counters): boolean {
  if (a.size !== b.size) return true;
  for (const [name, value] of b) if (a.get(name) !== value) return true;
  return false;
}
