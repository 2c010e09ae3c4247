import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';
import { dateText } from './xlsx';
import { inflateEntry, InflateBudget, zipEntries, ZipError, type ZipEntry } from './zip-guard';

/**
 * Reads the first worksheet of an XLSX upload row by row, as it inflates: the zip is in memory (an upload is
 * at most 5 MB), its directory says where each part is, and each part is inflated and XML-parsed (saxes)
 * 16 kB at a time, one turn of the event loop each. So a workbook's header row is read without the rest of
 * the sheet, memory holds one chunk and the rows kept, and a 50 MB sheet never holds the event loop.
 *
 * Why not exceljs, which writes our exports: its whole-workbook reader inflates and parses everything into
 * memory at once (a 3 MB upload took 700 MB and stalled the server for seconds), and its streaming reader
 * reads the zip front to back, so a sheet stored before its shared strings (as Excel and exceljs write them)
 * or a workbook without shared strings is inflated to a temporary file and parsed only at the very end.
 * Cells read as exceljs reads them (see `cellText`): shared, inline and rich text, numbers, booleans,
 * errors, a formula's last result, and numbers in a date format as dates.
 */

export class XlsxError extends Error {}

const NOT_A_WORKBOOK = 'The file is not a valid Excel (.xlsx) workbook';

/** `x:row` → `row` (some writers prefix the spreadsheet namespace). */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

interface Tags {
  open?: (name: string, attributes: Record<string, string>) => void;
  text?: (text: string) => void;
  close?: (name: string) => void;
}

/** Parses an entry's XML, one inflated chunk per step (the caller awaits each step: a turn of the event loop). */
async function* xmlSteps(entry: ZipEntry, budget: InflateBudget, tags: Tags): AsyncGenerator<void> {
  const parser = new SaxesParser({ position: false });
  if (tags.open) parser.on('opentag', (tag) => tags.open!(localName(tag.name), tag.attributes as Record<string, string>));
  if (tags.text) {
    parser.on('text', tags.text);
    parser.on('cdata', tags.text);
  }
  if (tags.close) parser.on('closetag', (tag) => tags.close!(localName(tag.name)));
  const decoder = new StringDecoder('utf8');
  const feed = (text: string, last = false) => {
    try {
      parser.write(text);
      if (last) parser.close();
    } catch (err) {
      // saxes reports malformed XML as a plain Error; anything else (ours, a bug) goes on as it is.
      if (err instanceof Error && err.constructor === Error) throw new XlsxError(`${NOT_A_WORKBOOK}.`);
      throw err;
    }
  };
  for await (const chunk of inflateEntry(entry, budget)) {
    feed(decoder.write(chunk));
    yield;
  }
  feed(decoder.end(), true);
}

async function readXml(entry: ZipEntry, budget: InflateBudget, tags: Tags): Promise<void> {
  for await (const _ of xmlSteps(entry, budget, tags));
}

