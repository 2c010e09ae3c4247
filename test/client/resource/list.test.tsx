import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseListState, ResourceList, writeListState } from '../../../src/components/resource';
import { organizationsConfig } from '../../../src/features/organizations';
import { productVariationsConfig } from '../../../src/features/product-variations';
import { json, mockFetch, useTestConfig } from '../helpers';
import { listBody, org, paramsOf, renderKit, VIEWER_CAPS, wholeText } from './utils';

// Generous: whole screens render here, and CI runs them on 2 busy cores.
jest.setTimeout(60_000);

beforeEach(() => useTestConfig());

const listCalls = (calls: Request[]) => calls.filter((r) => new URL(r.url).pathname.endsWith('/organizations'));
const location = () => screen.getByTestId('location').textContent ?? '';

describe('list state in the URL', () => {
  it('reads current and pageSize as numbers, with defaults for missing or bad values', () => {
    const state = parseListState(new URLSearchParams('current=3&pageSize=20'));
    expect(state.current).toBe(3);
    expect(state.pageSize).toBe(20);
    expect(parseListState(new URLSearchParams('current=abc&pageSize=-4'))).toMatchObject({ current: 1, pageSize: 10 });
  });

  it('round-trips sorters and filters, arrays included', () => {
    const state = {
      current: 2,
      pageSize: 50,
      sorters: [{ field: 'name', order: 'desc' as const }],
      filters: [
        { field: 'search', operator: 'contains', value: 'cedar' },
        { field: 'status', operator: 'in', value: ['draft', 'publish'] },
      ],
    };
    expect(parseListState(writeListState(state))).toEqual(state);
  });

  it('queries the server with the page, size, sorter and filters of the URL, and writes page changes back', async () => {
    const { calls } = mockFetch((r) =>
      new URL(r.url).pathname.endsWith('/organizations') ? listBody([org(21), org(22)], 45) : json(404, {}),
    );
    renderKit(<ResourceList config={organizationsConfig} />, {
      route:
        '/organizations?current=2&pageSize=20&sorters[0][field]=name&sorters[0][order]=desc&filters[0][field]=name&filters[0][operator]=contains&filters[0][value]=org',
      path: '/organizations',
    });
    expect(await screen.findByRole('link', { name: /Org 21/ })).toBeInTheDocument();
    const first = paramsOf(listCalls(calls)[0]);
    expect(Object.fromEntries(first)).toEqual({
      page: '2',
      per_page: '20',
      order_by: 'name',
      order: 'DESC',
      name_like: 'org',
    });
    expect(screen.getByText('45 organizations in total')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(location()).toContain('current=3'));
    await waitFor(() => expect(paramsOf(listCalls(calls).at(-1)!).get('page')).toBe('3'));
    expect(location()).toContain('pageSize=20');
  });

  it('sorts by a sortable column header: ascending, descending, then none', async () => {
    const { calls } = mockFetch(() => listBody([org(1)]));
    renderKit(<ResourceList config={organizationsConfig} />, { route: '/organizations', path: '/organizations' });
    await screen.findByRole('link', { name: /Org 1/ });
    const header = screen.getByRole('button', { name: 'Name' });
    await userEvent.click(header);
    await waitFor(() => expect(paramsOf(listCalls(calls).at(-1)!).get('order')).toBe('ASC'));
    expect(decodeURIComponent(location())).toContain('sorters[0][field]=name');
    await userEvent.click(header);
    await waitFor(() => expect(paramsOf(listCalls(calls).at(-1)!).get('order')).toBe('DESC'));
    await userEvent.click(header);
    await waitFor(() => expect(decodeURIComponent(location())).not.toContain('sorters'));
  });
});

