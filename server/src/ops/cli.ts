import { formatComparison, type DigestComparison } from './digests';
import { OpsRefusal } from './target';
import { VerificationFailed } from './transfer';

/** `1.2 MB`-style sizes for the commands' reports. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/** Prints progress lines with the seconds since the command started: `[  12.3 s] orders: 100,000 rows`. */
export function elapsedLog(): (line: string) => void {
  const started = performance.now();
  return (line) => console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${line}`);
}

/** The per-table table, then `verified` (every table matched). */
export function printVerified(comparison: DigestComparison[], labels: [string, string]): void {
  console.log(formatComparison(comparison, labels));
  console.log('verified');
}

/**
 * Runs a command: a refusal prints its message, a failed verification its table, any other error its
 * message; each exits with code 1.
 */
export function runCommand(main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    if (err instanceof VerificationFailed) console.error(`${formatComparison(err.comparison)}\n${err.message}`);
    else if (err instanceof OpsRefusal) console.error(err.message);
    else console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
