import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ResourceDef } from '../engine/types';
import { parseListQuery } from '../engine/list-query';
import { matchingIds, rowsByIds } from '../engine/list-sql';
import { toApiRecords, type RelatedCache } from '../engine/serialize';
import { toCsv } from './csv';
import { exportColumns, recordValues } from './columns';
import { hintMajorGc } from './gc-hint';
import { writeXlsx } from './xlsx';
import { nextTurn, testDelayMs, testPause } from './import-job';


/**
 * Rows read, serialised and written per step: memory stays flat whatever the export's size. Small on
 * purpose: rows kept across a step's awaits get promoted to V8's old space, which then grows (a 500-row
 * step took ~25 MB more resident memory than a 100-row one for a 100k-row export).
 */
export const EXPORT_BATCH = 100;
/** Rows between two requests for a major collection (see gc-hint.ts). */
export const EXPORT_ROWS_PER_GC_HINT = 5_000;

/**
 * Every row matching the list filters (not a page), in the list's order, as export values in batches:
 * the header first, then one batch of rows at a time. The matching ids are read first (from the
 * indexes, a few bytes a row), then the rows batch by batch by primary key, so no step holds more than
 * one batch of records.
 */
export async function* exportBatches(db: Kysely<Database>, def: ResourceDef, filters: Record<string, unknown>, counter?: { rows: number }, signal?: AbortSignal): AsyncGenerator<Array<Array<string | number>>> {
  const { per_page: _pp, page: _p, ...rest } = filters;
  const plan = parseListQuery(def, rest, { unpaged: true });
  const columns = exportColumns(def);
  const ids = await matchingIds(db, def, plan);
  const related: RelatedCache = new Map();
  yield [columns];
  const delay = testDelayMs();
  for (let i = 0; i < ids.length; i += EXPORT_BATCH) {
    // A turn of the event loop between batches (the synchronous SQLite driver would hold it otherwise).
    if (i > 0) await (delay ? testPause(delay) : nextTurn());
    // A run handed back (shutting down) stops between two batches.
    signal?.throwIfAborted();
    if (i > 0 && i % EXPORT_ROWS_PER_GC_HINT === 0) hintMajorGc();
    // Only the fields become columns: what a `decorate` hook adds (an order's summary items) is not read.
    const records = await toApiRecords(db, def, await rowsByIds(db, def, ids.slice(i, i + EXPORT_BATCH)), related, {
      decorate: false,
    });
    if (!records.length) continue;
    if (counter) counter.rows += records.length;
    yield records.map((r) => recordValues(def, r, columns));
  }
}

/** The export as CSV text in chunks: the header first, then one chunk per batch. */
export async function* csvChunks(db: Kysely<Database>, def: ResourceDef, filters: Record<string, unknown>, counter?: { rows: number }, signal?: AbortSignal): AsyncGenerator<string> {
  for await (const batch of exportBatches(db, def, filters, counter, signal)) yield toCsv(batch.map((row) => row.map(String)));
}

/** Every row matching the list filters, as CSV text, and how many rows it holds (small exports, tests). */
export async function exportCsv(db: Kysely<Database>, def: ResourceDef, filters: Record<string, unknown>): Promise<{ csv: string; rows: number }> {
  const counter = { rows: 0 };
  let csv = '';
  for await (const chunk of csvChunks(db, def, filters, counter)) csv += chunk;
  return { csv, rows: counter.rows };
}

/** Streams the export into `file` (UTF-8 with a BOM, for spreadsheets); returns how many rows it holds. */
export async function exportCsvToFile(db: Kysely<Database>, def: ResourceDef, filters: Record<string, unknown>, file: string, signal?: AbortSignal): Promise<{ rows: number }> {
  const counter = { rows: 0 };
  async function* withBom() {
    yield '\ufeff';
    yield* csvChunks(db, def, filters, counter, signal);
  }
  await pipeline(Readable.from(withBom()), fs.createWriteStream(file));
  return { rows: counter.rows };
}

/** Streams the export into `file` as CSV (see {@link exportCsvToFile}) or XLSX; returns how many rows it holds. */
export async function exportToFile(db: Kysely<Database>, def: ResourceDef, filters: Record<string, unknown>, file: string, format: 'csv' | 'xlsx', signal?: AbortSignal): Promise<{ rows: number }> {
  if (format === 'csv') return exportCsvToFile(db, def, filters, file, signal);
  const counter = { rows: 0 };
  await writeXlsx(file, def.name, exportBatches(db, def, filters, counter, signal));
  return { rows: counter.rows };
}
