import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, UNSAFE_createMemoryHistory } from 'react-router';
import { Boot } from '../../../src/app/Boot';
import { AppProviders } from '../../../src/app/providers';
import { AppRouter } from '../../../src/app/router';
import { describeOnTime, describePrep, formatMinutes, formatRate } from '../../../src/features/dashboard/stats/format';
import { greetingLine } from '../../../src/features/dashboard/greeting';
import { jobOutcome } from '../../../src/features/jobs/jobText';
import { PrivacyPolicyPage } from '../../../src/features/legal/PrivacyPolicyPage';
import { NAV } from '../../../src/features/shell/nav';
import { Sidebar } from '../../../src/features/shell/Sidebar';
import { i18n } from '../../../src/i18n/i18n';
import type { Language } from '../../../src/i18n/languages';
import type { DataJob } from '../../../src/api/generated/data';
import { catalogueOf, showIn } from '../i18nTesting';
import { freshStore, json, mockFetch, useTestConfig } from '../helpers';
import '../../../src/features/auth/LoginPage';

jest.setTimeout(30_000);

// The charts' library (d3, ES modules) does not load under jest; their figures are in the tables beside them.
jest.mock('../../../src/features/dashboard/stats/charts', () => ({
  HourlyChart: () => null,
  TopProductsChart: () => null,
}));

const SETTINGS = {
  app_name: 'Catering Back-Office',
  app_logo: null,
  primary_color: '#0F6CBD',
  primary_color_dark: null,
  user_roles: [],
  add_on_types: [],
  category_statuses: [],
  order_statuses: [],
  order_types: [],
  order_payment_methods: [],
  outlet_time_zones: [],
  product_statuses: [],
  product_stock_statuses: [],
};

/** A language's catalogue in memory, as its chunks would be once downloaded; the language shown is unchanged. */
function haveCatalogue(language: Language) {
  for (const [ns, resources] of Object.entries(catalogueOf(language)))
    if (!i18n.hasResourceBundle(language, ns)) i18n.addResourceBundle(language, ns, resources, true, true);
}

const realLanguages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages');
/** The browser's preferred languages (`navigator.languages`), as the visitor's browser sends them. */
function browserPrefers(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => languages });
}

afterEach(async () => {
  delete (window.navigator as unknown as Record<string, unknown>).languages;
  if (realLanguages) Object.defineProperty(Navigator.prototype, 'languages', realLanguages);
  await showIn('en');
});

beforeEach(() => {
  useTestConfig();
  localStorage.clear();
});

/** The whole app at /login, signed out: nothing but the browser's languages says which language to show. */
function renderSignedOutApp(path = '/login') {
  mockFetch((request) =>
    new URL(request.url).pathname.endsWith('/misc/settings')
      ? json(200, { data: SETTINGS })
      : json(401, { message: 'Unauthorized', code: 'unauthorized' }),
  );
  const store = freshStore({}, { api: false });
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  render(
    <AppProviders store={store}>
      <Boot>
        <AppRouter history={history} />
      </Boot>
    </AppProviders>,
  );
}

