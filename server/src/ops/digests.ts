import { DigestBuilder, type TableDigest } from './canonical';
import type { TableInfo } from './catalogue';
import type { SnapshotReader } from './readers';

export type Digests = Record<string, TableDigest>;

/** Row count and checksum of each of `tables` (the reader's own by default), read from one snapshot. */
export async function tableDigests(
  reader: SnapshotReader,
  tables: ReadonlyArray<Pick<TableInfo, 'name' | 'columns' | 'primaryKey'>> = reader.tables,
): Promise<Digests> {
  const digests: Digests = {};
  for (const table of tables) {
    const builder = new DigestBuilder();
    for await (const batch of reader.rows(table)) for (const row of batch) builder.add(row);
    digests[table.name] = builder.digest();
  }
  return digests;
}

export interface DigestComparison {
  table: string;
  expected: TableDigest | undefined;
  actual: TableDigest | undefined;
  same: boolean;
}

/** Table by table, whether two sets of digests agree (a table missing on either side does not). */
export function compareDigests(expected: Digests, actual: Digests): DigestComparison[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])];
  return names.map((table) => {
    const e = expected[table];
    const a = actual[table];
    return { table, expected: e, actual: a, same: !!e && !!a && e.rows === a.rows && e.checksum === a.checksum };
  });
}

/** A per-table text table: rows on each side, the checksums' start, and whether they match. */
export function formatComparison(rows: DigestComparison[], labels: [string, string] = ['source', 'target']): string {
  const head = ['table', `${labels[0]} rows`, `${labels[1]} rows`, 'checksum', 'match'];
  const body = rows.map((r) => [
    r.table,
    r.expected ? r.expected.rows.toLocaleString('en') : '-',
    r.actual ? r.actual.rows.toLocaleString('en') : '-',
    (r.expected ?? r.actual)?.checksum.slice(0, 16) ?? '-',
    r.same ? 'ok' : 'DIFFERENT',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 1 || i === 2 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}
