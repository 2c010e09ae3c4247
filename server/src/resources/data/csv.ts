import { CsvError as StreamParseError, parse as parser } from 'csv-parse';
import { CsvError as ParseError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/**
 * CSV through csv-parse / csv-stringify. Written: RFC 4180, comma-separated, CRLF rows, fields quoted
 * when they hold a comma, quote or line break, and csv-stringify's formula guard (`escape_formulas`): a
 * cell starting with = + - @ tab or CR (or their full-width forms) gets a leading apostrophe, so Excel
 * and Sheets show it as text instead of evaluating it.
 */
export function toCsv(rows: string[][]): string {
  // quote_record_delimiter: a field holding a lone LF or CR is quoted too (readers split rows on any of them).
  return stringify(rows, { record_delimiter: '\r\n', quote_record_delimiter: true, escape_formulas: true });
}

export { unguard } from './formula-guard';

export class CsvError extends Error {}

/**
 * The field separator of a file: `;` when its header line holds semicolons and no comma (what Excel
 * writes as "CSV" where the decimal separator is a comma), otherwise `,`. Header cells are field names,
 * which hold neither.
 */
function delimiterOf(text: string): ',' | ';' {
  const header = /^[^\r\n]*/.exec(text)?.[0] ?? '';
  return header.includes(';') && !header.includes(',') ? ';' : ',';
}

const PARSE_PROBLEMS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is not closed.',
  INVALID_OPENING_QUOTE: 'a quote may only start a field.',
  CSV_INVALID_CLOSING_QUOTE: 'a closing quote must end its field.',
};

/** How a file is read; `start` is its text, or at least its first line. */
const readingOf = (start: string) => ({
  bom: true,
  delimiter: delimiterOf(start.replace(/^\ufeff/, '')),
  record_delimiter: ['\r\n', '\n', '\r'],
  skip_empty_lines: true,
  relax_column_count: true,
});

/** A parse error as a {@link CsvError} naming its line (csv-parse's sync and stream builds each have their own class). */
function csvError(err: unknown): unknown {
  if (!(err instanceof ParseError) && !(err instanceof StreamParseError)) return err;
  const line = (err as ParseError & { lines?: number }).lines;
  return new CsvError(`Line ${line}: ${PARSE_PROBLEMS[err.code] ?? err.message}`);
}

/**
 * Parses CSV text into rows of cells: a UTF-8 BOM is skipped, blank lines are dropped, rows may end in
 * CRLF, LF or CR, and rows may have fewer or more cells than the header. Throws {@link CsvError} naming
 * the line of a malformed quote.
 */
export function parseCsv(text: string): string[][] {
  try {
    return parse(text, readingOf(text)) as string[][];
  } catch (err) {
    throw csvError(err);
  }
}

/** Bytes parsed per turn of the event loop; the header row must end within the first of them. */
export const CSV_CHUNK_BYTES = 16 * 1024;

export interface CsvRow {
  cells: string[];
  /** Only on the first row: it has cells past `maxColumns` (not kept). */
  wider?: boolean;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The rows of CSV text (or its UTF-8 bytes) as {@link parseCsv} reads them, parsed {@link CSV_CHUNK_BYTES} at a time with a
 * turn of the event loop between chunks, so a 5 MB file never holds it, and as far as the caller reads
 * (ending the iteration stops parsing): an import checks the header row without parsing the rest. The
 * first row (the header) keeps at most `maxColumns` cells and must end within the first chunk (a row of
 * column names is short); every later row keeps only the header's width (no import column names the
 * cells past it). Throws {@link CsvError} where the text is found malformed.
 */
export async function* csvRows(text: string | Buffer, options: { maxColumns: number }): AsyncGenerator<CsvRow> {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  const csv = parser(readingOf(bytes.subarray(0, CSV_CHUNK_BYTES).toString('utf8')));
  const records: string[][] = [];
  let failure: unknown = null;
  csv.on('data', (record: string[]) => records.push(record));
  csv.on('error', (err) => (failure ??= err));
  let width = -1;
  const rows = function* (): Generator<CsvRow> {
    for (const cells of records.splice(0)) {
      if (width < 0) {
        width = Math.min(cells.length, options.maxColumns);
        yield { cells: cells.slice(0, width), ...(cells.length > width ? { wider: true } : {}) };
      } else yield { cells: cells.length > width ? cells.slice(0, width) : cells };
    }
  };
  // csv-parse reports a malformed file through 'error', or by throwing from write() or end().
  const feed = (write: () => void) => {
    try {
      write();
    } catch (err) {
      failure ??= err;
    }
  };
  try {
    for (let at = 0; at < bytes.length; at += CSV_CHUNK_BYTES) {
      feed(() => csv.write(bytes.subarray(at, at + CSV_CHUNK_BYTES)));
      await nextTurn();
      if (failure) throw csvError(failure);
      if (width < 0 && !records.length && at + CSV_CHUNK_BYTES < bytes.length)
        throw new CsvError(`Line 1: the header row is longer than ${CSV_CHUNK_BYTES / 1024} kB.`);
      yield* rows();
    }
    const ended = new Promise<void>((resolve) => csv.once('end', resolve).once('error', () => resolve()));
    feed(() => csv.end());
    if (!failure) await ended;
    if (failure) throw csvError(failure);
    yield* rows();
  } finally {
    csv.destroy();
  }
}
