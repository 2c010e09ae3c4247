import {
  DEMO_ADDON_TRANSLATIONS,
  DEMO_CATEGORY_TRANSLATIONS,
  DEMO_STATION_TRANSLATIONS,
  DEMO_PRODUCT_TRANSLATIONS,
  demoTranslations,
  demoVariationTranslations,
} from './translations';
import type { Insertable, Kysely } from 'kysely';
import { DateTime } from 'luxon';
import { hashPassword } from '../db/password';
import type { Database } from '../db/schema';
import { toCents } from '../resources/money';
import { reserveOrderNumbers } from '../resources/orders/repository';
import { itemTotals, orderTotals } from '../resources/orders/totals';
import {
  DEMO_ADDONS,
  DEMO_CATEGORIES,
  DEMO_STATIONS,
  DEMO_CATEGORY_PREP_MINUTES,
  DEMO_PRODUCT_PREP_MINUTES,
  DEMO_KITCHEN_STAFF,
  DEMO_ORGANIZATIONS,
  DEMO_PEOPLE,
  DEMO_PRODUCTS,
  DEMO_USERS,
  ORDER_STATUSES,
  ORDER_TYPES,
  PAYMENT_METHODS,
  REJECT_REASONS,
} from './data';
import { demoOrderTimes, type DemoOrderTimes } from './order-times';
import { demoProductFlags } from './product-flags';
import {
  hasAnyUser,
  insertProductAddons,
  insertReturningIds as insertMany,
  setOrderReadyTimes,
} from './seed-repository';

export interface SeedOptions {
  demoPassword: string;
  /** "Now" for the generated dates (tests pin it); defaults to the current time. */
  now?: Date;
  /** The business time zone for "today", "tomorrow" and "this week". */
  timeZone?: string;
}

export interface SeedResult {
  seeded: boolean;
  counts: Record<string, number>;
}

/** A small deterministic generator so every demo database looks the same. */
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function emailOf(first: string, last: string, domain: string): string {
  const clean = (s: string) =>
    s
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '');
  return `${clean(first)}.${clean(last)}@${domain}`;
}

