import { Worker } from 'node:worker_threads';

/**
 * The worker's program (plain CommonJS, so it runs the same under tsx, ts-jest and node): SQLite's online
 * backup API copies every page in ONE step, which holds one read transaction for the whole copy, so the copy
 * is the database as of one moment (a step-by-step copy restarts whenever another connection writes). In WAL
 * mode writers carry on meanwhile; the worker keeps the server's event loop free. The copy is then switched to
 * a rollback journal, so it is one self-contained file.
 */
const PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const source = new SQLite(workerData.source, { fileMustExist: true, timeout: 10000 });
source
  .backup(workerData.target, { progress: () => 0x7fffffff })
  .then(() => {
    source.close();
    const copy = new SQLite(workerData.target);
    copy.pragma('journal_mode = DELETE');
    copy.close();
    parentPort.postMessage({ ok: true });
  })
  .catch((error) => {
    source.close();
    parentPort.postMessage({ ok: false, message: String(error && error.message ? error.message : error) });
  });
`;

/** Copies a live SQLite database file into `target` (a new file), consistent, without blocking this thread. */
export function copySqliteOnline(source: string, target: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(PROGRAM, {
      eval: true,
      execArgv: [],
      workerData: { driver: require.resolve('better-sqlite3'), source, target },
    });
    let answered = false;
    worker.once('message', (message: { ok: boolean; message?: string }) => {
      answered = true;
      if (message.ok) resolve();
      else reject(new Error(`Could not copy the SQLite database ${source}: ${message.message}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`The SQLite copy stopped (exit code ${code}).`));
    });
  });
}
