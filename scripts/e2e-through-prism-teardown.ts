/**
 * Global teardown of the end-to-end suite run through Prism (playwright.config.ts, E2E_PRISM=1): counts what
 * Prism saw while the browser used the app, prints it, and fails the run on any contract violation.
 *
 * Two sources, both written during the run:
 *  - E2E_PRISM_REPORT: one JSON line per API call from scripts/e2e-through-prism-front.ts, with its outcome
 *    (validated, violation, refused-by-both, bypassed, streamed; see there);
 *  - E2E_PRISM_LOG: Prism's own log, where each violation or failed upstream call is an `✖ error` line.
 *    Lines for requests Prism refused (UNPROCESSABLE_ENTITY) are the front's refused-by-both or
 *    violation entries, already counted; every other `✖` line fails the run.
 * The summary is also written next to the log as prism-summary.json (scripts/test-all.sh prints it).
 */
import fs from 'node:fs';
import path from 'node:path';

function lines(file: string | undefined): string[] {
  if (!file || !fs.existsSync(file)) return [];
  return fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
}

// eslint-disable-next-line no-control-regex
const plain = (line: string) => line.replace(/\x1b\[[0-9;]*m/g, '');

export default function prismTeardown(): void {
  const log = process.env.E2E_PRISM_LOG;
  const entries = lines(process.env.E2E_PRISM_REPORT).map((l) => JSON.parse(l) as Record<string, unknown>);
  const of = (outcome: string) => entries.filter((e) => e.outcome === outcome);
  const violations = of('violation');
  const refusedByBoth = of('refused-by-both');
  const logLines = lines(log).map(plain);
  const forwarded = logLines.filter((l) => /Forwarding/.test(l)).length;
  const logErrors = logLines.filter((l) => /✖|Violation/.test(l) && !/UNPROCESSABLE_ENTITY/.test(l));
  const summary = {
    apiCalls: entries.length,
    validated: of('validated').length,
    violations: violations.length,
    refusedByBoth: refusedByBoth.length,
    bypassedBinaryUploads: of('bypassed').length,
    streamedEvents: of('streamed').length,
    prismForwarded: forwarded,
    prismErrorLines: logErrors.length,
  };
  if (log) fs.writeFileSync(path.join(path.dirname(log), 'prism-summary.json'), `${JSON.stringify(summary)}\n`);
  console.log(
    `\nPrism proxy --errors against openapi/openapi.yaml: ${summary.apiCalls} API calls; ` +
      `${summary.validated} validated clean, ${summary.violations} violation(s), ` +
      `${summary.refusedByBoth} invalid on purpose and refused by the server too (4xx), ` +
      `${summary.bypassedBinaryUploads} binary upload(s) sent past Prism (it corrupts binary bodies), ` +
      `${summary.streamedEvents} event stream(s) piped past it (it answers only once a response ends); ` +
      `${summary.prismErrorLines} other error line(s) in Prism's log.`,
  );
  for (const e of refusedByBoth.slice(0, 20)) {
    const detail = /"message":"([^"]*)"/.exec(String(e.problem))?.[1] ?? '';
    console.log(`  invalid on purpose: ${e.method} ${e.path} → server ${e.serverStatus}; Prism: ${detail}`);
  }
  for (const e of violations.slice(0, 30))
    console.log(
      `  VIOLATION ${e.method} ${e.path} → ${e.status}/${e.serverStatus ?? '-'}: ${String(e.problem ?? e.violations).slice(0, 600)}`,
    );
  for (const l of logErrors.slice(0, 30)) console.log(`  prism: ${l.slice(0, 400)}`);
  if (!entries.length || !forwarded)
    throw new Error(`No API call went through Prism (report ${process.env.E2E_PRISM_REPORT}, log ${log}).`);
  if (violations.length || logErrors.length)
    throw new Error(
      `Prism found contract violations (${violations.length} call(s), ${logErrors.length} log line(s)); see above and ${log}.`,
    );
}
