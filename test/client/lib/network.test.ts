import {
  currentOutage,
  getNetworkStatus,
  PROBE_INTERVAL_MS,
  reportReachable,
  reportUnreachable,
  resetNetworkStatusForTests,
  subscribeNetworkStatus,
} from '../../../src/lib/network';

describe('network status', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    jest.useFakeTimers();
    resetNetworkStatusForTests();
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => jest.useRealTimers());

  it('goes offline at the first unanswered request, remembering since when, and tells listeners', () => {
    const heard = jest.fn();
    const stop = subscribeNetworkStatus(heard);
    reportUnreachable(1_000);
    reportUnreachable(5_000);
    expect(getNetworkStatus()).toEqual({ online: false, offlineSince: 1_000 });
    expect(heard).toHaveBeenCalledTimes(1);
    reportReachable();
    expect(getNetworkStatus()).toEqual({ online: true, offlineSince: null });
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
  });

  it('asks /healthz while offline and comes back online when it answers', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({ ok: true });
    reportUnreachable();
    await jest.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(getNetworkStatus().online).toBe(false);
    await jest.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledWith('/healthz', { cache: 'no-store' });
    expect(getNetworkStatus().online).toBe(true);
    fetchMock.mockClear();
    await jest.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 3);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not count an answer to a request sent before the connection went', () => {
    const sentBefore = currentOutage();
    reportUnreachable(1_000);
    reportReachable(sentBefore);
    expect(getNetworkStatus().online).toBe(false);
    reportReachable(currentOutage());
    expect(getNetworkStatus().online).toBe(true);
  });

  it('stays offline when an answer sent before the cut arrives after the browser went offline', () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    reportReachable();
    expect(getNetworkStatus().online).toBe(false);
    onLine.mockReturnValue(true);
    reportReachable();
    expect(getNetworkStatus().online).toBe(true);
    onLine.mockRestore();
  });

  it("follows the browser's offline event", () => {
    window.dispatchEvent(new Event('offline'));
    expect(getNetworkStatus().online).toBe(false);
  });
});
