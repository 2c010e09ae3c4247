import { foldArabic, looseArabicPattern, readsAsIsInJson } from '../../../server/src/resources/engine/search-text';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { TEST_DB } from '../helpers/db';

/**
 * The list search of the catalogue finds a record by its names in the menu's other languages, and takes
 * Arabic as people type it (without vowel marks, any form of alef).
 */
let t: TestApp;
let admin: TestSession;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login(TEST_USERS.administrator);
});
afterAll(async () => {
  await t.close();
});

async function ok(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url: `${t.api}${url}`,
    headers: admin.headers,
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** The names of the records of `resource` that `term` finds (and the count the list reports). */
async function found(resource: string, term: string): Promise<string[]> {
  const data = await ok('GET', `/${resource}?per_page=100&search=${encodeURIComponent(term)}`);
  expect({ term, total: data.meta.total_count }).toEqual({ term, total: data.results.length });
  return data.results.map((r: { name: string }) => r.name).sort();
}

describe(`search by the names in other languages (${TEST_DB})`, () => {
  beforeAll(async () => {
    const salads = await ok('POST', '/categories/add', {
      name: 'Salads',
      translations: { ar: { name: 'سَلَطات' }, fr: { name: 'Salades' } },
    });
    const dip = await ok('POST', '/addons/add', {
      name: 'Garlic dip',
      translations: { ar: { name: 'صلصة ثوم' }, fr: { name: 'Sauce à l’ail' } },
    });
    const fattoush = await ok('POST', '/products/add', {
      name: 'Fattoush',
      description: 'Greens, sumac and crisp bread',
      category: salads.id,
      addons: [dip.id],
      translations: {
        ar: { name: 'فتّوش', description: 'خضار مع السمّاق والخبز المقرمش' },
        fr: { name: 'Fattouche', description: 'Salade de crudités au sumac et pain grillé' },
      },
    });
    await ok('POST', '/products/add', {
      name: 'Hummus',
      translations: { ar: { name: 'حمّص بطحينة' }, fr: { name: 'Houmous' } },
    });
    await ok('POST', '/products/add', { name: 'Plain Water' });
    await ok('POST', '/product-variations/add', {
      product: fattoush.id,
      name: 'Fattoush – Large bowl',
      translations: { ar: { name: 'فتّوش – صحن كبير' }, fr: { name: 'Fattouche – grand bol' } },
    });
  });

  test('an Arabic term finds the product, with or without the vowel marks it was written with', async () => {
    expect(await found('products', 'فتوش')).toEqual(['Fattoush']);
    expect(await found('products', 'فتّوش')).toEqual(['Fattoush']);
    expect(await found('products', 'حمص')).toEqual(['Hummus']);
    // In the translated description too, as the default description is searched.
    expect(await found('products', 'السماق')).toEqual(['Fattoush']);
  });

  test('a French term finds the product, in any case', async () => {
    expect(await found('products', 'Fattouche')).toEqual(['Fattoush']);
    expect(await found('products', 'houmous')).toEqual(['Hummus']);
    expect(await found('products', 'pain grillé')).toEqual(['Fattoush']);
  });

  test('the default name is found as before', async () => {
    expect(await found('products', 'fattoush')).toEqual(['Fattoush']);
    expect(await found('products', 'water')).toEqual(['Plain Water']);
  });

  test('a term that matches nothing finds nothing; the stored JSON words are not texts', async () => {
    expect(await found('products', 'شاورما')).toEqual([]);
    expect(await found('products', 'Tabbouleh')).toEqual([]);
    for (const word of ['"name"', 'description', '"ar"', '{"', '":"'])
      expect(await found('products', word)).toEqual([]);
  });

  test('a term with a quote or a backslash (escaped in the stored JSON) finds the name holding it', async () => {
    await ok('POST', '/products/add', {
      name: 'House salad',
      translations: { fr: { name: 'Salade "maison"' }, ar: { name: 'سلطة البيت \\ الخاصة' } },
    });
    expect(await found('products', '"maison"')).toEqual(['House salad']);
    expect(await found('products', 'البيت \\')).toEqual(['House salad']);
    expect(await found('products', 'maison" x')).toEqual([]);
  });

  test('an Arabic term in Arabic letters only, or mixed with Latin ones, as typed', async () => {
    await ok('POST', '/products/add', { name: 'Shish', translations: { ar: { name: 'شيش طاووق XL' } } });
    expect(await found('products', 'طاووق xl')).toEqual(['Shish']);
    expect(await found('products', 'شيش طاوق')).toEqual([]);
  });

  test('categories, addons and variations are found by their names in other languages', async () => {
    expect(await found('categories', 'سلطات')).toEqual(['Salads']);
    expect(await found('categories', 'Salades')).toEqual(['Salads']);
    expect(await found('addons', 'ثوم')).toEqual(['Garlic dip']);
    expect(await found('addons', 'à l’ail')).toEqual(['Garlic dip']);
    expect(await found('product-variations', 'صحن كبير')).toEqual(['Fattoush – Large bowl']);
    expect(await found('product-variations', 'grand bol')).toEqual(['Fattoush – Large bowl']);
  });

  test('search goes with the other filters and a page', async () => {
    const page = await ok('GET', `/products?per_page=1&page=1&search=${encodeURIComponent('حمص')}&name_like=hum`);
    expect(page.meta.total_count).toBe(1);
    expect(page.results.map((r: { name: string }) => r.name)).toEqual(['Hummus']);
  });
});

describe('Arabic as it is typed', () => {
  test('vowel marks and tatweel are set aside; alef, yeh and teh marbuta compared in one form', () => {
    expect(foldArabic('فتّوش')).toBe('فتوش');
    expect(foldArabic('سَلَطة')).toBe('سلطه');
    expect(foldArabic('أرز بالشعيريّة')).toBe('ارز بالشعيريه');
    expect(foldArabic('إضافي')).toBe('اضافي');
    expect(foldArabic('حلوى')).toBe('حلوي');
    expect(foldArabic('كـبـة')).toBe('كبه');
    expect(foldArabic('Crème brûlée')).toBe('Crème brûlée');
  });

  test('a plain LIKE any folded match passes: letters in order, any letter with other forms a wildcard', () => {
    const escape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
    expect(looseArabicPattern('فتوش', escape)).toBe('%ف%ت%و%ش%');
    expect(looseArabicPattern('سلطه', escape)).toBe('%س%ل%ط%_%');
    expect(looseArabicPattern('50%', escape)).toBe('%5%0%\\%%');
  });

  test('a term JSON writes as it is; quotes, backslashes and control characters it escapes', () => {
    expect(['فتوش', 'Salade maison', '50%'].map(readsAsIsInJson)).toEqual([true, true, true]);
    expect(['"maison"', 'a\\b', 'a\tb'].map(readsAsIsInJson)).toEqual([false, false, false]);
  });
});