/** A part's path from a relationship's target: relative to the source part's folder, or absolute. */
function resolvePart(folder: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = folder ? folder.split('/') : [];
  for (const segment of target.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment && segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

const folderOf = (part: string) => part.slice(0, Math.max(0, part.lastIndexOf('/')));

/** A part's relationships (`<folder>/_rels/<file>.rels`): id → type and resolved path. */
async function relationships(
  entries: Map<string, ZipEntry>, part: string, budget: InflateBudget,
): Promise<Map<string, { type: string; path: string }>> {
  const folder = folderOf(part);
  const file = part.slice(part.lastIndexOf('/') + 1);
  const entry = entries.get(`${folder ? `${folder}/` : ''}_rels/${file}.rels`);
  const rels = new Map<string, { type: string; path: string }>();
  if (!entry) return rels;
  await readXml(entry, budget, {
    open(name, a) {
      if (name === 'Relationship' && a.Id && a.Target && a.TargetMode !== 'External')
        rels.set(a.Id, { type: a.Type ?? '', path: resolvePart(folder, a.Target) });
    },
  });
  return rels;
}

/** Built-in number formats that show dates or times (ECMA-376 18.8.30, and the East Asian ones). */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/** Whether a custom number format shows a date or time (exceljs's rule: quoted and bracketed parts aside). */
function isDateFormatCode(code: string): boolean {
  return /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** The cell styles (`s`, their index in `cellXfs`) that show numbers as dates. */
async function dateStyles(entry: ZipEntry | undefined, budget: InflateBudget): Promise<Set<number>> {
  const dates = new Set<number>();
  if (!entry) return dates;
  const codes = new Map<number, string>();
  const formats: number[] = [];
  let inCellXfs = false;
  await readXml(entry, budget, {
    open(name, a) {
      if (name === 'numFmt') codes.set(Number(a.numFmtId), a.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) formats.push(Number(a.numFmtId ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  formats.forEach((id, style) => {
    const code = codes.get(id);
    if (code !== undefined ? isDateFormatCode(code) : DATE_FORMAT_IDS.has(id)) dates.add(style);
  });
  return dates;
}

/**
 * The shared-string table, read only as far as the cells read so far need: strings are stored in the order
 * they are numbered, and a sheet's first rows use the first ones.
 */
class SharedStrings {
  private readonly strings: string[] = [];
  private steps: AsyncGenerator<void> | null;

  constructor(entry: ZipEntry | undefined, budget: InflateBudget) {
    let parts: string[] = [];
    let inText = false;
    let phonetic = 0;
    this.steps = entry
      ? xmlSteps(entry, budget, {
          open: (name) => {
            if (name === 'si') parts = [];
            else if (name === 'rPh') phonetic++;
            else if (name === 't' && !phonetic) inText = true;
          },
          text: (text) => {
            if (inText) parts.push(text);
          },
          close: (name) => {
            if (name === 't') inText = false;
            else if (name === 'rPh') phonetic--;
            else if (name === 'si') this.strings.push(parts.join(''));
          },
        })
      : null;
  }

  async readUpTo(index: number): Promise<void> {
    while (this.strings.length <= index && this.steps) if ((await this.steps.next()).done) this.steps = null;
  }

  get(index: number): string {
    return this.strings[index] ?? '';
  }

  async close(): Promise<void> {
    await this.steps?.return(undefined);
  }
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

/** Excel's day number → a date (exceljs's `excelToDate`). */
function excelDate(days: number, date1904: boolean): Date {
  return new Date(Math.round((days - 25569 + (date1904 ? 1462 : 0)) * 24 * 3600 * 1000));
}

interface RawCell {
  column: number;
  type: string;
  style: number;
  text: string;
}

interface RawRow {
  line: number;
  cells: RawCell[];
}

/** A cell as the text a CSV of the sheet would hold (the reading of `cellText`). */
function cellValue(cell: RawCell, strings: SharedStrings, dates: Set<number>, date1904: boolean): string {
  const text = cell.text;
  switch (cell.type) {
    case 's':
      return text.trim() === '' ? '' : strings.get(Number(text));
    case 'inlineStr':
    case 'str':
    case 'e':
      return text;
    case 'b':
      return text === '' ? '' : String(Number.parseInt(text, 10) !== 0);
    case 'd': {
      const date = new Date(text);
      return Number.isNaN(date.getTime()) ? text : dateText(date);
    }
    default: {
      if (text.trim() === '') return '';
      const value = Number.parseFloat(text);
      return dates.has(cell.style) && Number.isFinite(value) ? dateText(excelDate(value, date1904)) : String(value);
    }
  }
}

export interface SheetRow {
  /** The row's number in the sheet (empty rows are skipped, numbering is kept). */
  line: number;
  cells: string[];
  /** Only on the first row: it has cells past `maxColumns` (not kept). */
  wider?: boolean;
}

export interface XlsxRowsOptions {
  /** Most cells kept of the first row (the header): an import has far fewer columns. */
  maxColumns: number;
}

interface Workbook {
  sheet: ZipEntry;
  strings?: ZipEntry;
  styles?: ZipEntry;
  date1904: boolean;
}

/** Finds the first worksheet (the workbook's first `<sheet>`), its shared strings and styles. */
async function openWorkbook(entries: Map<string, ZipEntry>, budget: InflateBudget): Promise<Workbook> {
  const root = await relationships(entries, '', budget);
  const main = [...root.values()].find((r) => r.type.endsWith('/officeDocument'))?.path ?? 'xl/workbook.xml';
  const workbook = entries.get(main);
  if (!workbook) throw new XlsxError(`${NOT_A_WORKBOOK} (it has no workbook part).`);
  let firstSheet: string | undefined;
  let date1904 = false;
  await readXml(workbook, budget, {
    open(name, a) {
      if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
      if (name === 'sheet' && firstSheet === undefined)
        firstSheet = Object.entries(a).find(([key]) => key.includes(':') && localName(key) === 'id')?.[1] ?? '';
    },
  });
  const rels = await relationships(entries, main, budget);
  const sheet = firstSheet ? entries.get(rels.get(firstSheet)?.path ?? '') : undefined;
  if (!sheet) throw new XlsxError(`${NOT_A_WORKBOOK} (it has no worksheet).`);
  const part = (type: string) => {
    const found = [...rels.values()].find((r) => r.type.endsWith(type));
    return found ? entries.get(found.path) : undefined;
  };
  return { sheet, strings: part('/sharedStrings'), styles: part('/styles'), date1904 };
}

/**
 * The non-empty rows of the first worksheet of an XLSX file, in order, as text cells, read as they inflate
 * (see the top of this file). The first row read (an import's header) keeps at most `maxColumns` cells;
 * every later row keeps only the cells within the first row's width, skipping the others as they are read
 * (no import column names them). Throws {@link XlsxError} for a file that is not a readable workbook, at the
 * point where it is found to be damaged; ending the iteration early stops reading.
 */
export async function* xlsxRows(buffer: Buffer, options: XlsxRowsOptions): AsyncGenerator<SheetRow> {
  const budget = new InflateBudget();
  let strings: SharedStrings | undefined;
  try {
    const entries = zipEntries(buffer);
    const workbook = await openWorkbook(entries, budget);
    const dates = await dateStyles(workbook.styles, budget);
    strings = new SharedStrings(workbook.strings, budget);

    let width = options.maxColumns + 1;
    let header = true;
    const finished: RawRow[] = [];
    let row: RawRow | null = null;
    let cell: RawCell | null = null;
    let inValue = false;
    let inInline = 0;
    let phonetic = 0;
    let lastLine = 0;
    const steps = xmlSteps(workbook.sheet, budget, {
      open(name, a) {
        if (name === 'row') {
          lastLine = a.r ? Number(a.r) : lastLine + 1;
          row = { line: lastLine, cells: [] };
        } else if (name === 'c' && row) {
          const previous = row.cells.at(-1)?.column ?? -1;
          const column = a.r ? columnOf(a.r) : previous + 1;
          // A cell past the width is skipped: its text is never gathered.
          cell = column >= 0 && column < width ? { column, type: a.t ?? 'n', style: Number(a.s ?? 0), text: '' } : null;
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
    for await (const _ of steps) {
      const rows = finished.splice(0);
      let needed = -1;
      for (const r of rows) for (const c of r.cells) if (c.type === 's') needed = Math.max(needed, Number(c.text) || 0);
      if (needed >= 0) await strings.readUpTo(needed);
      for (const raw of rows) {
        const cells: string[] = [];
        for (const c of raw.cells) if (c.column < width) cells[c.column] = cellValue(c, strings, dates, workbook.date1904);
        const last = cells.findLastIndex((text) => text !== undefined && text !== '');
        if (last < 0) continue;
        const kept = Array.from({ length: Math.min(last + 1, width) }, (_, i) => cells[i] ?? '');
        if (header) {
          header = false;
          const wider = kept.length > options.maxColumns;
          width = Math.min(kept.length, options.maxColumns);
          yield { line: raw.line, cells: kept.slice(0, width), ...(wider ? { wider } : {}) };
        } else yield { line: raw.line, cells: kept };
      }
    }
  } catch (err) {
    if (err instanceof XlsxError) throw err;
    if (err instanceof ZipError) throw new XlsxError(`${NOT_A_WORKBOOK} (${err.message}).`);
    throw err;
  } finally {
    await strings?.close();
  }
}
