import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { MemoryRouter } from 'react-router';
import { ResourceList } from '../../../src/components/resource';
import { DateCell, EmailCell, PhoneCell, TextCell } from '../../../src/components/resource/list/cells';
import { CreateModal } from '../../../src/components/resource/form/CreateModal';
import { LookupSelect } from '../../../src/components/resource/lookups/lookups';
import { organizationsConfig } from '../../../src/features/organizations';
import { json, mockFetch, useTestConfig } from '../helpers';
import { listBody, org, paramsOf, renderKit, wholeText } from './utils';

/**
 * The resource kit's list, cells, create modal and lookups (issue 4), with a fresh store per test and queries by
 * role and name: what the other kit tests do not cover.
 */

// Generous: these render whole screens, and CI runs them on 2 busy cores.
jest.setTimeout(60_000);

beforeEach(() => useTestConfig());
afterEach(() => jest.useRealTimers());

const pathIs = (r: Request, end: string) => new URL(r.url).pathname.endsWith(end);

describe('list state survives a reload', () => {
  it('a fresh app on the same URL asks the server for the same page, size, sort and search', async () => {
    const url =
      '/organizations?current=3&pageSize=20&sorters[0][field]=name&sorters[0][order]=asc' +
      '&filters[0][field]=search&filters[0][operator]=contains&filters[0][value]=cedar';
    const { calls } = mockFetch(() => listBody([org(41)], 60));
    const first = renderKit(<ResourceList config={organizationsConfig} />, { route: url, path: '/organizations' });
    await screen.findByRole('link', { name: /Org 41/ });
    const before = Object.fromEntries(paramsOf(calls.filter((r) => pathIs(r, '/organizations'))[0]));
    first.unmount();

    // "Reload": new store, new router, same address.
    calls.length = 0;
    renderKit(<ResourceList config={organizationsConfig} />, { route: url, path: '/organizations' });
    await screen.findByRole('link', { name: /Org 41/ });
    const after = Object.fromEntries(paramsOf(calls.filter((r) => pathIs(r, '/organizations'))[0]));
    expect(after).toEqual(before);
    expect(after).toMatchObject({ page: '3', per_page: '20', order_by: 'name', order: 'ASC', search: 'cedar' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('cedar');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('60 organizations in total')).toBeInTheDocument();
  });
});

function renderCells(ui: React.ReactElement) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter>{ui}</MemoryRouter>
    </FluentProvider>,
  );
}

describe('cells', () => {
  it('makes a link of a valid URL only', () => {
    renderCells(
      <ul>
        <li data-testid="url">
          <TextCell value="https://cedar-table.example.com/menu" />
        </li>
        <li data-testid="bare">
          <TextCell value="cedar-table.example.com" />
        </li>
        <li data-testid="broken">
          <TextCell value="http://not a url" />
        </li>
        <li data-testid="script">
          <TextCell value="javascript:alert(1)" />
        </li>
      </ul>,
    );
    const link = within(screen.getByTestId('url')).getByRole('link', { name: 'https://cedar-table.example.com/menu' });
    expect(link).toHaveAttribute('href', 'https://cedar-table.example.com/menu');
    expect(link).toHaveAttribute('target', '_blank');
    for (const id of ['bare', 'broken', 'script']) {
      expect(within(screen.getByTestId(id)).queryByRole('link')).not.toBeInTheDocument();
    }
    expect(screen.getByTestId('bare')).toHaveTextContent('cedar-table.example.com');
  });

  it('calls phone numbers (tel:) and mails emails (mailto:)', () => {
    renderCells(
      <>
        <PhoneCell value="+961 3 123-456" />
        <EmailCell value="chef@cedar.test" />
      </>,
    );
    expect(screen.getByRole('link', { name: '+961 3 123-456' })).toHaveAttribute('href', 'tel:+9613123456');
    // Left to right in every language: inside Arabic its groups would otherwise read '123-456 3 961+'.
    expect(screen.getByRole('link', { name: '+961 3 123-456' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: 'chef@cedar.test' })).toHaveAttribute('href', 'mailto:chef@cedar.test');
  });

  it('cuts long text with an ellipsis and shows the full text in a tooltip; short text is left whole', async () => {
    renderCells(
      <>
        <TextCell value="Halloumi, tomato and mint on saj bread" max={24} />
        <TextCell value="Short note" max={24} />
      </>,
    );
    const cut = screen.getByText(wholeText('Halloumi, tomato and min…')).closest('[aria-describedby]')!;
    expect(cut).toHaveAccessibleDescription('Halloumi, tomato and mint on saj bread');
    await userEvent.hover(cut);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Halloumi, tomato and mint on saj bread');
    expect(screen.getByText(wholeText('Short note'))).toBeInTheDocument();
  });

  it('shows dates as DD/MM/YYYY', () => {
    renderCells(<DateCell value="2026-03-07" />);
    expect(screen.getByText(/^07\/03\/2026$/)).toBeInTheDocument();
  });
});

