import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { elapsedLog, formatBytes, printVerified, runCommand } from './cli';
import { restoreBackup } from './restore';
import { OpsRefusal, redactUrl } from './target';

/**
 * `npm run restore FILE`: brings a backup archive back into the EMPTY database named by DATABASE_URL (a
 * database holding data is refused) and its uploads into UPLOAD_DIR. Stop the server first.
 */
runCommand(async () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length !== 1)
    throw new OpsRefusal('Usage: npm run restore FILE.tar.gz (into the empty database of DATABASE_URL).');
  const config = loadConfig();
  console.log(`Restoring ${positionals[0]} into ${redactUrl(config.databaseUrl)} and ${config.uploadDir}…`);
  const result = await restoreBackup({
    file: positionals[0],
    databaseUrl: config.databaseUrl,
    uploadDir: config.uploadDir,
    log: elapsedLog(),
  });
  printVerified(result.comparison, ['backup', 'restored']);
  console.log(
    `Restored in ${result.seconds.toFixed(1)} s, with ${result.uploads.files} uploaded files (${formatBytes(result.uploads.bytes)}).`,
  );
});
