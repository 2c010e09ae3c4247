/**
 * When routes compile their request schemas and build their response serialisers.
 *
 * Always on a route's first request if not done before: an app built by a test serves few of its hundreds of
 * routes, and compiling them all costs most of building one. A server that listens also compiles the rest
 * soon after it starts, one schema per turn of the event loop: a route's first request otherwise waits on
 * its compile while the event loop holds every other request (a first import upload stalled `/healthz` that
 * way), and compiling all of them before listening would hold the start for half a second or more.
 */
let queueForLater: (() => void)[] | undefined;

/** From now on, what `compiledWhenAsked` is given also waits for `compileQueuedSchemas`. */
export function queueSchemaCompilation(): void {
  queueForLater ??= [];
}

/** The function returned builds on its first call (once); queued for `compileQueuedSchemas` too, when asked. */
export function compiledWhenAsked<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  const get = () => (built ??= { value: build() }).value;
  queueForLater?.push(get);
  return get;
}

/** Compiles what was queued, one per turn of the event loop; resolves with how many there were. */
export async function compileQueuedSchemas(): Promise<number> {
  const queued = queueForLater?.splice(0) ?? [];
  for (const get of queued) {
    get();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return queued.length;
}