describe('create modal', () => {
  it("keeps the modal open with what was typed and shows the server's error when the save is refused", async () => {
    const { calls } = mockFetch((r) =>
      r.method === 'POST'
        ? json(409, {
            message: 'An organization with this name already exists.',
            code: 'conflict',
            errors: { name: 'is already taken' },
          })
        : listBody([]),
    );
    renderKit(<CreateModal config={organizationsConfig} />, {
      route: '/organizations/create',
      path: '/organizations/create',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add New Organization' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Cedar Table');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('An organization with this name already exists.')).toBeInTheDocument();
    expect(within(dialog).getByText('Could not save')).toBeInTheDocument();
    expect(within(dialog).getByText('Name is already taken')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add New Organization' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Cedar Table');
    expect(screen.getByTestId('location')).toHaveTextContent('/organizations/create');
    expect(calls.filter((r) => r.method === 'POST')).toHaveLength(1);
    // Save again is possible (the button is not stuck in 'Saving…').
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});

describe('lookup selects', () => {
  it('search the server as the user types, asking for up to 100 results, and offer what it answers', async () => {
    const hamra = { id: 3, name: 'Hamra Offices', logo: null, email: null, address: null };
    const { calls } = mockFetch((r) => listBody(paramsOf(r).get('search') ? [hamra] : [org(1), hamra]));
    const onChange = jest.fn();
    renderKit(<LookupSelect source="organizations" aria-label="Organization" value={null} onChange={onChange} />, {
      route: '/',
      path: '/',
    });
    const searches = () => calls.map((r) => paramsOf(r).get('search'));
    const box = screen.getByRole('combobox', { name: 'Organization' });
    expect(calls).toHaveLength(0); // nothing is asked before the select is used
    const user = userEvent.setup();
    await user.type(box, 'Ham');
    await waitFor(() => expect(searches()).toContain('Ham'));
    const searched = calls.find((r) => paramsOf(r).get('search') === 'Ham')!;
    expect(new URL(searched.url).pathname).toMatch(/\/organizations$/);
    expect(paramsOf(searched).get('per_page')).toBe('100');
    expect(searches().at(-1)).toBe('Ham'); // the text the user stopped at is the last one asked for
    await user.click(await screen.findByRole('option', { name: /Hamra Offices/ }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: 3, label: 'Hamra Offices' }));
  });
});

describe('undoable delete from the list', () => {
  it("counts 'You have N seconds to undo' down each second; Undo keeps the row and no DELETE is sent", async () => {
    jest.useFakeTimers();
    const { calls } = mockFetch((r) => (r.method === 'DELETE' ? json(200, {}) : listBody([org(1), org(2)])));
    renderKit(<ResourceList config={organizationsConfig} />, { route: '/organizations', path: '/organizations/*' });
    const table = await screen.findByRole('table', { name: 'Organizations' });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(within(table).getByRole('button', { name: 'Delete Org 1' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await user.click(await within(confirm).findByRole('button', { name: 'Delete' }));
    const secondsLeft = () =>
      Number(screen.getByRole('timer').textContent?.match(/^You have (\d) seconds to undo$/)?.[1]);
    await screen.findByRole('timer');
    const first = secondsLeft();
    expect(first).toBeGreaterThanOrEqual(4);
    expect(screen.queryByRole('link', { name: /Org 1/ })).not.toBeInTheDocument(); // hidden while it waits
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(secondsLeft()).toBe(first - 1);
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(secondsLeft()).toBe(first - 2);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('link', { name: /Org 1/ })).toBeInTheDocument();
    // Well past the end of the countdown: still no DELETE.
    await act(async () => {
      jest.advanceTimersByTime(10_000);
    });
    expect(calls.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByRole('link', { name: /Org 1/ })).toBeInTheDocument();
  });

  it('without Undo, sends the DELETE of that row when the countdown ends', async () => {
    jest.useFakeTimers();
    const { calls } = mockFetch((r) => (r.method === 'DELETE' ? json(200, {}) : listBody([org(1), org(2)])));
    renderKit(<ResourceList config={organizationsConfig} />, { route: '/organizations', path: '/organizations/*' });
    const table = await screen.findByRole('table', { name: 'Organizations' });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(within(table).getByRole('button', { name: 'Delete Org 2' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await user.click(await within(confirm).findByRole('button', { name: 'Delete' }));
    await screen.findByRole('timer');
    expect(calls.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    await act(async () => {
      jest.advanceTimersByTime(5000);
    });
    await waitFor(() => expect(calls.filter((r) => r.method === 'DELETE')).toHaveLength(1));
    expect(new URL(calls.find((r) => r.method === 'DELETE')!.url).pathname).toMatch(
      /\/organizations\/delete\/2$|\/organizations\/2$/,
    );
  });
});
