import { capability } from '../access/capabilities';
import { resources, views } from '../resources/definitions';
import { shownTables } from '../resources/engine/change-markers';
import { SHEET_TABLES } from '../resources/production/sheet';

/** A resource a change event may name: its API name and the tables whose writes change what it shows. */
export interface EventResource {
  name: string;
  tables: readonly string[];
}

/** Every resource and view, plus the production sheet (a report over orders) and the ageing report. */
export const EVENT_RESOURCES: readonly EventResource[] = [
  ...[...Object.values(resources), ...Object.values(views)].map((def) => ({
    name: def.name,
    tables: shownTables(def),
  })),
  { name: 'production', tables: SHEET_TABLES },
  // The ageing report: what organizations owe.
  { name: 'ageing', tables: ['invoices', 'payments', 'organizations'] },
];

/** The resources a holder of `capabilities` may read (list or view): the only ones their events name. */
export function readableResources(capabilities: readonly string[]): EventResource[] {
  const held = new Set(capabilities);
  return EVENT_RESOURCES.filter((r) => held.has(capability(r.name, 'list')) || held.has(capability(r.name, 'view')));
}

/** The tables any of `readable` shows, sorted. */
export function tablesOf(readable: readonly EventResource[]): string[] {
  return [...new Set(readable.flatMap((r) => r.tables))].sort();
}

/** The names of the resources of `readable` that show one of `tables`. */
export function resourcesShowing(readable: readonly EventResource[], tables: ReadonlySet<string>): string[] {
  return readable.filter((r) => r.tables.some((t) => tables.has(t))).map((r) => r.name);
}
