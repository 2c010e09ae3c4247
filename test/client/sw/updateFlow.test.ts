import { SKIP_WAITING_MESSAGE } from '../../../src/sw/routes';
import { checkForNewBuilds, UPDATE_CHECK_INTERVAL_MS } from '../../../src/sw/updateChecks';
import { createUpdateFlow, TAKE_OVER_GRACE_MS, type UpdateFlow } from '../../../src/sw/updateFlow';

/** A service worker as the page sees it: a state, statechange events, and the messages posted to it. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  becomes(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  updates = 0;
  update() {
    this.updates += 1;
    return Promise.resolve();
  }
  /** The browser found a new sw.js and starts installing it. */
  found(worker = new FakeWorker()) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    return worker;
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null;
  readonly registration = new FakeRegistration();
  registered: Array<{ url: string; options?: RegistrationOptions }> = [];
  constructor(controlled: boolean) {
    super();
    this.controller = controlled ? new FakeWorker() : null;
  }
  register(url: string, options?: RegistrationOptions) {
    this.registered.push({ url, options });
    return Promise.resolve(this.registration);
  }
  /** A worker takes control of the page (clients.claim, or a new worker activated). */
  takenOverBy(worker: FakeWorker) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

interface Setup {
  flow: UpdateFlow;
  container: FakeContainer;
  loads: Array<string | undefined>;
  notices: () => number;
  unsaved: { value: boolean };
}

async function setUp({ controlled = true } = {}): Promise<Setup> {
  const container = new FakeContainer(controlled);
  const loads: Array<string | undefined> = [];
  const unsaved = { value: false };
  const flow = createUpdateFlow({
    container: () => container as unknown as ServiceWorkerContainer,
    load: (href) => loads.push(href),
    hasUnsavedChanges: () => unsaved.value,
  });
  let notified = 0;
  flow.subscribe(() => (notified += 1));
  await flow.register('/sw.js');
  return { flow, container, loads, notices: () => notified, unsaved };
}

