/** Finds an XLSX workbook's parts: its first worksheet, shared strings and styles, through the relationships. */
import { NOT_A_WORKBOOK, localName, readXml, XlsxError } from './xlsx-xml';
import type { InflateBudget, ZipEntry } from './zip-guard';

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

export interface Workbook {
  sheet: ZipEntry;
  strings?: ZipEntry;
  styles?: ZipEntry;
  date1904: boolean;
}

/** Finds the first worksheet (the workbook's first `<sheet>`), its shared strings and styles. */
export async function openWorkbook(entries: Map<string, ZipEntry>, budget: InflateBudget): Promise<Workbook> {
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

