import fs from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toCsv } from '../data/csv';
import { writeXlsx } from '../data/xlsx';
import { productionPlan, type ProductionPlan } from './query';
import { productionSheetOf, type ProductionRow } from './sheet';

/** The export (and job) name of the production sheet. */
export const PRODUCTION_EXPORT = 'production';

/** The columns of the exported sheet: one line per figure of the screen, the product's other names last. */
export const PRODUCTION_EXPORT_COLUMNS = ['product', 'breakdown', 'item', 'quantity', 'product_ar', 'product_fr'];

const comboName = (combo: ProductionRow['combos'][number]) =>
  [combo.variation?.name ?? 'Plain', ...combo.addons.map((a) => `+ ${a.name}`)].join(' ');

/** A product's lines: its total, then per variation and addons, per outlet and per due hour. */
export function exportLines(row: ProductionRow): Array<Array<string | number>> {
  const name = row.product.name;
  const names = [row.product.translations?.ar?.name ?? '', row.product.translations?.fr?.name ?? ''];
  return [
    [name, 'total', '', row.quantity, ...names],
    ...row.combos.map((c) => [name, 'variation and addons', comboName(c), c.quantity, ...names]),
    ...row.outlets.map((o) => [name, 'outlet', o.outlet?.name ?? 'No outlet', o.quantity, ...names]),
    ...row.hours.map((h) => [name, 'due hour', h.hour, h.quantity, ...names]),
  ];
}

/**
 * Export filters with their defaults resolved when asked (today, open statuses), so a job run later
 * exports the sheet the caller saw; a bad filter is a 400 now.
 */
export function resolvedExportFilters(filters: Record<string, unknown>, zone: string, now: number) {
  const plan = productionPlan(filters, zone, now);
  return {
    date_between: `${plan.startLocal},${plan.endLocal}`,
    status_in: plan.statuses.join(','),
    ...(plan.outletIds.length ? { outlet: plan.outletIds.join(',') } : {}),
    ...(plan.organizationIds.length ? { organization: plan.organizationIds.join(',') } : {}),
    time_zone: zone,
  };
}

/** Writes the sheet of stored export filters to `file` as CSV (with a BOM) or XLSX; returns its line count. */
export async function exportProductionToFile(
  db: Kysely<Database>,
  filters: Record<string, unknown>,
  file: string,
  format: 'csv' | 'xlsx',
): Promise<{ rows: number }> {
  const { time_zone: zone, ...query } = filters;
  const plan: ProductionPlan = productionPlan(query, String(zone ?? 'UTC'), Date.now());
  const sheet = await productionSheetOf(db, plan);
  const lines = sheet.results.flatMap(exportLines);
  if (format === 'csv') {
    const text = toCsv([PRODUCTION_EXPORT_COLUMNS, ...lines.map((l) => l.map(String))]);
    await fs.writeFile(file, `\ufeff${text}`);
  } else {
    async function* batches() {
      yield [PRODUCTION_EXPORT_COLUMNS, ...lines];
    }
    await writeXlsx(file, 'production', batches());
  }
  return { rows: lines.length };
}