/** A new build's worker installs and waits (the page is controlled by the current one). */
function newBuildWaits(container: FakeContainer): FakeWorker {
  const worker = container.registration.found();
  worker.becomes('installed');
  return worker;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('registering', () => {
  it('registers /sw.js for the whole app, never answered from the HTTP cache', async () => {
    const { container } = await setUp();
    expect(container.registered).toEqual([{ url: '/sw.js', options: { scope: '/', updateViaCache: 'none' } }]);
  });

  it('does nothing where the browser has no service workers', async () => {
    const flow = createUpdateFlow({ container: () => undefined, load: jest.fn(), hasUnsavedChanges: () => false });
    await expect(flow.register('/sw.js')).resolves.toBeUndefined();
    expect(flow.getReady()).toBe(false);
  });

  it('keeps the app working when registering fails', async () => {
    const container = { register: () => Promise.reject(new Error('blocked')) };
    const flow = createUpdateFlow({
      container: () => container as unknown as ServiceWorkerContainer,
      load: jest.fn(),
      hasUnsavedChanges: () => false,
    });
    await expect(flow.register('/sw.js')).resolves.toBeUndefined();
  });

  it('asks the server for a new build every 30 minutes and when the network returns', () => {
    const registration = new FakeRegistration();
    const events = new EventTarget();
    checkForNewBuilds(registration as unknown as ServiceWorkerRegistration, events as unknown as Window);
    jest.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(registration.updates).toBe(1);
    events.dispatchEvent(new Event('online'));
    expect(registration.updates).toBe(2);
  });
});

describe('a new build', () => {
  it('is not an update when the first worker takes over a page that had none', async () => {
    const { flow, container, loads } = await setUp({ controlled: false });
    const first = container.registration.found();
    first.becomes('installed');
    container.takenOverBy(first);
    expect(flow.getReady()).toBe(false);
    expect(loads).toEqual([]);
  });

  it('is announced when its worker has installed, and nothing moves until a safe moment', async () => {
    const { flow, container, loads, notices } = await setUp();
    const worker = container.registration.found();
    expect(flow.getReady()).toBe(false);
    worker.becomes('installed');
    expect(flow.getReady()).toBe(true);
    expect(notices()).toBe(1);
    expect(worker.messages).toEqual([]);
    expect(loads).toEqual([]);
  });

  it('is announced when its worker was already waiting from an earlier visit', async () => {
    const container = new FakeContainer(true);
    container.registration.waiting = new FakeWorker();
    const flow = createUpdateFlow({
      container: () => container as unknown as ServiceWorkerContainer,
      load: jest.fn(),
      hasUnsavedChanges: () => false,
    });
    await flow.register('/sw.js');
    expect(flow.getReady()).toBe(true);
  });

  it('opens when the user chooses Reload: the worker is asked to take over, then the page loads once', async () => {
    const { flow, container, loads } = await setUp();
    const worker = newBuildWaits(container);
    flow.applyUpdate();
    expect(worker.messages).toEqual([SKIP_WAITING_MESSAGE]);
    expect(loads).toEqual([]);
    container.takenOverBy(worker);
    container.takenOverBy(worker);
    jest.advanceTimersByTime(TAKE_OVER_GRACE_MS);
    expect(loads).toEqual([undefined]);
  });

  it('loads anyway when the worker has not taken over in time (the page is network first)', async () => {
    const { flow, container, loads } = await setUp();
    newBuildWaits(container);
    flow.applyUpdate();
    jest.advanceTimersByTime(TAKE_OVER_GRACE_MS - 1);
    expect(loads).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(loads).toEqual([undefined]);
  });
});

describe('the next change of screen', () => {
  it('leaves navigation alone when no new build waits', async () => {
    const { flow, loads } = await setUp();
    expect(flow.moveBeforeNavigation('/outlets')).toBe(false);
    expect(loads).toEqual([]);
  });

  it('loads the destination in the new build when nothing is unsaved', async () => {
    const { flow, container, loads } = await setUp();
    const worker = newBuildWaits(container);
    expect(flow.moveBeforeNavigation('/outlets?current=2')).toBe(true);
    expect(worker.messages).toEqual([SKIP_WAITING_MESSAGE]);
    container.takenOverBy(worker);
    expect(loads).toEqual(['/outlets?current=2']);
    // Any navigation asked for while the page is loading is left to the load.
    expect(flow.moveBeforeNavigation('/orders')).toBe(true);
    expect(loads).toEqual(['/outlets?current=2']);
  });

  it('never moves a page with unsaved changes', async () => {
    const { flow, container, loads, unsaved } = await setUp();
    const worker = newBuildWaits(container);
    unsaved.value = true;
    expect(flow.moveBeforeNavigation('/outlets')).toBe(false);
    expect(worker.messages).toEqual([]);
    jest.advanceTimersByTime(TAKE_OVER_GRACE_MS);
    expect(loads).toEqual([]);
    expect(flow.getReady()).toBe(true);
  });
});

describe('another tab moved first', () => {
  it('loads this tab at once when nothing is unsaved here', async () => {
    const { container, loads } = await setUp();
    const worker = newBuildWaits(container);
    container.takenOverBy(worker); // the other tab's Reload
    expect(loads).toEqual([undefined]);
  });

  it('keeps a tab with unsaved changes as it is, announced, and moves it at its next change of screen', async () => {
    const { flow, container, loads, unsaved } = await setUp();
    const worker = newBuildWaits(container);
    unsaved.value = true;
    container.takenOverBy(worker);
    expect(loads).toEqual([]);
    expect(flow.getReady()).toBe(true);

    expect(flow.moveBeforeNavigation('/orders')).toBe(false); // still unsaved
    unsaved.value = false; // saved
    expect(flow.moveBeforeNavigation('/orders')).toBe(true);
    expect(loads).toEqual(['/orders']);
  });
});