describe('the login page speaks the browser’s language before sign-in', () => {
  it('in Arabic, right to left, with the form’s messages in Arabic', async () => {
    const user = userEvent.setup();
    haveCatalogue('ar');
    browserPrefers(['ar-LB', 'en-US']);
    renderSignedOutApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // The Latin app name keeps its order (and the sentence its full stop) inside the Arabic.
    expect(screen.getByText('أهلاً بعودتك. سجّل الدخول لإدارة \u2068Catering Back-Office\u2069.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'سياسة الخصوصية' })).toHaveAttribute('href', '/privacy-policy');

    const email = screen.getByLabelText('البريد الإلكتروني');
    const password = screen.getByLabelText('كلمة المرور');
    await user.clear(email);
    await user.clear(password);
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('البريد الإلكتروني مطلوب')).toBeInTheDocument();
    expect(screen.getByText('كلمة المرور مطلوبة')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('البريد الإلكتروني مطلوب');
    await user.type(email, 'not-an-email');
    expect(await screen.findByText('عنوان البريد الإلكتروني غير صالح')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('تسجيل الدخول | Catering Back-Office'));
  });

  it('in French when the browser prefers it, left to right', async () => {
    const user = userEvent.setup();
    haveCatalogue('fr');
    browserPrefers(['fr-FR', 'ar']);
    renderSignedOutApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    const email = screen.getByLabelText('E-mail');
    await user.clear(email);
    await user.clear(screen.getByLabelText('Mot de passe'));
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('L’e-mail est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe est obligatoire')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toBeInTheDocument();
  });

  it('in English when the browser asks for a language the product does not speak', async () => {
    browserPrefers(['de-DE']);
    renderSignedOutApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});

describe('the dashboard counts in Arabic', () => {
  beforeEach(() => showIn('ar'));

  it('names every plural form: 0, 1, 2, 3, 11 and 100 delivered orders', () => {
    const onTime = (delivered: number) => describeOnTime({ delivered, on_time: delivered, rate: 1 });
    expect(onTime(0)).toBe('لا طلبات مُسلَّمة بعد');
    expect(onTime(1)).toBe('1 من أصل طلب واحد مُسلَّم في الوقت المحدد');
    expect(onTime(2)).toBe('2 من أصل طلبَين مُسلَّمَين في الوقت المحدد');
    expect(onTime(3)).toBe('3 من أصل 3 طلبات مُسلَّمة في الوقت المحدد');
    expect(onTime(11)).toBe('11 من أصل 11 طلباً مُسلَّماً في الوقت المحدد');
    expect(onTime(100)).toBe('100 من أصل 100 طلب مُسلَّم في الوقت المحدد');
  });

  it('says minutes and averages in the right form for each count', () => {
    expect([0, 1, 2, 3, 11, 100].map((n) => formatMinutes(n))).toEqual([
      '0 دقيقة',
      'دقيقة واحدة',
      'دقيقتان',
      '3 دقائق',
      '11 دقيقة',
      '100 دقيقة',
    ]);
    expect([0, 1, 2, 3, 11, 100].map((orders) => describePrep({ orders, average_minutes: 5 }))).toEqual([
      'لم يجهز أي طلب بعد',
      'المعدّل من طلب واحد',
      'المعدّل من طلبَين',
      'المعدّل من 3 طلبات',
      'المعدّل من 11 طلباً',
      'المعدّل من 100 طلب',
    ]);
    expect(formatRate(6 / 7, 'ar')).toMatch(/^\D*86\D*%\D*$/); // Western digits
  });

  it('greets in Arabic with Lebanon’s month names', () => {
    const morning = Date.parse('2026-11-27T06:30:00Z');
    expect(greetingLine(morning, 'Asia/Beirut', 'Asia/Beirut', 'ar')).toBe('صباح الخير · الجمعة، 27 تشرين الثاني 2026');
  });

  it('counts a job’s exported rows in Arabic too', () => {
    const job = (rows: number) =>
      ({ kind: 'export', status: 'done', resource: 'outlets', rows, errors: [] }) as unknown as DataJob;
    expect([1, 2, 3, 11].map((n) => jobOutcome(job(n)))).toEqual([
      'صف واحد أُرسل إليك بالبريد الإلكتروني',
      'صفّان أُرسلا إليك بالبريد الإلكتروني',
      '3 صفوف أُرسلت إليك بالبريد الإلكتروني',
      '11 صفاً أُرسلت إليك بالبريد الإلكتروني',
    ]);
  });
});

describe('the sidebar in Arabic', () => {
  it('names its groups and entries in Arabic, right to left', async () => {
    const user = userEvent.setup();
    await showIn('ar');
    render(
      <AppProviders store={freshStore({}, { api: false })}>
        <MemoryRouter initialEntries={['/outlets']}>
          <Sidebar groups={NAV} appName="Catering Back-Office" collapsed={false} onToggleCollapsed={() => undefined} />
        </MemoryRouter>
      </AppProviders>,
    );
    const nav = screen.getByRole('navigation', { name: 'التنقّل الرئيسي' });
    // The provider lays the page out right to left: the shell's row puts the sidebar (its first item) on the right.
    expect(nav.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual([
      'لوحة التحكم',
      'المؤسسات',
      'الفروع',
      'الموظفون',
      'المنتجات',
      'متغيرات المنتجات',
      'الفئات',
      'الإضافات',
      'قوائم الطعام',
      'القائمة',
      'الشبكة',
      'الإنتاج',
      'المحطات',
      'الطلبات الدائمة',
      'الفواتير',
      'المدفوعات',
      'أعمار الديون',
      'طاقم المطبخ',
      'المستخدمون',
    ]);
    expect(within(nav).getByRole('button', { name: 'الفوترة' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'الفروع' })).toHaveAttribute('aria-current', 'page');
    const clients = within(nav).getByRole('button', { name: 'العملاء' });
    await user.click(clients);
    expect(clients).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'المؤسسات' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'طيّ قائمة التنقّل' })).toBeInTheDocument();
  });
});

describe('the privacy policy in French', () => {
  it('is the whole legal text in French, with the company, Lebanon and the contact address', async () => {
    await showIn('fr');
    render(
      <AppProviders store={freshStore({}, { api: false })}>
        <MemoryRouter initialEntries={['/privacy-policy']}>
          <PrivacyPolicyPage />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(
      'Catering Back-Office est exploité par Cedar Table Catering s.a.l., une entreprise de traiteur établie au Liban.',
    );
    expect(main).toHaveTextContent(/moins de 13 ans/);
    for (const title of ['Données collectées', 'Partage', 'Conservation', 'Accès, rectification et suppression'])
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'privacy@demo.test' })[0]).toHaveAttribute(
      'href',
      'mailto:privacy@demo.test',
    );
    expect(main).toHaveTextContent('Écrivez à privacy@demo.test et nous vous répondrons sous 30 jours.');
    expect(screen.getByRole('link', { name: 'Retour à l’application' })).toBeInTheDocument();
    expect(main).not.toHaveTextContent(/Privacy Policy|Who we are/);
  });

  it('names the employer’s address when no contact address is configured', async () => {
    useTestConfig({ contactEmail: '' });
    await showIn('fr');
    render(
      <AppProviders store={freshStore({}, { api: false })}>
        <MemoryRouter>
          <PrivacyPolicyPage />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByRole('main')).toHaveTextContent(
      'Écrivez à l’adresse de contact que votre employeur vous a communiquée et nous',
    );
  });
});

