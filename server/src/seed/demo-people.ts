/** The demo's users (one per role), organizations with their outlets, employees and kitchen staff. */
import { DEMO_KITCHEN_STAFF, DEMO_ORGANIZATIONS, DEMO_PEOPLE, DEMO_USERS } from './data';
import type { DemoSeed } from './demo-seed';
import { insertReturningIds as insertMany } from './seed-repository';

function emailOf(first: string, last: string, domain: string): string {
  const clean = (s: string) =>
    s
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '');
  return `${clean(first)}.${clean(last)}@${domain}`;
}

/** Inserts the users (`hashes`: their password hashes, in order); returns the kitchen user's id. */
export async function seedUsers(s: DemoSeed, hashes: string[]): Promise<number> {
  const userIds = await insertMany(
    s.trx,
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
  s.count('users', userIds.length);
  return userIds[DEMO_USERS.findIndex((u) => u.role === 'kitchen_staff')];
}

type DemoOutlet = (typeof DEMO_ORGANIZATIONS)[number]['outlets'][number] & { orgIndex: number };

/** The organizations and their outlets, with their new ids. */
export interface DemoOrganizations {
  orgIds: number[];
  /** Every outlet, with the index of its organization in DEMO_ORGANIZATIONS. */
  outletRows: DemoOutlet[];
  outletIds: number[];
}

export async function seedOrganizations(s: DemoSeed): Promise<DemoOrganizations> {
  const orgIds = await insertMany(
    s.trx,
    'organizations',
    DEMO_ORGANIZATIONS.map((o) => ({
      name: o.name,
      email: o.email,
      address: o.address,
      logo: null,
    })),
  );
  s.count('organizations', orgIds.length);
  const outletRows = DEMO_ORGANIZATIONS.flatMap((o, oi) => o.outlets.map((outlet) => ({ ...outlet, orgIndex: oi })));
  const outletIds = await insertMany(
    s.trx,
    'outlets',
    outletRows.map((o, i) => ({
      name: o.name,
      organization_id: orgIds[o.orgIndex],
      special_code: `OUT-${(4817 + i * 1373).toString(36).toUpperCase().padStart(4, '0').slice(-4)}`,
      opening_hours_from: o.opening_hours_from,
      opening_hours_to: o.opening_hours_to,
      holidays: JSON.stringify(o.holidays),
      time_zone: s.zone,
      phone_number: o.phone_number,
      address: o.address,
    })),
  );
  s.count('outlets', outletIds.length);
  return { orgIds, outletRows, outletIds };
}

/** Employees: five per organization, at one of its outlets. Returns the rows as inserted, and their ids. */
export async function seedEmployees(s: DemoSeed, orgs: DemoOrganizations) {
  const outletsOfOrg = (oi: number) =>
    orgs.outletRows.map((o, i) => ({ o, id: orgs.outletIds[i] })).filter((x) => x.o.orgIndex === oi);
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
      organization_id: orgs.orgIds[oi],
      outlet_id: outlets[i % outlets.length].id,
    };
  });
  const employeeIds = await insertMany(s.trx, 'employees', employeeRows);
  s.count('employees', employeeIds.length);
  return { employeeRows, employeeIds };
}

export type DemoEmployees = Awaited<ReturnType<typeof seedEmployees>>;

/** The kitchen staff, spread over the outlets. */
export async function seedKitchenStaff(s: DemoSeed, outletIds: number[]): Promise<void> {
  const kitchenIds = await insertMany(
    s.trx,
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
  s.count('kitchen_staff', kitchenIds.length);
}
