import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage } from '../../../src/api/errors';
import { ErrorScreen } from '../../../src/components/ErrorScreen';
import { LoadingScreen } from '../../../src/components/LoadingScreen';
import { safeText } from '../../../src/components/safeText';
import {
  EnumBadge,
  Pagination,
  ResourceKitProvider,
  ResourceList,
  settingsOptions,
  type FieldConfig,
} from '../../../src/components/resource';
import { useCalendarStrings } from '../../../src/components/resource/dates/calendarStrings';
import { DetailDrawer } from '../../../src/components/resource/drawer/DetailDrawer';
import { showToast } from '../../../src/components/resource/feedback/toastBus';
import ToastHost from '../../../src/components/resource/feedback/ToastHost';
import { countText, weekdayNames } from '../../../src/components/resource/text';
import { organizationsConfig } from '../../../src/features/organizations';
import { i18n, translateText } from '../../../src/i18n';
import { formatDateTimeInZone } from '../../../src/lib/zones';
import { showIn } from '../i18nTesting';
import { json, mockFetch, useTestConfig } from '../helpers';
import { listBody, org, renderKit } from './utils';

/** The resource kit in Arabic: its own words, counted phrases, enum values, server errors by code, RTL. */

// Generous: whole screens render here, and CI runs them on 2 busy cores.
jest.setTimeout(60_000);

beforeAll(() => {
  // A feature's config holds catalogue keys; the kit translates them where it renders.
  i18n.addResourceBundle('en', 'kittest', { address: 'Address' }, true, true);
  i18n.addResourceBundle('ar', 'kittest', { address: 'العنوان' }, true, true);
});

beforeEach(async () => {
  useTestConfig();
  await showIn('ar');
});

afterEach(() => showIn('en'));

const COUNTS = [0, 1, 2, 3, 11, 100];

describe('counted phrases in Arabic', () => {
  it('says "N selected" in the six plural forms', () => {
    expect(COUNTS.map((count) => i18n.t('kit:list.selected', { count }))).toEqual([
      'لم يُحدَّد أي صف',
      'صف واحد محدد',
      'صفّان محددان',
      '3 صفوف محددة',
      '11 صفًا محددًا',
      '100 صف محدد',
    ]);
  });

  it('counts records with the noun in the number Arabic needs', () => {
    expect(COUNTS.map((n) => countText('words:resources.products.count', n, 'product', 'products'))).toEqual([
      'لا منتجات',
      'منتج واحد',
      'منتجان',
      '3 منتجات',
      '11 منتجًا',
      '100 منتج',
    ]);
    expect(i18n.t('kit:list.total', { things: countText('words:resources.organizations.count', 2, '', '') })).toBe(
      'المجموع: مؤسستان',
    );
  });

  it('counts down the undo in seconds', () => {
    expect([5, 2, 1].map((count) => i18n.t('kit:toasts.countdown', { count }))).toEqual([
      'أمامك 5 ثوانٍ للتراجع',
      'أمامك ثانيتان للتراجع',
      'أمامك ثانية واحدة للتراجع',
    ]);
  });
});

describe('the list in Arabic', () => {
  it('shows its title, toolbar, total and pages in Arabic, right to left', async () => {
    mockFetch((r) =>
      new URL(r.url).pathname.endsWith('/organizations') ? listBody([org(21), org(22)], 45) : json(404, {}),
    );
    // The kit's own search placeholder (the feature's config names its own).
    renderKit(<ResourceList config={{ ...organizationsConfig, search: undefined }} />, {
      route: '/organizations?current=2',
      path: '/organizations',
    });
    expect(await screen.findByRole('link', { name: /Org 21/ })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'المؤسسات' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'بحث' })).toHaveAttribute('placeholder', 'ابحث في المؤسسات');
    expect(screen.getByRole('button', { name: 'إضافة جديد' })).toBeInTheDocument();
    expect(screen.getByText('المجموع: 45 مؤسسة')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'الصفحات' });
    expect(within(pages).getByRole('button', { name: 'الصفحة 3' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'الصفحة التالية' })).toBeEnabled();
    expect(screen.getByText('عدد الصفوف في الصفحة')).toBeInTheDocument();

    // Selecting rows says how many, in Arabic plural forms.
    await userEvent.click(screen.getByRole('checkbox', { name: 'تحديد Org 21' }));
    expect(await screen.findByText('صف واحد محدد')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'تحديد Org 22' }));
    expect(await screen.findByText('صفّان محددان')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'حذف المحدد' })).toBeInTheDocument();
  });

  it('mirrors the pagination chevrons in right to left only', async () => {
    const classOfNext = () =>
      screen
        .getByRole('button', { name: i18n.t('kit:pagination.next') })
        .querySelector('svg')
        ?.getAttribute('class');
    const pagination = (
      <FluentProvider theme={webLightTheme}>
        <Pagination
          current={1}
          pageSize={10}
          total={30}
          entity="words:resources.orders.count"
          pageSizes={[10]}
          onChange={() => {}}
        />
      </FluentProvider>
    );
    const { unmount } = render(pagination);
    expect(screen.getByText('المجموع: 30 طلبًا')).toBeInTheDocument();
    const rtl = classOfNext();
    unmount();
    await showIn('en');
    render(pagination);
    expect(screen.getByText('30 orders in total')).toBeInTheDocument();
    expect(classOfNext()).not.toEqual(rtl);
  });
});

