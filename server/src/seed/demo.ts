import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import { hashPassword } from '../db/password';
import type { Database } from '../db/schema';
import { DEMO_USERS } from './data';
import { publishedProducts, seedCatalogue, seedVariations } from './demo-catalogue';
import { seedBilling } from './demo-billing';
import { seedMenus } from './demo-menus';
import { seedOrderHistory } from './demo-order-history';
import { seedOrders } from './demo-orders';
import { seedStandingOrders } from './demo-standing-orders';
import { seedEmployees, seedKitchenStaff, seedOrganizations, seedUsers } from './demo-people';
import { prng, type DemoSeed } from './demo-seed';
import { hasAnyUser } from './seed-repository';

export interface SeedOptions {
  demoPassword: string;
  /** "Now" for the generated dates (tests pin it); defaults to the current time. */
  now?: Date;
  /** The business time zone for "today", "tomorrow" and "this week". */
  timeZone?: string;
  /** VAT of the demo's invoices, in percent (the server's `VAT_RATE`); 11 by default. */
  vatRate?: number;
}

export interface SeedResult {
  seeded: boolean;
  counts: Record<string, number>;
}

/**
 * Seeds a realistic Lebanese caterer: organizations with outlets, employees, kitchen staff, kitchen stations, categories,
 * addons, ~40 products, variations per outlet, this week's menus, orders in every status for today and
 * tomorrow, a standing order (starting in four weeks), and one user per role (admin@, manager@, kitchen@, viewer@demo.test, password `demoPassword`) plus
 * a kitchen user who reads the app in Arabic (kitchen-ar@demo.test). The catalogue carries Arabic and French names.
 * Billing: one organization with a credit limit, two issued invoices of its past months and a payment.
 * Idempotent: does nothing when any user exists.
 */
export async function seedDemoData(db: Kysely<Database>, options: SeedOptions): Promise<SeedResult> {
  if (await hasAnyUser(db)) return { seeded: false, counts: {} };
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(options.demoPassword)));
  const zone = options.timeZone ?? 'Asia/Beirut';
  const now = DateTime.fromJSDate(options.now ?? new Date()).setZone(zone);
  const rand = prng(20261121);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];

  return db.transaction().execute(async (trx) => {
    const counts: Record<string, number> = {};
    const count = (table: string, n: number) => (counts[table] = (counts[table] ?? 0) + n);
    const s: DemoSeed = { trx, now, zone, rand, pick, count };
    // In this order: the steps that draw from `rand` (variations, orders) keep every demo database the same.
    const kitchenUserId = await seedUsers(s, hashes);
    const orgs = await seedOrganizations(s);
    const employees = await seedEmployees(s, orgs);
    await seedKitchenStaff(s, orgs.outletIds);
    const catalogue = await seedCatalogue(s);
    const variationAt = await seedVariations(s, catalogue, orgs);
    const published = publishedProducts();
    await seedMenus(s, catalogue, orgs, published);
    const orders = await seedOrders(s, { catalogue, employees, variationAt, published });
    await seedOrderHistory(s, orders, kitchenUserId);
    await seedStandingOrders(s, catalogue, employees);
    await seedBilling(s, { orgs, employees, catalogue, published, vatRate: options.vatRate ?? 11 });
    return { seeded: true, counts };
  });
}
