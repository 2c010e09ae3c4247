/** Row types of who the caterer serves and who uses the app: organizations, outlets, people, users. */
import type { Created, Default, Id, Version } from './schema-columns';

export interface OrganizationsTable {
  id: Id;
  name: string;
  logo: string | null;
  email: string | null;
  address: string | null;
  /** Billing details (migration 20261202000100_billing). */
  billing_email: string | null;
  tax_number: string | null;
  payment_terms_days: Default<number>;
  /** cents; null for no limit */
  credit_limit: number | null;
  /** 0/1 */
  po_required: Default<number>;
  __date_created: Created;
  __version: Version;
}

export interface OutletsTable {
  id: Id;
  name: string;
  organization_id: number | null;
  special_code: string;
  opening_hours_from: string | null;
  opening_hours_to: string | null;
  /** JSON array of weekday indexes, 0 = Sunday … 6 = Saturday. */
  holidays: Default<string>;
  time_zone: string | null;
  phone_number: string | null;
  address: string | null;
  /** HH:mm in the outlet's zone, null for none (migration 20261204000200_order_cutoff). */
  order_cutoff: string | null;
  lead_time_minutes: number | null;
  __date_created: Created;
  __version: Version;
}

interface PersonColumns {
  id: Id;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  photo: string | null;
  email: string;
  password_hash: string | null;
  phone_number: string | null;
  whatsapp_number: string | null;
  date_of_birth: string | null;
  address: string | null;
  __date_created: Created;
  __version: Version;
}

export interface EmployeesTable extends PersonColumns {
  organization_id: number | null;
  outlet_id: number | null;
}

export interface KitchenStaffTable extends PersonColumns {
  outlet_id: number | null;
}

export interface UsersTable {
  id: Id;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  /** Stored lowercase. */
  email: string;
  password_hash: string;
  phone_number: string | null;
  date_of_birth: string | null;
  address: string | null;
  role: 'administrator' | 'manager' | 'kitchen_staff' | 'viewer';
  photo: string | null;
  /** `en`, `ar` or `fr`; null until the user chooses (mails then go out in English). */
  language: string | null;
  __date_created: Created;
  __version: Version;
}

export interface PeopleTables {
  organizations: OrganizationsTable;
  outlets: OutletsTable;
  employees: EmployeesTable;
  kitchen_staff: KitchenStaffTable;
  users: UsersTable;
}
