/** A worksheet's XML read as raw rows (cell type, style, text), skipping the cells past the kept width. */
import { xmlSteps } from './xlsx-xml';
import type { InflateBudget, ZipEntry } from './zip-guard';

/** One cell as the sheet stores it: `t` (type), `s` (style) and the text of its value. */
export interface RawCell {
  column: number;
  type: string;
  style: number;
  text: string;
}

export interface RawRow {
  line: number;
  cells: RawCell[];
}

/** `B12` → 1 (0-based column); -1 when the reference has no column letters. */
function columnOf(ref: string): number {
  let column = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const code = ref.charCodeAt(i) | 0x20; // lower case
    if (code < 0x61 || code > 0x7a) break;
    column = column * 26 + (code - 0x60);
  }
  return i ? column - 1 : -1;
}

/**
 * The sheet's rows, one batch per inflated chunk (the rows that chunk finished, maybe none). Cells at or past
 * `bounds.width` are skipped as they are read (their text is never gathered); the caller may narrow the width
 * between batches.
 */
export async function* rawRowBatches(
  sheet: ZipEntry,
  budget: InflateBudget,
  bounds: { width: number },
): AsyncGenerator<RawRow[]> {
  const finished: RawRow[] = [];
  let row: RawRow | null = null;
  let cell: RawCell | null = null;
  let inValue = false;
  let inInline = 0;
  let phonetic = 0;
  let lastLine = 0;
  const steps = xmlSteps(sheet, budget, {
    open(name, a) {
      if (name === 'row') {
        lastLine = a.r ? Number(a.r) : lastLine + 1;
        row = { line: lastLine, cells: [] };
      } else if (name === 'c' && row) {
        const previous = row.cells.at(-1)?.column ?? -1;
        const column = a.r ? columnOf(a.r) : previous + 1;
        // A cell past the width is skipped: its text is never gathered.
        cell =
          column >= 0 && column < bounds.width
            ? { column, type: a.t ?? 'n', style: Number(a.s ?? 0), text: '' }
            : null;
        if (cell) row.cells.push(cell);
      } else if (cell) {
        if (name === 'v') inValue = true;
        else if (name === 'is') inInline++;
        else if (name === 'rPh') phonetic++;
        else if (name === 't' && inInline && !phonetic) inValue = true;
      }
    },
    text(text) {
      if (inValue && cell) cell.text += text;
    },
    close(name) {
      if (name === 'v' || name === 't') inValue = false;
      else if (name === 'is') inInline--;
      else if (name === 'rPh') phonetic--;
      else if (name === 'c') cell = null;
      else if (name === 'row' && row) {
        finished.push(row);
        row = null;
      }
    },
  });
  for await (const _ of steps) yield finished.splice(0);
}
