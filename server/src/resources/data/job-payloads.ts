/** What a queued export or import job carries in its payload (JSON in `jobs.payload`). */
import type { ExportFormat } from './export-files';

export type { ExportFormat };

export interface ExportPayload {
  filters: Record<string, unknown>;
  email: string;
  /** The file mailed; CSV when absent (jobs queued before XLSX existed). */
  format?: ExportFormat;
}

export interface ImportPayload {
  filename: string;
  /** What the uploaded file is; the file itself is stored with the job (`job_files`). */
  format?: 'csv' | 'xlsx';
  /** The uploaded file of a job queued before `job_files`: CSV text, or an XLSX workbook in base64. */
  csv?: string;
  xlsx_base64?: string;
  email: string;
  user_id: number | null;
  /** The session that asked for the import: a password or role change in it does not end that session. */
  session_id?: string;
}

/** A mail of an invoice's PDF to its organization's billing email (queued as an export of `invoices`). */
export interface InvoiceMailPayload {
  invoice_id: number;
  /** The requester's email: told when the mail could not be sent. */
  email: string;
  user_id: number | null;
}