/**
 * Seeds a realistic Lebanese caterer: organizations with outlets, employees, kitchen staff, kitchen stations, categories,
 * addons, ~40 products, variations per outlet, this week's menus, orders in every status for today and
 * tomorrow, and one user per role (admin@, manager@, kitchen@, viewer@demo.test, password `demoPassword`) plus
 * a kitchen user who reads the app in Arabic (kitchen-ar@demo.test). The catalogue carries Arabic and French names.
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

    const userIds = await insertMany(
      trx,
      'users',
      DEMO_USERS.map((u, i) => ({
        first_name: u.first_name,
        middle_name: 'middle_name' in u ? u.middle_name : null,
        last_name: u.last_name,
        email: u.email,
        password_hash: hashes[i],
        phone_number: u.phone_number,
        date_of_birth: `19${85 + i}-0${3 + i}-1${i}`,
        address: u.address,
        role: u.role,
        photo: null,
        language: 'language' in u ? u.language : null,
      })),
    );
    count('users', userIds.length);
    const kitchenUserId = userIds[DEMO_USERS.findIndex((u) => u.role === 'kitchen_staff')];

    // Organizations and their outlets.
    const orgIds = await insertMany(
      trx,
      'organizations',
      DEMO_ORGANIZATIONS.map((o) => ({
        name: o.name,
        email: o.email,
        address: o.address,
        logo: null,
      })),
    );
    count('organizations', orgIds.length);
    const outletRows = DEMO_ORGANIZATIONS.flatMap((o, oi) => o.outlets.map((outlet) => ({ ...outlet, orgIndex: oi })));
    const outletIds = await insertMany(
      trx,
      'outlets',
      outletRows.map((o, i) => ({
        name: o.name,
        organization_id: orgIds[o.orgIndex],
        special_code: `OUT-${(4817 + i * 1373).toString(36).toUpperCase().padStart(4, '0').slice(-4)}`,
        opening_hours_from: o.opening_hours_from,
        opening_hours_to: o.opening_hours_to,
        holidays: JSON.stringify(o.holidays),
        time_zone: zone,
        phone_number: o.phone_number,
        address: o.address,
      })),
    );
    count('outlets', outletIds.length);
    const outletsOfOrg = (oi: number) =>
      outletRows.map((o, i) => ({ o, id: outletIds[i] })).filter((x) => x.o.orgIndex === oi);

    // Employees: five per organization, at one of its outlets.
    const employeeRows = DEMO_PEOPLE.map(([first, last], i) => {
      const oi = i % DEMO_ORGANIZATIONS.length;
      const domain = DEMO_ORGANIZATIONS[oi].email.split('@')[1];
      const outlets = outletsOfOrg(oi);
      return {
        first_name: first,
        middle_name: null,
        last_name: last,
        email: emailOf(first, last, domain),
        password_hash: null,
        photo: null,
        phone_number: `+961 3 ${String(100000 + i * 7919).slice(0, 3)} ${String(300 + i * 37).slice(0, 3)}`,
        whatsapp_number:
          i % 2 === 0 ? `+961 3 ${String(100000 + i * 7919).slice(0, 3)} ${String(300 + i * 37).slice(0, 3)}` : null,
        date_of_birth: `19${80 + (i % 20)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + ((i * 3) % 28)).padStart(2, '0')}`,
        address: DEMO_ORGANIZATIONS[oi].address,
        organization_id: orgIds[oi],
        outlet_id: outlets[i % outlets.length].id,
      };
    });
    const employeeIds = await insertMany(trx, 'employees', employeeRows);
    count('employees', employeeIds.length);

    const kitchenIds = await insertMany(
      trx,
      'kitchen_staff',
      DEMO_KITCHEN_STAFF.map(([first, last], i) => ({
        first_name: first,
        middle_name: null,
        last_name: last,
        email: emailOf(first, last, 'cedartable.demo.test'),
        password_hash: null,
        photo: null,
        phone_number: `+961 76 5${i}0 2${i}4`,
        whatsapp_number: `+961 76 5${i}0 2${i}4`,
        date_of_birth: null,
        address: 'Central kitchen, Sin El Fil',
        outlet_id: outletIds[i % outletIds.length],
      })),
    );
    count('kitchen_staff', kitchenIds.length);

    // Kitchen stations, then the catalogue (each category names the station its items go to, if any).
    const stationIds = await insertMany(
      trx,
      'stations',
      DEMO_STATIONS.map((s) => ({ name: s.name, translations: demoTranslations(DEMO_STATION_TRANSLATIONS, s.name) })),
    );
    count('stations', stationIds.length);
    const stationOf = (category: (typeof DEMO_CATEGORIES)[number]) => {
      const index = DEMO_STATIONS.findIndex((s) => s.categories.includes(category));
      return index >= 0 ? stationIds[index] : null;
    };

    const categoryIds = await insertMany(
      trx,
      'categories',
      DEMO_CATEGORIES.map((name, i) => ({
        name,
        order: i + 1,
        status: 'publish',
        prep_minutes: DEMO_CATEGORY_PREP_MINUTES[name],
        translations: demoTranslations(DEMO_CATEGORY_TRANSLATIONS, name),
        station_id: stationOf(name),
      })),
    );
    count('categories', categoryIds.length);
    const categoryId = (name: string) => categoryIds[DEMO_CATEGORIES.indexOf(name as (typeof DEMO_CATEGORIES)[number])];

    const addonIds = await insertMany(
      trx,
      'addons',
      DEMO_ADDONS.map((a) => ({
        name: a.name,
        extra_charge: toCents(a.extra_charge),
        type: a.type,
        translations: demoTranslations(DEMO_ADDON_TRANSLATIONS, a.name),
      })),
    );
    count('addons', addonIds.length);

    const productIds = await insertMany(
      trx,
      'products',
      DEMO_PRODUCTS.map((p) => ({
        name: p.name,
        description: p.description,
        price: toCents(p.price),
        prep_minutes: DEMO_PRODUCT_PREP_MINUTES[p.name] ?? null,
        image: null,
        status: p.status ?? 'publish',
        stock_status: p.stock_status ?? 'available',
        category_id: categoryId(p.category),
        translations: demoTranslations(DEMO_PRODUCT_TRANSLATIONS, p.name),
        ...demoProductFlags(p.name),
      })),
    );
    count('products', productIds.length);
    const links = DEMO_PRODUCTS.flatMap((p, pi) =>
      (p.addons ?? []).map((name) => ({
        product_id: productIds[pi],
        addon_id: addonIds[DEMO_ADDONS.findIndex((a) => a.name === name)],
      })),
    );
    await insertProductAddons(trx, links);
    count('product_addons', links.length);

    // Variations: every grill and sandwich at every outlet, slightly dearer downtown.
    const variationRows: Insertable<Database['product_variations']>[] = [];
    DEMO_PRODUCTS.forEach((p, pi) => {
      if (p.category !== 'Grills' && p.category !== 'Sandwiches') return;
      outletRows.forEach((o, oi) => {
        const surcharge = o.orgIndex === 0 ? 1.1 : 1;
        const quantity = Math.floor(rand() * 40);
        variationRows.push({
          name: `${p.name} – ${o.name}`,
          price: Math.round(toCents(p.price) * surcharge),
          stock_quantity: quantity,
          stock_status: quantity === 0 ? 'unavailable' : 'available',
          product_id: productIds[pi],
          outlet_id: outletIds[oi],
          translations: demoVariationTranslations(p.name, o.name),
        });
      });
    });
    const variationIds = await insertMany(trx, 'product_variations', variationRows);
    count('product_variations', variationIds.length);
    const variationAt = new Map(
      variationRows.map((v, vi) => [
        `${v.product_id}@${v.outlet_id}`,
        { id: variationIds[vi], price: Number(v.price) },
      ]),
    );

    // This week's menus: one per outlet, eight published products per open day.
    const weekStart = now.startOf('week');
    const published = DEMO_PRODUCTS.map((p, i) => ({ p, i })).filter((x) => (x.p.status ?? 'publish') === 'publish');
    const menuIds = await insertMany(
      trx,
      'menus',
      outletRows.map((o) => ({
        name: `Week of ${weekStart.toFormat('d LLL yyyy')} – ${o.name}`,
        outlet_id: outletIds[outletRows.indexOf(o)],
      })),
    );
    count('menus', menuIds.length);
    const menuItemRows: Insertable<Database['menu_items']>[] = [];
    outletRows.forEach((o, oi) => {
      for (let d = 0; d < 7; d++) {
        const day = weekStart.plus({ days: d });
        if ((o.holidays as readonly number[]).includes(day.weekday % 7)) continue;
        for (let k = 0; k < 8; k++) {
          const { p, i } = published[(d * 5 + k * 3 + oi) % published.length];
          if (
            menuItemRows.some(
              (m) => m.menu_id === menuIds[oi] && m.product_id === productIds[i] && m.date === day.toISODate(),
            )
          )
            continue;
          menuItemRows.push({
            name: p.name,
            product_id: productIds[i],
            category_id: categoryId(p.category),
            date: day.toISODate()!,
            menu_id: menuIds[oi],
          });
        }
      }
    });
    count('menu_items', (await insertMany(trx, 'menu_items', menuItemRows)).length);

    // Orders: two in every status for today and for tomorrow.
    const orderNames = [
      'Team lunch – Treasury',
      'Board meeting coffee break',
      'Staff breakfast',
      'Client workshop lunch',
      'Teachers’ lounge lunch',
      'Night shift dinner',
      'Sprint review catering',
      'Birthday celebration',
      'Training day buffet',
      'Department meeting lunch',
      'Welcome lunch for new hires',
      'Quarterly review dinner',
    ];
    const plans = [0, 1].flatMap((dayOffset) =>
      ORDER_STATUSES.flatMap((status) => [0, 1].map((k) => ({ dayOffset, status, k }))),
    );
    const firstNumber = await reserveOrderNumbers(trx, plans.length);
    const orderRows: Insertable<Database['orders']>[] = [];
    const itemsPerOrder: Array<
      Array<Omit<Insertable<Database['order_items']>, 'order_id'> & { addons: Array<(typeof DEMO_ADDONS)[number]> }>
    > = [];
    const orderTimes: DemoOrderTimes[] = [];
    plans.forEach((plan, n) => {
      const e = Math.floor(rand() * employeeRows.length);
      const emp = employeeRows[e];
      const times = demoOrderTimes(now, plan, n);
      orderTimes.push(times);
      const { date, created } = times;
      const items = Array.from({ length: 1 + Math.floor(rand() * 4) }, (_, j) => {
        const { p, i } = pick(published);
        const quantity = 1 + Math.floor(rand() * 6);
        const discount = rand() < 0.25 ? 10 : 0;
        // Every other item takes its outlet's variation and up to two of its addons, so the demo shows them.
        const chosen = (n + j) % 2 === 0;
        const variation = chosen ? variationAt.get(`${productIds[i]}@${emp.outlet_id}`) : undefined;
        const addons = chosen
          ? (p.addons ?? []).slice(0, 2).map((name) => DEMO_ADDONS.find((a) => a.name === name)!)
          : [];
        const unit_price = variation?.price ?? toCents(p.price);
        const extra_charges = addons.map((a) => toCents(a.extra_charge));
        return {
          name: p.name,
          product_id: productIds[i],
          product_variation_id: variation?.id ?? null,
          unit_price,
          quantity,
          discount,
          ...itemTotals({ unit_price, quantity, discount, extra_charges }),
          note: addons.length && (n + j) % 4 === 0 ? 'Sauce on the side, please.' : null,
          addons,
        };
      });
      const discount = rand() < 0.2 ? 100 : 0;
      const totals = orderTotals(
        items.map((i) => i.total),
        discount,
      );
      const type = pick(ORDER_TYPES);
      orderRows.push({
        order_number: firstNumber + n,
        name: orderNames[n % orderNames.length],
        employee_id: employeeIds[e],
        first_name: emp.first_name,
        last_name: emp.last_name,
        email: emp.email,
        phone_number: emp.phone_number,
        outlet_id: emp.outlet_id,
        organization_id: emp.organization_id,
        note: n % 5 === 0 ? 'Please include vegetarian options and extra napkins.' : null,
        reject_reason: plan.status === 'cancelled' ? REJECT_REASONS[n % REJECT_REASONS.length] : null,
        discount,
        ...totals,
        address: type === 'delivery' ? emp.address : null,
        status: plan.status,
        type,
        date: date.toUTC().toISO()!,
        completed_at: times.completedAt?.toUTC().toISO() ?? null,
        summary: items.map((i) => `${i.quantity} × ${i.name}`).join(', '),
        payment_method: pick(PAYMENT_METHODS),
        __date_created: created.toUTC().toISO()!,
      });
      itemsPerOrder.push(items);
    });
    const orderIds = await insertMany(trx, 'orders', orderRows);
    count('orders', orderIds.length);
    const itemRows = itemsPerOrder.flatMap((items, i) => items.map((item) => ({ ...item, order_id: orderIds[i] })));
    const itemIds = await insertMany(
      trx,
      'order_items',
      itemRows.map(({ addons: _addons, ...item }) => item),
    );
    count('order_items', itemIds.length);
    const itemAddonRows = itemRows.flatMap((item, k) =>
      item.addons.map((a) => ({
        order_item_id: itemIds[k],
        addon_id: addonIds[DEMO_ADDONS.indexOf(a)],
        name: a.name,
        extra_charge: toCents(a.extra_charge),
      })),
    );
    if (itemAddonRows.length)
      count('order_item_addons', (await insertMany(trx, 'order_item_addons', itemAddonRows)).length);

    // The kitchen's history of each order's status.
    const paths: Record<string, string[]> = {
      pending: ['pending'],
      processing: ['pending', 'processing'],
      ready_for_pickup: ['pending', 'processing', 'ready_for_pickup'],
      on_the_way: ['pending', 'processing', 'ready_for_pickup', 'on_the_way'],
      delivered: ['pending', 'processing', 'ready_for_pickup', 'delivered'],
      cancelled: ['pending', 'cancelled'],
    };
    const changes = orderRows.flatMap((o, i) => {
      const steps = paths[o.status as string].slice(1);
      const at = orderTimes[i].changes(steps.length);
      return steps.map((to, s) => ({
        order_id: orderIds[i],
        from_status: paths[o.status as string][s],
        to_status: to,
        reject_reason: to === 'cancelled' ? o.reject_reason : null,
        user_id: kitchenUserId,
        at: at[s].toUTC().toISO()!,
      }));
    });
    count('order_status_changes', (await insertMany(trx, 'order_status_changes', changes)).length);
    // Orders ready or past it: when they went ready (expo's Recall list orders by it).
    await setOrderReadyTimes(
      trx,
      changes.filter((c) => c.to_status === 'ready_for_pickup').map((c) => ({ id: c.order_id, ready_at: c.at })),
    );
    // The same changes in the change history, which the order drawer's timeline reads.
    const cook = DEMO_USERS.find((u) => u.role === 'kitchen_staff')!;
    const history = changes.map((c) => ({
      resource: 'orders',
      record_id: c.order_id,
      action: 'update' as const,
      field: 'status',
      old_value: c.from_status,
      new_value: c.to_status,
      reason: c.reject_reason,
      user_id: c.user_id,
      user_name: `${cook.first_name} ${cook.last_name}`,
      __date_created: c.at,
    }));
    count('change_history', (await insertMany(trx, 'change_history', history)).length);
    return { seeded: true, counts };
  });
}