describe('the dashboard’s figures rendered in Arabic', () => {
  const stats = (delivered: number, orders: number) => ({
    date: '2026-11-27',
    time_zone: 'Asia/Beirut',
    week_start: '2026-11-23',
    week_end: '2026-11-29',
    last_week_date: '2026-11-20',
    total: delivered,
    by_status: [{ status: 'delivered', count: delivered }],
    on_time: { today: { delivered, on_time: delivered, rate: 1 }, week: { delivered: 0, on_time: 0, rate: null } },
    prep_minutes: { today: { orders, average_minutes: 2 }, week: { orders: 0, average_minutes: null } },
    hourly: Array.from({ length: 24 }, (_, hour) => ({ hour, today: hour === 12 ? delivered : 0, last_week: 0 })),
  });

  it.each([
    [2, 11, '2 من أصل طلبَين مُسلَّمَين في الوقت المحدد', 'المعدّل من 11 طلباً'],
    [3, 100, '3 من أصل 3 طلبات مُسلَّمة في الوقت المحدد', 'المعدّل من 100 طلب'],
  ])('%i delivered, %i timed: the tiles say it in Arabic', async (delivered, orders, onTime, average) => {
    const { DashboardStats } = await import('../../../src/features/dashboard/stats/DashboardStats');
    mockFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/stats/day')) return json(200, { data: stats(delivered, orders) });
      return json(200, { data: { results: [], meta: { total_count: 0 } } });
    });
    await showIn('ar');
    render(
      <AppProviders store={freshStore()}>
        <DashboardStats />
      </AppProviders>,
    );
    expect(await screen.findByText(onTime)).toBeInTheDocument();
    expect(screen.getByText(average)).toBeInTheDocument();
    expect(screen.getByText('دقيقتان')).toBeInTheDocument();
    // A status is named by its value in Arabic (the settings' English label is only the fallback).
    expect(screen.getByText(`تم التسليم: ${delivered}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'اليوم' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'الطلبات في الساعة' })).toBeInTheDocument();
    expect(await screen.findByText('لم يُطلب أي منتج هذا الأسبوع بعد.')).toBeInTheDocument();
  });
});
