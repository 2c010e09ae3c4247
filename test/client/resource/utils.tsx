import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import '../../../src/api/enhance';
import type { Organization } from '../../../src/api/generated/clients';
import { ResourceKitProvider, type KitEnv } from '../../../src/components/resource';
import { can } from '../../../src/features/access';
import { freshStore, json, signedInSession } from '../helpers';

/** Test kit for the resource kit: a fresh store per test, the kit env from capabilities, routes. */

// jsdom has no ResizeObserver; Fluent's MessageBar measures itself with one.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;

export const ALL_ORG_CAPS = ['list', 'view', 'add', 'edit', 'delete', 'export', 'import'].map(
  (a) => `organizations::${a}`,
);
export const VIEWER_CAPS = ['organizations::list', 'organizations::view'];

export const SETTINGS = {
  app_name: 'Catering Back-Office',
  user_roles: [],
  add_on_types: [],
  category_statuses: [
    { value: 'draft', label: 'Draft' },
    { value: 'publish', label: 'Publish' },
  ],
  outlet_time_zones: [{ value: 'Asia/Beirut', label: 'Asia / Beirut' }],
};

export function org(id: number, overrides: Partial<Organization> = {}): Organization {
  return {
    id,
    name: `Org ${id}`,
    logo: null,
    email: `org${id}@example.com`,
    address: `Street ${id}`,
    billing_email: null,
    tax_number: null,
    payment_terms_days: 30,
    credit_limit: null,
    po_required: false,
    __version: 3,
    __date_created: '2026-11-20T10:05:00.000Z',
    ...overrides,
  };
}

export const listBody = (rows: unknown[], total = rows.length) =>
  json(200, { data: { results: rows, meta: { total_count: total } } });

/** Shows the current location so tests can read the URL the kit writes. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function kitEnv(capabilities: string[]): KitEnv {
  return { can: (resource, action) => can(capabilities, resource, action), settings: SETTINGS };
}

interface Options {
  route: string;
  /** Route pattern of `ui`, e.g. '/organizations/*'. */
  path: string;
  capabilities?: string[];
  extra?: ReactNode;
}

export function renderKit(ui: ReactElement, { route, path, capabilities = ALL_ORG_CAPS, extra }: Options) {
  const store = freshStore({ session: signedInSession({ user_caps: capabilities }) });
  const utils = render(
    <Provider store={store}>
      <FluentProvider theme={webLightTheme}>
        <ResourceKitProvider value={kitEnv(capabilities)}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={path} element={ui} />
            </Routes>
            <LocationProbe />
            {extra}
          </MemoryRouter>
        </ResourceKitProvider>
      </FluentProvider>
    </Provider>,
  );
  return { store, ...utils };
}

/** Query parameters of a recorded request. */
export const paramsOf = (request: Request) => new URL(request.url).searchParams;

/**
 * Finds text that table cells split into one element a word (so that lines break only between words): the
 * innermost element whose whole text is `text`.
 */
export const wholeText = (text: string) => (_content: string, element: Element | null) =>
  !!element && element.textContent === text && ![...element.children].some((child) => child.textContent === text);
