import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { archiveName, createBackup } from './backup';
import { formatBytes, runCommand } from './cli';
import { redactUrl } from './target';

/**
 * `npm run backup [-- --out FILE.tar.gz|FOLDER]`: a consistent archive of the database (DATABASE_URL) and the
 * uploads (UPLOAD_DIR), taken while the server runs. Written into BACKUP_DIR (or ./data/backups) by default.
 */
runCommand(async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  const out = path.resolve(values.out ?? (config.backupDir || './data/backups'));
  const file = out.endsWith('.tar.gz') ? out : path.join(out, archiveName(new Date()));
  console.log(`Backing up ${redactUrl(config.databaseUrl)} and ${config.uploadDir}…`);
  const result = await createBackup({ databaseUrl: config.databaseUrl, uploadDir: config.uploadDir, file });
  const rows = result.manifest.tables.reduce((n, t) => n + t.rows, 0);
  console.log(
    `Backup written: ${result.file} (${formatBytes(result.bytes)}) in ${result.seconds.toFixed(1)} s: ` +
      `${rows.toLocaleString('en')} rows in ${result.manifest.tables.length} tables, ` +
      `${result.manifest.uploads.files} uploaded files (${formatBytes(result.manifest.uploads.bytes)}).`,
  );
});
