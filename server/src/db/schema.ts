import type { Insertable, Selectable, Updateable } from 'kysely';
import type { AuthTables } from './auth-schema';
import type { BillingTables } from './billing-schema';
import type { CatalogueTables } from './catalogue-schema';
import type { OrderTables, OrdersTable, OrderItemsTable } from './orders-schema';
import type { PeopleTables, UsersTable } from './people-schema';
import type { SystemTables } from './system-schema';

export type * from './billing-schema';
export type * from './catalogue-schema';
export type * from './orders-schema';
export type * from './people-schema';
export type * from './system-schema';

/**
 * Database row types, one file per domain (people, catalogue, orders, billing, system, auth). Conventions:
 * - timestamps are ISO-8601 UTC text (`2026-11-21T09:30:00.000Z`), dates are `YYYY-MM-DD` text;
 * - money is integer cents (converted to decimal USD at the API boundary);
 * - every entity table has `__version` (optimistic concurrency counter, starts at 1);
 * - `__date_created` and `__version` have database defaults, so inserts may omit them
 *   (the column types in schema-columns.ts).
 */
export interface Database extends AuthTables, PeopleTables, CatalogueTables, OrderTables, SystemTables, BillingTables {}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Order = Selectable<OrdersTable>;
export type OrderItem = Selectable<OrderItemsTable>;
