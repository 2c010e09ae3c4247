import { act, screen, within } from '@testing-library/react';
import { Shell } from '../../../src/features/shell';
import { reportReachable, reportUnreachable, resetNetworkStatusForTests } from '../../../src/lib/network';
import { freshStore, json, mockFetch, renderWithProviders, signedInSession, useTestConfig } from '../helpers';
import { catalogueOf, showIn } from '../i18nTesting';

/**
 * The signed-in shell's offline banner (issue 27): shown once for every page while the server is out of
 * reach, with the time the connection went (in the kitchen's zone), politely announced, gone once back;
 * not on the pages that show their own (the kitchen board and the production sheet).
 */

jest.setTimeout(30_000);

/** 12:04 pm in Beirut, the kitchen's zone when the settings name none. */
const WENT_AT = Date.parse('2026-11-20T10:04:00Z');

beforeEach(() => {
  useTestConfig();
  resetNetworkStatusForTests();
  // The offline store asks /healthz every 2 s; here the server stays out of reach until a test says so.
  mockFetch(() => json(503, {}));
});
afterEach(async () => {
  resetNetworkStatusForTests();
  await showIn('en');
});

function renderShell(route: string) {
  const store = freshStore({ session: signedInSession() });
  return renderWithProviders(
    <Shell>
      <h1>Organizations</h1>
    </Shell>,
    { store, route },
  );
}

const region = () => screen.getByRole('status', { name: 'Connection' });

describe('the offline banner of the signed-in shell', () => {
  it('appears in a polite status region while offline, with the time, and goes once back online', () => {
    renderShell('/organizations');
    expect(region()).toHaveAttribute('aria-live', 'polite');
    expect(region()).toBeEmptyDOMElement();

    act(() => reportUnreachable(WENT_AT));
    expect(within(region()).getByText(/^Offline since 12:04 pm/)).toBeInTheDocument();
    expect(region()).toHaveTextContent(
      'Showing what was loaded; changes cannot be saved until the connection returns.',
    );
    // Above the page, not over it: the page is still there, after the banner.
    const heading = screen.getByRole('heading', { name: 'Organizations' });
    expect(region().compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    act(() => reportReachable());
    expect(region()).toBeEmptyDOMElement();
  });

  it("speaks the user's language (Arabic)", async () => {
    await act(() => showIn('ar'));
    renderShell('/organizations');
    act(() => reportUnreachable(WENT_AT));
    const words = catalogueOf('ar').shell.offline as Record<string, string>;
    const arabic = screen.getByRole('status', { name: words.region });
    expect(arabic).toHaveTextContent(words.body);
    expect(arabic).toHaveTextContent(/غير متصل منذ .*12:04 pm/);
  });

  it('leaves the kitchen board and the production sheet to their own notice', () => {
    for (const route of ['/kitchen-orders', '/production']) {
      const { unmount } = renderShell(route);
      act(() => reportUnreachable(WENT_AT));
      expect(screen.queryByRole('status', { name: 'Connection' })).not.toBeInTheDocument();
      expect(screen.queryByText(/Offline since/)).not.toBeInTheDocument();
      act(() => reportReachable());
      unmount();
    }
  });
});
