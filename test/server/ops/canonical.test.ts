import { canonicalRow, DigestBuilder } from '../../../server/src/ops/canonical';
import { compareDigests, formatComparison } from '../../../server/src/ops/digests';

/**
 * The canonical row: the same row read from SQLite and from PostgreSQL serialises alike whatever each driver
 * hands back, and any real difference changes the checksum.
 */
test('the same row from SQLite and PostgreSQL drivers serialises alike', () => {
  const fromSqlite = [7, 1, '2026-12-01T09:30:00.000Z', '{"b":1,"a":2}', 12.5, 0, null];
  const fromPostgres = [7n, true, new Date('2026-12-01T09:30:00.000Z'), '{"b":1,"a":2}', 12.5, -0, undefined];
  expect(canonicalRow(fromPostgres)).toBe(canonicalRow(fromSqlite));
  // A jsonb value (an object) is its JSON with sorted keys; bytes are base64; a bigint past 2^53 stays exact.
  expect(canonicalRow([{ b: 1, a: [{ d: 1, c: 2 }] }, Buffer.from('hi'), 2n ** 64n])).toBe(
    '["{\\"a\\":[{\\"c\\":2,\\"d\\":1}],\\"b\\":1}","base64:aGk=","18446744073709551616"]',
  );
});

test('a changed value, a changed order or a missing row changes the digest', () => {
  const digest = (rows: unknown[][]) => {
    const builder = new DigestBuilder();
    for (const row of rows) builder.add(row);
    return builder.digest();
  };
  const rows = [
    [1, 'a', 12.5],
    [2, 'b', null],
  ];
  const same = digest(rows);
  expect(
    digest([
      [1n, 'a', 12.5],
      [2, 'b', undefined],
    ]),
  ).toEqual(same);
  expect(
    digest([
      [1, 'a', 12.499999],
      [2, 'b', null],
    ]),
  ).not.toEqual(same);
  expect(digest([rows[1], rows[0]]).checksum).not.toBe(same.checksum);
  expect(digest([rows[0]])).toEqual(expect.objectContaining({ rows: 1 }));
  expect(
    digest([
      [1, 'a', 12.5, null],
      [2, 'b', null],
    ]).checksum,
  ).not.toBe(same.checksum);

  const report = compareDigests({ orders: same, users: same }, { orders: same, users: digest([rows[0]]) });
  expect(report.map((r) => [r.table, r.same])).toEqual([
    ['orders', true],
    ['users', false],
  ]);
  expect(formatComparison(report)).toMatch(/^users\s+2\s+1\s+[0-9a-f]{16}\s+DIFFERENT$/m);
});
