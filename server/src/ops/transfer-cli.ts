import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { elapsedLog, printVerified, runCommand } from './cli';
import { OpsRefusal, redactUrl } from './target';
import { transferDatabase } from './transfer';

/**
 * `npm run db:transfer -- --to postgres://… [--from sqlite:PATH]`: copies the SQLite database (DATABASE_URL by
 * default) into an EMPTY PostgreSQL database, then checks every table's row count and checksum on both sides.
 * Prints the table and `verified`, or exits with code 1 (the copy is then rolled back). Uploads are untouched.
 */
runCommand(async () => {
  const { values } = parseArgs({ options: { to: { type: 'string' }, from: { type: 'string' } } });
  if (!values.to)
    throw new OpsRefusal('Usage: npm run db:transfer -- --to postgres://user@host:port/db [--from sqlite:PATH]');
  const from = values.from ?? loadConfig().databaseUrl;
  console.log(`Copying ${redactUrl(from)} into ${redactUrl(values.to)}…`);
  const result = await transferDatabase({ from, to: values.to, log: elapsedLog() });
  printVerified(result.comparison, ['sqlite', 'postgres']);
  console.log(`Copied in ${result.seconds.toFixed(1)} s.`);
});
