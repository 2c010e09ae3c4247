import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/operation';
import { badRequest, fromDatabaseError, isHttpError } from '../engine/errors';
import { prepareInput, type PreparedInput } from '../engine/prepare-input';
import { createInTx, updateInTx } from '../engine/record-writes';
import type { HookContext, ResourceDef } from '../engine/types';
import { writeTransaction } from '../engine/upload-cleanup';
import { CsvError, csvRows } from './csv';
import { importPlan, rowBody, type ImportPlan } from './columns';
import { XlsxError, xlsxRows } from './xlsx-reader';

/** Most data rows one import may hold. */
export const MAX_IMPORT_ROWS = 10_000;

/**
 * Most columns a header row may name (the widest resource exports under 30): the reader keeps no more of
 * the first row, and later rows keep only the header's width, so what an import holds in memory is bounded
 * by its rows, whatever the file's cells.
 */
export const MAX_IMPORT_COLUMNS = 200;

/** An import file: CSV text (or its UTF-8 bytes), or the bytes of an XLSX workbook (its first worksheet is read). */
export type ImportSource = { format: 'csv'; text: string | Buffer } | { format: 'xlsx'; buffer: Buffer };

/** A data row of an import file and where it is: "Line N" of a CSV (the header is line 1), "Row N" of a sheet. */
export interface ImportRow {
  place: string;
  cells: string[];
  /** Only on the header row: it has more than {@link MAX_IMPORT_COLUMNS} cells. */
  wider?: boolean;
}

/**
 * The rows of an import file, header first, read as the caller asks for them (see `csvRows`, `xlsxRows`:
 * a chunk of the file per turn of the event loop, nothing read past where the caller stops); 422 where
 * the file is found unreadable.
 */
async function* importRows(source: ImportSource): AsyncGenerator<ImportRow> {
  const options = { maxColumns: MAX_IMPORT_COLUMNS };
  try {
    if (source.format === 'xlsx') {
      for await (const { line, ...row } of xlsxRows(source.buffer, options)) yield { place: `Row ${line}`, ...row };
      return;
    }
    let line = 0;
    for await (const row of csvRows(source.text, options)) yield { place: `Line ${++line}`, ...row };
  } catch (err) {
    if (err instanceof XlsxError) throw new HttpError(422, 'unprocessable_entity', err.message);
    if (err instanceof CsvError) throw new HttpError(422, 'unprocessable_entity', `The file is not valid CSV. ${err.message}`);
    throw err;
  }
}

const noDataRows = () => new HttpError(422, 'unprocessable_entity', 'The file has no data rows under its header row.');

/** The import plan of a header row; 400 for a column the resource does not have, or too many. */
function headerPlan(def: ResourceDef, header: ImportRow): ImportPlan {
  const plan = importPlan(def, header.cells);
  if (header.wider)
    throw badRequest(`The header row has more than ${MAX_IMPORT_COLUMNS} columns.`, { file: `has more than ${MAX_IMPORT_COLUMNS} columns` });
  return plan;
}

/**
 * What the request checks before queueing an import: the header row (400 for an unknown or repeated
 * column) and that a data row follows it (422), reading only the start of the file, so a wrong file is
 * refused at once whatever its size. The job reads the whole file, once (see {@link importFile}).
 */
export async function checkImportFile(def: ResourceDef, source: ImportSource): Promise<void> {
  const rows = importRows(source);
  try {
    const header = await rows.next();
    if (header.done) throw noDataRows();
    headerPlan(def, header.value);
    if ((await rows.next()).done) throw noDataRows();
  } finally {
    await rows.return(undefined);
  }
}

function atPlace(place: string, err: unknown): HttpError {
  const e = isHttpError(err) ? err : fromDatabaseError(err);
  if (!e) throw err;
  const detail = e.errors ? Object.entries(e.errors).map(([k, v]) => `${k} ${v}`).join('; ') : e.message;
  return new HttpError(e.statusCode, e.code, `${place}: ${detail}`, e.errors);
}

/** Most problems one failed import reports; past it a last line says how many more there were. */
export const MAX_IMPORT_ERROR_LINES = 200;

/** The problems of one row, one line per field in the file's column order: "Line 2: name is required". */
function problemLines(place: string, err: unknown, plan: ImportPlan): string[] {
  const e = isHttpError(err) ? err : fromDatabaseError(err);
  if (!e) throw err;
  if (!e.errors || !Object.keys(e.errors).length) return [`${place}: ${e.message}`];
  const column = (field: string) => plan.fields.find((f) => f.name === field)?.index ?? Number.MAX_SAFE_INTEGER;
  return Object.entries(e.errors)
    .sort(([a], [b]) => column(a) - column(b))
    .map(([field, text]) => `${place}: ${field} ${text}`);
}

/**
 * An import stopped before writing anything: every problem found, one per line of the file; `errors`
 * maps the fields of the first bad row to their problems.
 */
export class ImportRowsError extends HttpError {
  constructor(
    readonly lines: string[],
    firstRowErrors?: Record<string, string>,
  ) {
    super(400, 'validation_error', lines.join('\n'), firstRowErrors);
  }
}

/** The lines of the file that stopped an import (a single one for a failure that is not about rows). */
export function importErrorLines(err: unknown, message: string): string[] {
  return err instanceof ImportRowsError ? err.lines : [message];
}

