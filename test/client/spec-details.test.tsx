import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ThemeProvider } from '../../src/app/providers';
import { buildLightTheme } from '../../src/app/theme';
import { brandRamp, contrastRatio } from '../../src/lib/color';
import { ImportButton } from '../../src/components/resource';
import { DetailDrawer } from '../../src/components/resource/drawer/DetailDrawer';
import { colorModeChosen, settingsLoaded, withPrimaryDark } from '../../src/features/settings';
import { organizationsConfig } from '../../src/features/organizations';
import { findDialog, freshStore, json, mockFetch, useTestConfig } from './helpers';
import { listBody, org, renderKit, VIEWER_CAPS } from './resource/utils';

jest.setTimeout(60_000);
beforeEach(() => {
  useTestConfig();
  localStorage.clear();
});

describe('primary_color_dark', () => {
  it('is derived from primary_color, lightened by 20 per channel, when the settings lack it', () => {
    expect(withPrimaryDark({ primary_color: '#0F6CBD' }).primary_color_dark).toBe('#2380D1');
    expect(withPrimaryDark({ primary_color: '#0F6CBD', primary_color_dark: null }).primary_color_dark).toBe('#2380D1');
    expect(withPrimaryDark({ primary_color: '#F5F0EC' }).primary_color_dark).toBe('#FFFFFF');
    expect(withPrimaryDark({ primary_color: '#0F6CBD', primary_color_dark: '#115ea3' }).primary_color_dark).toBe(
      '#115EA3',
    );
    expect(withPrimaryDark({ app_name: 'x' })).toEqual({ app_name: 'x' });
  });

  it('is stored with the settings when they load', () => {
    const store = freshStore();
    store.dispatch(settingsLoaded({ primary_color: '#8A1538' }));
    expect(store.getState().settings.value?.primary_color_dark).toBe('#9E294C');
  });

  it("is the light theme's brand hover shade; primary_color stays its brand colour", () => {
    const derived = buildLightTheme('#8A1538');
    expect(derived.colorBrandBackground).toBe('#8A1538');
    expect(derived.colorBrandBackgroundHover).toBe('#9E294C');
    expect(buildLightTheme('#8A1538', '#AA0000').colorBrandBackgroundHover).toBe('#AA0000');
    expect(derived.colorNeutralBackground1).toBe('#ffffff');
  });

  it('gives way to a darker hover when white text would not read on it at 4.5:1', () => {
    // #0F6CBD lightened by 20 per channel is #2380D1: white on it is 4.13:1.
    expect(contrastRatio('#2380D1', '#ffffff')).toBeCloseTo(4.13, 2);
    const theme = buildLightTheme('#0F6CBD');
    expect(theme.colorBrandBackgroundHover).not.toBe('#2380D1');
    expect(theme.colorBrandBackgroundHover).toBe(brandRamp('#0F6CBD')[70]);
    expect(theme.colorCompoundBrandBackgroundHover).toBe(theme.colorBrandBackgroundHover);
    for (const token of [
      theme.colorBrandBackground,
      theme.colorBrandBackgroundHover,
      theme.colorBrandBackgroundPressed,
      theme.colorBrandBackgroundSelected,
    ])
      expect(contrastRatio(token, theme.colorNeutralForegroundOnBrand)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('colour mode', () => {
  it('is saved under colorMode, while the light theme stays forced', async () => {
    const store = freshStore();
    store.dispatch(settingsLoaded({ primary_color: '#8A1538' }));
    render(
      <Provider store={store}>
        <ThemeProvider>
          <span>page</span>
        </ThemeProvider>
      </Provider>,
    );
    await waitFor(() => expect(localStorage.getItem('colorMode')).toBe('light'));
    act(() => {
      store.dispatch(colorModeChosen('dark'));
    });
    await waitFor(() => expect(localStorage.getItem('colorMode')).toBe('dark'));
    // Still the light theme in the brand colour: the page background is white, the brand is primary_color.
    const provider = screen.getByText('page').closest('.fui-FluentProvider') as HTMLElement;
    const rules = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .map((rule) => rule.cssText)
      .filter((css) => provider.className.split(' ').some((c) => c && css.includes(`.${c}`)))
      .join('\n');
    expect(rules).toMatch(/--colorNeutralBackground1: #ffffff/i);
    expect(rules).toMatch(/--colorBrandBackground: #8A1538/i);
    expect(rules).toMatch(/--colorBrandBackgroundHover: #9E294C/i);
  });
});

describe('import modal title', () => {
  const renderImport = (dialogLabel?: string) =>
    renderKit(<ImportButton resource="products" access={{ can: true }} dialogLabel={dialogLabel} />, {
      route: '/',
      path: '/',
    });

  it("is 'Import Products' for products", async () => {
    renderImport('Import Products');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Products' });
    expect(within(dialog).getByRole('heading', { name: 'Import Products' })).toBeInTheDocument();
  });

  it("is 'Import Records' for the other resources", async () => {
    renderImport();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Records' });
    expect(within(dialog).getByRole('heading', { name: 'Import Records' })).toBeInTheDocument();
  });
});

describe('detail drawer header', () => {
  function renderDrawer(capabilities?: string[]) {
    const api = mockFetch(async (request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/organizations')) return listBody([org(1, { name: 'Cedar Events' })]);
      return json(404, { message: 'Not found', code: 'not_found' });
    });
    return {
      ...renderKit(<DetailDrawer config={organizationsConfig} />, {
        route: '/organizations/1',
        path: '/organizations/:id',
        capabilities,
      }),
      ...api,
    };
  }

  it('shows the breadcrumb and the Refresh, List, Edit and Delete buttons', async () => {
    const { calls } = renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: /Organization Cedar Events/ });
    await within(drawer).findByDisplayValue('Street 1');
    const crumbs = within(drawer).getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Organizations' })).toHaveAttribute('href', '/organizations');
    expect(within(crumbs).getByText('Cedar Events')).toHaveAttribute('aria-current', 'page');
    const toolbar = within(drawer).getByRole('toolbar', { name: 'Organization actions' });
    for (const name of ['Refresh', 'List', 'Edit', 'Delete'])
      expect(within(toolbar).getByRole('button', { name })).toBeEnabled();

    const user = userEvent.setup();
    const before = calls.length;
    await user.click(within(toolbar).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls.length).toBe(before + 1));
    await user.click(within(toolbar).getByRole('button', { name: 'Edit' }));
    expect(within(drawer).getAllByRole('textbox')[0]).toHaveFocus();
    await user.click(within(toolbar).getByRole('button', { name: 'Delete' }));
    // Opened over the drawer, the confirmation may be marked aria-hidden in jsdom (see findDialog).
    const confirm = await findDialog('alertdialog', 'Are you sure?', 15_000);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel', hidden: true }));
    await user.click(within(toolbar).getByRole('button', { name: 'List' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/organizations$/));
  });

  it('disables Edit and Delete for a viewer, with the reason', async () => {
    renderDrawer(VIEWER_CAPS);
    const drawer = await screen.findByRole('dialog', { name: /Organization Cedar Events/ });
    const toolbar = within(drawer).getByRole('toolbar', { name: 'Organization actions' });
    expect(within(toolbar).getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(toolbar).getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(toolbar).getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });
});
