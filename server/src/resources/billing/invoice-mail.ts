import fs from 'node:fs/promises';
import { HttpError, type AppContext, type RequestUser } from '../../http/operation';
import type { Language } from '../../settings/enumerations';
import { notFound } from '../engine/errors';
import type { Db } from '../engine/types';
import { newExportFile } from '../data/export-files';
import type { JobRun } from '../data/job-run';
import type { InvoiceMailPayload } from '../data/job-payloads';
import { insertJob } from '../data/jobs-repository';
import { sendMail } from '../data/mailer';
import { languageMail } from '../data/mail-texts';
import { scheduleJob } from '../data/runner';
import { loadInvoiceDocument, pdfFileName, type InvoiceDocument } from './invoice-document';
import { renderInvoicePdf } from './invoice-pdf';
import { formatDay, formatUsd, invoiceWords } from './invoice-texts';
import { findInvoice, findOrganizationBilling } from './repository';
import { invoiceLabel } from './rules';

/**
 * Mailing an invoice: `POST /invoices/send/{id}` checks the invoice can go (issued, its organization has a billing
 * email) and queues a job; the job (an export of `invoices` in the jobs list, the PDF's name as its file name)
 * writes the PDF in the requester's language and mails it to the billing email as it is when the job runs.
 */

/** The billing email the invoice goes to, or the 409 that says why it cannot go. */
async function recipientOf(
  db: Db,
  invoice: { id: number; number: string | null; status: string; organization_id: number | null },
) {
  if (invoice.status !== 'issued')
    throw new HttpError(409, 'conflict', `Draft invoice ${invoice.id} cannot be sent: issue it first.`);
  const organization =
    invoice.organization_id == null ? undefined : await findOrganizationBilling(db, invoice.organization_id);
  const to = organization?.billing_email?.trim();
  if (!to)
    throw new HttpError(
      409,
      'conflict',
      `${organization?.name ?? 'The organization'} has no billing email: add one to the organization, then send ` +
        `${invoiceLabel(invoice)} again.`,
    );
  return to;
}

/** Queues the mail of invoice `id`; answers the job and what the caller is told. */
export async function queueInvoiceMail(app: AppContext, user: RequestUser, id: number) {
  const invoice = await findInvoice(app.db, id);
  if (!invoice) throw notFound('invoice', id);
  const to = await recipientOf(app.db, invoice);
  const payload: InvoiceMailPayload = { invoice_id: id, email: user.email, user_id: user.id };
  const filename = pdfFileName(invoice);
  const jobId = await insertJob(app.db, { kind: 'export', resource: 'invoices', payload, user_id: user.id, filename });
  scheduleJob({ db: app.db, config: app.config }, jobId);
  return { job_id: jobId, message: `${invoiceLabel(invoice)} will be mailed to ${to}.` };
}

function invoiceMail(doc: InvoiceDocument, language: Language) {
  const words = invoiceWords(language);
  const document = doc.kind === 'credit_note' ? words.creditNote : words.invoice;
  const number = doc.number ?? '';
  return languageMail(
    language,
    (put) => words.mailSubject({ company: put(doc.company.name), document, number: put(number) }),
    (put) =>
      words.mailBody({
        company: put(doc.company.name),
        document,
        number: put(number),
        total: put(formatUsd(doc.total, language)),
        due: doc.kind === 'invoice' && doc.dueDate ? put(formatDay(doc.dueDate)) : null,
      }),
  );
}

/** The job: the PDF, mailed to the billing email; the job is done once the mail is written or sent. */
export async function runInvoiceMailJob(run: JobRun): Promise<void> {
  const { app, payload } = run;
  const id = Number(payload.invoice_id);
  const doc = await loadInvoiceDocument(app.db, app.config, id);
  const invoice = await findInvoice(app.db, id);
  if (!invoice) throw notFound('invoice', id);
  const to = await recipientOf(app.db, invoice);
  const pdf = await renderInvoicePdf(doc, run.language);
  const filename = pdfFileName(doc);
  // Kept like an export's file, so the requester can download what was sent from the jobs list.
  const kept = await newExportFile(app.config, run.id, 'pdf');
  let done = false;
  try {
    await fs.writeFile(kept.file, pdf);
    if (run.lease.lost) throw run.lease.takenOver();
    const sent = await sendMail(
      app.config,
      {
        to,
        ...invoiceMail(doc, run.language),
        attachments: [{ filename, content: pdf, contentType: 'application/pdf' }],
      },
      { key: run.mailKey },
    );
    const result = { filename, to, file: kept.name, mail: sent.file ?? sent.messageId ?? null };
    await run.finish(app.db, result, { filename });
    done = true;
  } finally {
    if (!done) await fs.rm(kept.file, { force: true });
  }
}
