/** RFC 4180 CSV: comma-separated, CRLF rows, fields quoted when they hold a comma, quote or line break. */

/** Spreadsheet formula prefixes: a leading apostrophe stops Excel/Sheets from evaluating exported text. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

export function toCsv(rows: string[][]): string {
  return rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Undoes the export's formula guard: `'=x` → `=x`, `'+961…` → `+961…`. */
export function unguard(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

export class CsvError extends Error {}

/** Parses CSV text (a UTF-8 BOM is skipped) into rows of cells; blank lines are dropped. */
export function parseCsv(text: string): string[][] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === '"') {
      if (field !== '') throw new CsvError(`Line ${line}: a quote may only start a field.`);
      quoted = true;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      if (row.length > 1 || row[0] !== '') rows.push(row);
      row = [];
      field = '';
      line++;
    } else {
      field += c;
    }
  }
  if (quoted) throw new CsvError(`Line ${line}: a quoted field is not closed.`);
  row.push(field);
  if (row.length > 1 || row[0] !== '') rows.push(row);
  return rows;
}