/**
 * A pause after each imported row (and each exported batch), for crash tests only (`JOB_TEST_DELAY_MS`,
 * ignored in production): it keeps a job running long enough to kill the server in the middle of it.
 */
export function testDelayMs(): number {
  if (process.env.NODE_ENV === 'production') return 0;
  const ms = Number(process.env.JOB_TEST_DELAY_MS);
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, 60_000) : 0;
}

/** The crash tests' pause; each one ends with a `job-test-step` line on stdout, so a test kills on an event. */
export async function testPause(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  process.stdout.write('job-test-step\n');
}

/**
 * Rows prepared or written between two turns of the event loop. better-sqlite3 is synchronous, and an
 * await on its (already settled) results only runs microtasks: without these turns a 10 000-row import
 * holds the event loop for its whole length, so the job's heartbeat timer (and every other request of
 * the process) waits until it ends, and another process may take the job for dead.
 */
export const IMPORT_BATCH = 100;

/** Lets timers and I/O run (the job's heartbeat, other requests) before the next batch of rows. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface ImportOptions {
  /**
   * Runs inside the import's transaction after the last row, before the commit (e.g. marking the job
   * done): the rows and what it writes commit together or not at all. Throwing rolls everything back.
   */
  beforeCommit?: (trx: Kysely<Database>, counts: { created: number; updated: number }) => Promise<void>;
  /** Aborted (the job handed back at shutdown): the import stops at its next batch and writes nothing. */
  signal?: AbortSignal;
}

/**
 * Imports every row in one transaction: a row with an `id` updates that record, others are created.
 * The file is read once, here, a chunk per turn of the event loop, each row checked as it is read: any bad
 * row stops the import before anything is written, and every problem is reported by its line in a CSV
 * (its row in a sheet), one per field; so does a file with too many rows, or one found damaged past its
 * start (422 messages, as the request's). A row refused by the database while writing (a duplicate) stops
 * the import there, and nothing is written either. Every {@link IMPORT_BATCH} rows it gives the event
 * loop a turn.
 */
export async function importFile(
  db: Kysely<Database>, def: ResourceDef, source: ImportSource, ctx: HookContext, options: ImportOptions = {},
): Promise<{ created: number; updated: number }> {
  const rows = importRows(source);
  const prepared: Array<{ place: string; id?: number; p: PreparedInput }> = [];
  const problems: string[] = [];
  let badRows = 0;
  let firstRowErrors: Record<string, string> | undefined;
  let count = 0;
  let plan: ImportPlan;
  try {
    const header = await rows.next();
    if (header.done) throw noDataRows();
    plan = headerPlan(def, header.value);
    // Rows are checked as they are read; past the limit they are only counted, for the message.
    for await (const { place, cells } of rows) {
      options.signal?.throwIfAborted();
      if (++count > MAX_IMPORT_ROWS) continue;
      if (count % IMPORT_BATCH === 0) await nextTurn();
      try {
        const { id, body } = rowBody(plan, cells);
        const numericId = id === undefined ? undefined : Number(id);
        if (numericId !== undefined && (!Number.isInteger(numericId) || numericId < 1))
          throw new HttpError(400, 'validation_error', `id "${id}" is not a record id`, { id: 'is not a record id' });
        prepared.push({ place, id: numericId, p: await prepareInput(def, body, numericId ? 'update' : 'create', ctx) });
      } catch (err) {
        badRows++;
        problems.push(...problemLines(place, err, plan));
        if (badRows === 1 && isHttpError(err)) firstRowErrors = err.errors;
      }
    }
  } finally {
    await rows.return(undefined);
  }
  if (!count) throw noDataRows();
  if (count > MAX_IMPORT_ROWS)
    throw new HttpError(422, 'unprocessable_entity', `The file has ${count} rows; at most ${MAX_IMPORT_ROWS} can be imported at once.`);
  if (problems.length) {
    const shown = problems.slice(0, MAX_IMPORT_ERROR_LINES);
    if (problems.length > shown.length) shown.push(`… and ${problems.length - shown.length} more problems (${badRows} rows in all).`);
    throw new ImportRowsError(shown, firstRowErrors);
  }
  let created = 0;
  let updated = 0;
  const delay = testDelayMs();
  try {
    // Images an import replaces or clears leave the disk once it has committed (engine/upload-cleanup.ts).
    await writeTransaction(db, ctx.app, async (trx) => {
      created = 0;
      updated = 0;
      // Related records checked once per import, not once per row.
      const rowCtx: HookContext = { ...ctx, existing: new Map() };
      for (const [i, { place, id, p }] of prepared.entries()) {
        if (i > 0 && i % IMPORT_BATCH === 0) await nextTurn();
        if (delay) await testPause(delay);
        options.signal?.throwIfAborted();
        try {
          if (id) {
            await updateInTx(trx, def, id, p, rowCtx);
            updated++;
          } else {
            await createInTx(trx, def, p, rowCtx);
            created++;
          }
        } catch (err) {
          throw atPlace(place, err);
        }
      }
      await options.beforeCommit?.(trx as unknown as Kysely<Database>, { created, updated });
    });
  } catch (err) {
    throw isHttpError(err) ? err : (fromDatabaseError(err, def.uniqueMessage) ?? err);
  }
  return { created, updated };
}
