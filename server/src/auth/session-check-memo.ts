import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SessionCheck, TokenClaims } from './session-check-batch';

/**
 * What identifies the state of a SQLite database as one connection sees it, in SQL that can ride along any
 * select: `data_version` changes when any other connection (of this process or another) commits, and
 * `total_changes()` when this connection writes a row (committed or not, rolled back or not).
 */
export const SQLITE_VERSION_COLUMNS = `(select data_version from pragma_data_version) || '.' || total_changes()`;
/** Made once: the same compiled query is run every time (no plugin keys anything on its id). */
const VERSION_QUERY = CompiledQuery.raw(`select ${SQLITE_VERSION_COLUMNS} as version`, []);

type ReadCheck = (
  db: Kysely<Database>,
  claims: TokenClaims,
) => Promise<{ check: SessionCheck; version: string | undefined }>;

/** The most answers kept; all are dropped when full (a busy office has a few dozen sessions). */
const ANSWERS_KEPT = 1000;

/**
 * SQLite session checks, kept while the database is unchanged. A check's answer depends only on the claims and
 * the rows it reads (it reads no clock: the token's expiry is checked before), so the same claims get the
 * same answer for as long as the database's version stays the same. A later check of the same claims asks
 * SQLite for the version alone (a third of the cost of the check) and reuses the answer when it has not
 * moved. Any write, by this process or another, moves it (the version never comes back). So a session
 * revoked, a role changed or a counter bumped before a request arrived is seen by that request, exactly as
 * with a full check.
 */
export class SqliteSessionChecks {
  /** Each claims' last answer, with the version it was read at. */
  private readonly answers = new Map<string, { check: SessionCheck; version: string }>();

  constructor(
    private readonly db: Kysely<Database>,
    /** The full check, reading the version in the same statement as the answer (one snapshot); none: not kept. */
    private readonly readCheck: ReadCheck,
  ) {}

  async check(claims: TokenClaims): Promise<SessionCheck> {
    const key = `${claims.userId}\n${claims.sessionId}\n${claims.jti}`;
    const kept = this.answers.get(key);
    if (kept && kept.version === (await this.currentVersion())) return kept.check;
    const { check, version } = await this.readCheck(this.db, claims);
    if (version === undefined) {
      this.answers.delete(key);
      return check;
    }
    if (this.answers.size >= ANSWERS_KEPT) this.answers.clear();
    this.answers.set(key, { check, version });
    return check;
  }

  private async currentVersion(): Promise<string> {
    const { rows } = await this.db.executeQuery<{ version: string }>(VERSION_QUERY);
    return rows[0].version;
  }
}

const memos = new WeakMap<object, SqliteSessionChecks>();

/** The kept session checks of a SQLite database handle. */
export function sqliteSessionChecksOf(db: Kysely<Database>, readCheck: ReadCheck): SqliteSessionChecks {
  let memo = memos.get(db);
  if (!memo) memos.set(db, (memo = new SqliteSessionChecks(db, readCheck)));
  return memo;
}
