import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExportButton, EXPORT_SUCCESS } from '../../../src/components/resource/data-transfer/DataTransfer';
import { IMPORT_ACCEPT } from '../../../src/components/resource/data-transfer/ImportDialog';
import { ToastHost } from '../../../src/components/resource/feedback/ToastHost';
import { json, mockFetch, useTestConfig } from '../helpers';
import { renderKit } from './utils';

jest.setTimeout(60_000);

beforeEach(() => useTestConfig());

const accepted = () => json(202, { data: { job_id: 7, message: 'queued' } });
const exportCalls = (calls: Request[]) => calls.filter((r) => new URL(r.url).pathname.endsWith('/export/products'));

describe('export format', () => {
  function renderButton() {
    const fetched = mockFetch(accepted);
    renderKit(<ExportButton resource="products" filters={{ status: 'publish' }} access={{ can: true }} />, {
      route: '/products',
      path: '/products',
      extra: <ToastHost />,
    });
    return fetched;
  }

  it('Export mails CSV as before: no format parameter, the filters as the body, the spec notice', async () => {
    const { calls } = renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(exportCalls(calls)).toHaveLength(1));
    const [call] = exportCalls(calls);
    expect(new URL(call.url).search).toBe('');
    expect(await call.clone().json()).toEqual({ status: 'publish' });
    expect(await screen.findByText(EXPORT_SUCCESS)).toBeInTheDocument();
  });

  it('the File type chevron offers CSV or Excel; Excel asks the server for format=xlsx with the same filters', async () => {
    const { calls } = renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'File type' }));
    expect(screen.getByRole('menuitem', { name: 'CSV (.csv)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Excel (.xlsx)' }));
    await waitFor(() => expect(exportCalls(calls)).toHaveLength(1));
    const [call] = exportCalls(calls);
    expect(new URL(call.url).searchParams.get('format')).toBe('xlsx');
    expect(await call.clone().json()).toEqual({ status: 'publish' });
    expect(await screen.findByText(EXPORT_SUCCESS)).toBeInTheDocument();
  });

  it("next to 'Export Orders' the chevron is 'Orders file type': finding a button by its label stays unambiguous", () => {
    mockFetch(accepted);
    renderKit(<ExportButton resource="orders" filters={{}} access={{ can: true }} label="Export Orders" />, {
      route: '/orders',
      path: '/orders',
    });
    expect(screen.getAllByRole('button', { name: /export orders/i })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Orders file type' })).toHaveAttribute('aria-haspopup', 'menu');
  });

  it('no export access: neither the button nor the format menu is shown', () => {
    mockFetch(accepted);
    renderKit(
      <ExportButton
        resource="products"
        filters={{}}
        access={{ can: false, reason: 'Missing Required AUthorization' }}
      />,
      {
        route: '/products',
        path: '/products',
      },
    );
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'File type' })).not.toBeInTheDocument();
  });

  it('the import file chooser takes Excel workbooks as well as CSV', () => {
    expect(IMPORT_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['.csv', '.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']),
    );
  });
});
