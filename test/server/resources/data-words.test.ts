import { exportCsv } from '../../../server/src/resources/data/export-job';
import { importFile } from '../../../server/src/resources/data/import-job';
import { parseCsv, toCsv } from '../../../server/src/resources/data/csv';
import { resourceDef } from '../../../server/src/resources/definitions';
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db';
import { ADMIN, add, list } from './fixtures';

/* Files are for people: options and weekdays are written in words and read back as words or codes. */
describe(`exports and imports in words (${TEST_DB})`, () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t.destroy();
  });
  const outlets = resourceDef('outlets')!;
  const products = resourceDef('products')!;
  const ctx = { user: ADMIN };
  const csvOf = async (def: typeof outlets, filters: Record<string, unknown>) => {
    const rows = parseCsv((await exportCsv(t.db, def, filters)).csv);
    return rows.slice(1).map((r) => Object.fromEntries(rows[0].map((c, i) => [c, r[i]])));
  };

  it('exports holidays by day names and statuses by their labels', async () => {
    await add(t.db, 'Outlet', { name: 'Words Hamra', holidays: [6, 0], opening_hours_from: '07:00' });
    await add(t.db, 'Product', { name: 'Words Ayran', price: 2, status: 'publish', stock_status: 'unavailable' });
    const [outlet] = await csvOf(outlets, { name: 'Words Hamra' });
    expect(outlet).toMatchObject({ holidays: 'Sunday; Saturday', opening_hours_from: '07:00' });
    const [product] = await csvOf(products, { name: 'Words Ayran' });
    expect(product).toMatchObject({ status: 'Publish', stock_status: 'Unavailable' });
  });

  it('imports day names, codes, labels and times like 7:00', async () => {
    const csv = toCsv([
      ['name', 'holidays', 'opening_hours_from', 'opening_hours_to'],
      ['Words Verdun', 'Sunday', '7:00', '11:30 pm'],
      ['Words Achrafieh', 'sat; Sun', '07:15', '9:05 PM'],
      ['Words Jounieh', '[0,6]', '12:00 am', '12:00 pm'],
      ['Words Byblos', '5;6', '6:45', '22:00'],
    ]);
    expect(await importFile(t.db, outlets, { format: 'csv', text: csv }, ctx)).toEqual({ created: 4, updated: 0 });
    const rows = (await list(t.db, 'listOutlets', { name_like: 'Words ', order_by: 'id', per_page: 10 })).results;
    const shown = rows
      .filter((r) => r.name !== 'Words Hamra')
      .map((r) => [r.name, r.holidays, r.opening_hours_from, r.opening_hours_to]);
    expect(shown).toEqual([
      ['Words Verdun', [0], '07:00', '23:30'],
      ['Words Achrafieh', [0, 6], '07:15', '21:05'],
      ['Words Jounieh', [0, 6], '00:00', '12:00'],
      ['Words Byblos', [5, 6], '06:45', '22:00'],
    ]);
    const back = toCsv([
      ['name', 'price', 'status', 'stock_status'],
      ['Words Laban', '1', 'Draft', 'available'],
    ]);
    expect(await importFile(t.db, products, { format: 'csv', text: back }, ctx)).toEqual({ created: 1, updated: 0 });
    const [laban] = (await list(t.db, 'listProducts', { name: 'Words Laban' })).results;
    expect(laban).toMatchObject({ status: 'draft', stock_status: 'available' });
  });

  it('still refuses words it cannot read, naming the line and the field', async () => {
    const csv = toCsv([
      ['name', 'holidays', 'opening_hours_from'],
      ['Words Tyre', 'Someday', '25:00'],
    ]);
    await expect(importFile(t.db, outlets, { format: 'csv', text: csv }, ctx)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^Line 2: holidays .*\nLine 2: opening_hours_from must be a time HH:mm$/),
    });
    const bad = toCsv([
      ['name', 'status'],
      ['Words Sfiha', 'Sold'],
    ]);
    await expect(importFile(t.db, products, { format: 'csv', text: bad }, ctx)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^Line 2: status /),
    });
  });
});
