import type { ColumnType } from 'kysely';

/**
 * Tables of the auth migration (`migrations/20261121000200_auth.ts`, owned by the server core).
 * `Database` in schema.ts extends this interface. Timestamps are ISO-8601 UTC text.
 */
export interface AuthSessionsTable {
  /** Random id (UUID); the session's token_signature is an HMAC of it. */
  id: string;
  user_id: number;
  /** sha-256 (hex) of the current refresh key; rotated on every refresh. */
  refresh_key_hash: string;
  created_at: ColumnType<string, string | undefined, never>;
  refreshed_at: string | null;
  expires_at: string;
  revoked_at: string | null;
}

/** Access tokens revoked before their expiry, by jti; rows past `expires_at` may be purged. */
export interface RevokedTokensTable {
  jti: string;
  expires_at: string;
  revoked_at: ColumnType<string, string | undefined, never>;
}

/** Refresh keys a session rotated away from (migration 20261121000350_refresh_key_history). */
export interface AuthRefreshHistoryTable {
  /** sha-256 (hex) of the used refresh key. */
  key_hash: string;
  session_id: string;
  rotated_at: string;
}

/** Failed-login counters (migration 20261121000300_login_throttle; policy in auth/login-throttle.ts). */
export interface LoginThrottleTable {
  /** `pair` (email + IP), `ip` or `account`. */
  scope: string;
  subject: string;
  failures: ColumnType<number, number | undefined, number>;
  last_failure_at: string;
  blocked_until: string | null;
}

/** Where each account last signed in successfully from (its usual IPs). */
export interface LoginSuccessesTable {
  email: string;
  ip: string;
  last_success_at: string;
}

export interface AuthTables {
  auth_sessions: AuthSessionsTable;
  revoked_tokens: RevokedTokensTable;
  auth_refresh_history: AuthRefreshHistoryTable;
  login_throttle: LoginThrottleTable;
  login_successes: LoginSuccessesTable;
}
