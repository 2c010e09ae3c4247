/** One measured figure of the bench, as printed and as saved in bench/results/*.json. */
export interface Figure {
  /** Stable id, e.g. `orders.first_page`. */
  id: string;
  label: string;
  /** `target`: counts for PASS/FAIL; `info`: shown for context; `floor`: a reference the ratios divide by. */
  kind: 'target' | 'info' | 'floor';
  unit: 'ms' | 'MB' | 's' | 'kB' | 'count' | '×';
  /** The figure compared with the target (p95 for latencies, the median for client timings). */
  value: number;
  p50?: number;
  target?: number;
  /** value ≤ target (or, with `atLeast`, ≥). */
  pass?: boolean;
  /** The target is a floor: the figure passes at or above it (a speed-up, a ratio of requests per second). */
  atLeast?: boolean;
  /** value / the /healthz round trip's p95 in the same run. */
  xHealthz?: number;
  /** value / the p95 of the same SQL run directly on the database. */
  xSql?: number;
  sqlP95?: number;
  /** The 1-minute load average of the machine while the figure was measured (shared machine: context). */
  load1?: number;
  /** The server's CPU time per request during the figure's load (user + system, from /proc): load-independent. */
  cpuMs?: number;
  note?: string;
  detail?: Record<string, unknown>;
}

export function judge(f: Omit<Figure, 'pass'>): Figure {
  if (f.target === undefined || !Number.isFinite(f.value)) return { ...f, pass: undefined };
  return { ...f, pass: f.atLeast ? f.value >= f.target : f.value <= f.target };
}

const fmt = (v: number | undefined, unit = '') => {
  if (v === undefined || Number.isNaN(v)) return '';
  if (!Number.isFinite(v)) return '∞';
  const s = Number.isInteger(v) || Math.abs(v) >= 100 ? v.toFixed(0) : Math.abs(v) >= 10 ? v.toFixed(1) : v.toFixed(2);
  return unit === '×' ? `${s}×` : unit ? `${s} ${unit}` : s;
};

/** The figures as a fixed-width table: value (p95), p50, target, result, ratios to the floors. */
export function table(title: string, figures: Figure[]): string {
  const rows = figures.map((f) => [
    f.label,
    fmt(f.p50, f.unit),
    fmt(f.value, f.unit),
    f.target === undefined ? '' : `${f.atLeast ? '≥' : '≤'} ${fmt(f.target, f.unit)}`,
    f.kind === 'floor'
      ? 'floor'
      : f.pass === undefined
        ? f.kind === 'info'
          ? 'info'
          : 'n/a'
        : f.pass
          ? 'PASS'
          : 'FAIL',
    f.xHealthz === undefined ? '' : `${fmt(f.xHealthz)}×`,
    f.sqlP95 === undefined ? '' : fmt(f.sqlP95, 'ms'),
    f.xSql === undefined ? '' : `${fmt(f.xSql)}×`,
    f.cpuMs === undefined ? '' : fmt(f.cpuMs, 'ms'),
    f.load1 === undefined ? '' : f.load1.toFixed(1),
    f.note ?? '',
  ]);
  const head = [
    'figure',
    'p50',
    'p95 / value',
    'target',
    'result',
    '÷ healthz',
    'SQL p95',
    '÷ SQL',
    'CPU/req',
    'load',
    'note',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  const sep = widths.map((w) => '─'.repeat(w)).join('  ');
  return [`\n${title}`, line(head), sep, ...rows.map(line)].join('\n');
}
