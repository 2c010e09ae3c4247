/** Row types the server keeps for itself: change history, counters, jobs and their files, idempotency keys. */
import type { Created, Default, Id, Version } from './schema-columns';

/** One recorded change: a created or deleted record, or one changed field (see migration 20261125000100). */
export interface ChangeHistoryTable {
  id: Id;
  resource: string;
  record_id: number;
  action: 'create' | 'update' | 'delete';
  field: string | null;
  old_value: string | null;
  new_value: string | null;
  reason: string | null;
  user_id: number | null;
  user_name: string | null;
  __date_created: Created;
  __version: Version;
}

/** Named counters (e.g. `order_number`), incremented with `update … returning` inside a transaction. */
export interface CountersTable {
  name: string;
  value: Default<number>;
}

/** Bumped by triggers on every write to the named table (see migration 20261121000400_scale_indexes). */
export interface ChangeCountersTable {
  name: string;
  value: Default<number>;
}

/** The file an import job reads (see migration 20261201000200_job_files). */
export interface JobFilesTable {
  job_id: number;
  content: Buffer;
}

export interface JobsTable {
  id: Id;
  kind: string;
  resource: string;
  status: Default<string>;
  /** JSON text */
  payload: string | null;
  /** JSON text */
  result: string | null;
  attempts: Default<number>;
  user_id: number | null;
  created_at: Default<string>;
  updated_at: Default<string>;
  /** The imported file, or the exported one once written. */
  filename: string | null;
  created_count: number | null;
  updated_count: number | null;
  /** Rows exported. */
  row_count: number | null;
  /** JSON text: every problem of a failed job, one per line. */
  error_lines: string | null;
  finished_at: string | null;
  /** Unique when set: a job that runs once per key across every process (the daily backup, `backup:YYYY-MM-DD`). */
  once_key: string | null;
}

/**
 * The answer to a request sent with an `Idempotency-Key`, per user and key (migration
 * 20261128000100_idempotency_keys; rules in http/idempotency.ts). `status_code` and `response_body` are null
 * while the first request is still being processed.
 */
export interface IdempotencyKeysTable {
  user_id: number;
  /** The client's UUID, lower case. */
  key: string;
  /** sha-256 (hex) of method, path, query and body. */
  request_hash: string;
  status_code: number | null;
  /** The answer's JSON text. */
  response_body: string | null;
  /** When the key was claimed (ISO-8601 UTC). */
  created_at: string;
}

export interface SystemTables {
  change_history: ChangeHistoryTable;
  counters: CountersTable;
  change_counters: ChangeCountersTable;
  jobs: JobsTable;
  job_files: JobFilesTable;
  idempotency_keys: IdempotencyKeysTable;
}
