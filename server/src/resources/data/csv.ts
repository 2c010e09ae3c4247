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

/**
 * Parses CSV text into rows of cells: a UTF-8 BOM is skipped, blank lines are dropped, rows may end in
 * CRLF, LF or CR, and rows may have fewer or more cells than the header. Throws {@link CsvError} naming
 * the line of a malformed quote.
 */
export function parseCsv(text: string): string[][] {
  try {
    return parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\ufeff/, '')),
      record_delimiter: ['\r\n', '\n', '\r'],
      skip_empty_lines: true,
      relax_column_count: true,
    }) as string[][];
  } catch (err) {
    if (!(err instanceof ParseError)) throw err;
    const line = (err as ParseError & { lines?: number }).lines;
    throw new CsvError(`Line ${line}: ${PARSE_PROBLEMS[err.code] ?? err.message}`);
  }
}