describe('column filters', () => {
  it('a text filter from the column header goes to the URL and to the server as name_like, and resets', async () => {
    const { calls } = mockFetch(() => listBody([org(1)], 45));
    renderKit(<ResourceList config={organizationsConfig} />, {
      route: '/organizations?current=4',
      path: '/organizations',
    });
    await screen.findByRole('link', { name: /Org 1/ });
    await userEvent.click(screen.getByRole('button', { name: 'Filter Name' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name contains' }), 'cedar');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(paramsOf(listCalls(calls).at(-1)!).get('name_like')).toBe('cedar'));
    expect(decodeURIComponent(location())).toContain('filters[0][field]=name');
    expect(location()).toContain('current=1');
    expect(screen.getByRole('button', { name: 'Filter Name' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters (1)' }));
    await waitFor(() => expect(decodeURIComponent(location())).not.toContain('filters'));
    await waitFor(() => expect(paramsOf(listCalls(calls).at(-1)!).get('name_like')).toBeNull(), { timeout: 5000 });
  });
});

describe('search', () => {
  it('waits 500 ms after the last key before searching, and sends only the final text', async () => {
    const { calls } = mockFetch(() => listBody([org(1), org(2)]));
    renderKit(<ResourceList config={organizationsConfig} />, { route: '/organizations', path: '/organizations' });
    await screen.findByRole('link', { name: /Org 1/ });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ham');
    const typedAt = Date.now();
    const searched = () =>
      listCalls(calls)
        .map((r) => paramsOf(r).get('search'))
        .filter(Boolean);
    expect(searched()).toEqual([]);
    await waitFor(() => expect(searched()).toEqual(['ham']), { timeout: 3000 });
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(400);
    expect(decodeURIComponent(location())).toContain('filters[0][value]=ham');
    // A search goes back to page 1.
    expect(location()).toContain('current=1');
  });
});

describe('cells', () => {
  it('links emails with mailto, cuts long addresses at 20 characters and keeps the full text for the tooltip', async () => {
    mockFetch(() => listBody([org(1, { address: 'Rue Hamra, Ras Beirut, Lebanon', email: 'a@b.test' })]));
    renderKit(<ResourceList config={organizationsConfig} />, { route: '/organizations', path: '/organizations' });
    const table = await screen.findByRole('table', { name: 'Organizations' });
    expect(within(table).getByRole('link', { name: 'a@b.test' })).toHaveAttribute('href', 'mailto:a@b.test');
    const address = within(table).getByText(wholeText('Rue Hamra, Ras Beiru…'));
    await userEvent.hover(address);
    expect(await screen.findByText('Rue Hamra, Ras Beirut, Lebanon')).toBeInTheDocument();
    expect(within(table).getByText('20/11/2026 at', { exact: false })).toBeInTheDocument();
  });
});

describe('access', () => {
  it('a viewer sees no Add New, Export or Import; delete is disabled with the reason', async () => {
    mockFetch(() => listBody([org(1)]));
    renderKit(<ResourceList config={organizationsConfig} />, {
      route: '/organizations',
      path: '/organizations',
      capabilities: VIEWER_CAPS,
    });
    await screen.findByRole('link', { name: /Org 1/ });
    expect(screen.queryByRole('button', { name: 'Add New' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select all rows' })).not.toBeInTheDocument();
    const remove = screen.getByRole('button', { name: 'Delete Org 1' });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveAccessibleDescription('Missing Required AUthorization');
    const edit = screen.getByRole('button', { name: 'Edit Org 1' });
    expect(edit).toHaveAttribute('aria-disabled', 'true');
    expect(edit).toHaveAccessibleDescription('Missing Required AUthorization');
  });

  it('an editor sees Add New, Export and Import', async () => {
    mockFetch(() => listBody([org(1)]));
    renderKit(<ResourceList config={organizationsConfig} />, { route: '/organizations', path: '/organizations' });
    await screen.findByRole('link', { name: /Org 1/ });
    expect(screen.getByRole('button', { name: 'Add New' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
  });
});

describe('filters shown by permission', () => {
  const variation = {
    id: 5,
    name: 'Halloumi Sandwich – Hamra',
    price: 4.75,
    stock_status: 'available',
    stock_quantity: 3,
    product: { id: 1, name: 'Halloumi Sandwich', price: 4.75, image: null },
    outlet: { id: 2, name: 'Hamra' },
    __version: 1,
    __date_created: '2026-11-20T10:05:00.000Z',
  };
  const caps = (extra: string[]) => ['product_variations::list', 'product_variations::view', ...extra];

  it('product variations offer the product and outlet filters only to users who may list them', async () => {
    mockFetch(() => listBody([variation]));
    const { unmount } = renderKit(<ResourceList config={productVariationsConfig} />, {
      route: '/product-variations',
      path: '/product-variations',
      capabilities: caps([]),
    });
    expect(await screen.findByRole('link', { name: 'Halloumi Sandwich - 4.75$' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filter Product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filter Outlet' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter Stock Status' })).toBeInTheDocument();
    unmount();

    renderKit(<ResourceList config={productVariationsConfig} />, {
      route: '/product-variations',
      path: '/product-variations',
      capabilities: caps(['products::list', 'outlets::list']),
    });
    await screen.findByRole('link', { name: 'Halloumi Sandwich - 4.75$' });
    expect(screen.getByRole('button', { name: 'Filter Product' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter Outlet' })).toBeInTheDocument();
  });
});
