import { formatMoney } from '../../../src/components/resource/labels';
import { dateLocale, directionOf, numberLocale, pickLanguage } from '../../../src/i18n/languages';
import { i18n } from '../../../src/i18n/i18n';
import { showIn } from '../i18nTesting';

describe('the language a browser gets before sign-in', () => {
  it('is the first of its languages we speak, by primary subtag', () => {
    expect(pickLanguage(['de-DE', 'fr-CA', 'en'])).toBe('fr');
    expect(pickLanguage(['ar-LB'])).toBe('ar');
    expect(pickLanguage(['AR'])).toBe('ar');
  });
  it('is English when none of them is ours', () => {
    expect(pickLanguage(['de', 'tr'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });
});

describe('Arabic', () => {
  afterEach(() => showIn('en'));

  it('reads right to left with Western digits', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('fr')).toBe('ltr');
    expect(new Intl.NumberFormat(numberLocale('ar')).format(1234.5)).toBe('1,234.5');
    expect(new Intl.DateTimeFormat(dateLocale('ar'), { month: 'long' }).format(new Date(2026, 10, 27))).toBe(
      'تشرين الثاني',
    );
    expect(new Intl.DateTimeFormat(dateLocale('ar'), { day: 'numeric' }).format(new Date(2026, 10, 27))).toBe('27');
  });

  it('sets the page language and direction when shown', async () => {
    await showIn('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n.t('loading')).toBe('جارٍ التحميل…');
    await showIn('fr');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n.t('loading')).toBe('Chargement…');
  });
});

describe('money', () => {
  it('reads $6.50 left to right inside Arabic, the French way in French, as the spec shows it in English', () => {
    expect(formatMoney(6.5, 'en')).toBe('$6.50');
    expect(formatMoney(1234.5, 'ar')).toBe('\u2066$1,234.50\u2069');
    expect(formatMoney(1234.5, 'fr')).toMatch(/^1\s234,50\s\$US$/);
    expect(formatMoney('', 'ar')).toBe('');
  });
});
