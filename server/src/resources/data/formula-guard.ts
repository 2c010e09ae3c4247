/**
 * Spreadsheet formula injection: text starting with = + - @ tab or CR (or the full-width = + - @ that
 * Apple Numbers folds into them) may be evaluated by Excel/Sheets. Exports put an apostrophe in front
 * of such text; imports take it off again. These are exactly the starts csv-stringify's
 * `escape_formulas` guards, so CSV and XLSX exports hold the same text.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** `=SUM(A1)` → `'=SUM(A1)`; other text unchanged. */
export function guardFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Undoes the export's formula guard: `'=x` → `=x`, `'+961…` → `+961…`. */
export function unguard(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