describe('a drawer field in Arabic', () => {
  it('translates the label key, the kit words and a refused value by its code', async () => {
    const address: FieldConfig = { name: 'address', label: 'kittest:address', kind: 'textarea' };
    const config = {
      ...organizationsConfig,
      drawer: { ...organizationsConfig.drawer, fields: [address], deleteLabel: undefined },
    };
    mockFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/organizations/update/1'))
        return json(400, {
          message: 'address must not be empty',
          code: 'validation_error',
          errors: { address: 'must not be empty' },
        });
      if (path.endsWith('/organizations')) return listBody([org(1)]);
      return json(404, { message: 'Not found', code: 'not_found' });
    });
    renderKit(<DetailDrawer config={config} />, { route: '/organizations/1', path: '/organizations/:id' });
    const field = await screen.findByRole('textbox', { name: 'العنوان' });
    expect(screen.getByRole('status', { name: 'الحفظ التلقائي' })).toHaveTextContent('بانتظار التغييرات');
    expect(screen.getByText('تاريخ الإنشاء')).toBeInTheDocument();
    // The record's Latin name in its own direction, in the title and the breadcrumb (cut at its end if long).
    for (const name of screen.getAllByText('Org 1')) expect(name).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('button', { name: 'حذف مؤسسة' })).toBeInTheDocument();
    await userEvent.clear(field);
    await act(async () => field.blur());
    expect(await screen.findByText('يجب ألّا يكون العنوان فارغًا')).toBeInTheDocument();
  });
});

describe('server errors by code', () => {
  const conflict = { status: 409, data: { message: 'The change conflicts with existing records.', code: 'conflict' } };

  it('are shown in the language of the user, the server’s words in English', async () => {
    expect(errorMessage(conflict)).toBe(
      'يتعارض هذا التغيير مع السجلات بحالتها الحالية: قد تكون إحدى القيم مستخدمة من قبل، أو غيّرها شخص آخر في الأثناء. أعد التحميل وحاول مجددًا.',
    );
    expect(errorMessage({ status: 400, data: { message: 'Odd', code: 'no_such_code' } })).toBe('Odd');
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'تعذّر الاتصال بالخادم. تحقّق من الاتصال وحاول مرة أخرى.',
    );
    await showIn('en');
    expect(errorMessage(conflict)).toBe('The change conflicts with existing records.');
  });

  it('reach the error toast in Arabic', async () => {
    render(
      <FluentProvider theme={webLightTheme} dir="rtl">
        <ToastHost />
      </FluentProvider>,
    );
    act(() =>
      showToast({
        kind: 'notice',
        intent: 'error',
        title: i18n.t('kit:toasts.deleteFailed'),
        body: errorMessage({ status: 403, data: { message: 'Forbidden', code: 'forbidden' } }),
      }),
    );
    expect(await screen.findByText('فشل الحذف')).toBeInTheDocument();
    expect(screen.getByText('لا يُسمح لك بتنفيذ هذا الإجراء.')).toBeInTheDocument();
  });
});

describe('enum values in Arabic', () => {
  const settings = {
    order_statuses: [
      { value: 'pending', label: 'Pending' },
      { value: 'brand_new', label: 'Brand New' },
    ],
  };

  it('labels a badge by value, the server’s label when the catalogue has none', () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <ResourceKitProvider value={{ can: () => ({ can: true }), settings }}>
          <EnumBadge value="pending" optionsKey="order_statuses" />
          <EnumBadge value="brand_new" optionsKey="order_statuses" />
        </ResourceKitProvider>
      </FluentProvider>,
    );
    expect(screen.getByText('قيد الانتظار')).toBeInTheDocument();
    expect(screen.getByText('Brand New')).toBeInTheDocument();
    expect(settingsOptions(settings, 'order_statuses').map((o) => o.label)).toEqual(['قيد الانتظار', 'Brand New']);
  });

  it('keeps the server’s labels in English', async () => {
    await showIn('en');
    expect(settingsOptions(settings, 'order_statuses').map((o) => o.label)).toEqual(['Pending', 'Brand New']);
  });
});

describe('dates in Arabic', () => {
  it('names months and days in Arabic while numeric dates stay DD/MM/YYYY', () => {
    // The time isolated (FSI … PDI): unisolated, Arabic draws '12:30 pm' as 'pm 12:30'.
    expect(formatDateTimeInZone('2026-11-24T10:30:00Z', 'Asia/Beirut', 'Asia/Beirut')).toBe(
      '24/11/2026 الساعة \u206812:30 pm\u2069',
    );
    expect(weekdayNames()[0]).toBe('الأحد');
    let strings: ReturnType<typeof useCalendarStrings> | undefined;
    function Probe() {
      strings = useCalendarStrings();
      return null;
    }
    render(<Probe />);
    expect(strings?.months[10]).toBe('تشرين الثاني');
    expect(strings?.goToToday).toBe('الانتقال إلى اليوم');
  });
});

describe('boot screens', () => {
  it('speak Arabic once the catalogue is there, English text for what it lacks', async () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <LoadingScreen />
        <ErrorScreen title="common:boot.settingsFailed" onRetry={() => {}} />
      </FluentProvider>,
    );
    expect(screen.getByText('جارٍ التحميل…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'تعذّر تحميل إعدادات التطبيق' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
    expect(safeText('Plain words')).toBe('Plain words');
    expect(translateText('kittest:address')).toBe('العنوان');
    await waitFor(() => expect(document.documentElement.lang).toBe('ar'));
  });
});
