import { findUserRole } from '../../auth/user-repository';
import { HttpError, type OperationHandler } from '../../http/operation';
import { isLanguage, type Language } from '../../settings/enumerations';
import { mailLanguage } from '../data/mail-texts';
import { loadInvoiceDocument, pdfFileName } from './invoice-document';
import { queueInvoiceMail } from './invoice-mail';
import { renderInvoicePdf } from './invoice-pdf';

const idOf = (params: unknown) => Number((params as { id: number }).id);

function signedIn<U>(user: U | null): U {
  if (!user) throw new HttpError(401, 'invalid_token', 'Authentication required.');
  return user;
}

/**
 * getInvoicePdf (`GET /invoices/pdf/{id}`): the invoice or credit note as an A4 PDF, in `language` or the
 * caller's own language (English when they chose none).
 */
export const invoicePdf: OperationHandler = async (req, reply, ctx) => {
  const user = signedIn(ctx.user);
  const asked = (req.query as { language?: unknown } | undefined)?.language;
  const language: Language = isLanguage(asked) ? asked : mailLanguage((await findUserRole(ctx.db, user.id))?.language);
  const doc = await loadInvoiceDocument(ctx.db, ctx.config, idOf(req.params));
  const pdf = await renderInvoicePdf(doc, language);
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Length', String(pdf.length))
    .header('Content-Disposition', `attachment; filename="${pdfFileName(doc)}"`)
    .send(pdf);
};

/** sendInvoice (`POST /invoices/send/{id}`): 202 with the job that mails the PDF to the billing email. */
export const sendInvoice: OperationHandler = async (req, reply, ctx) => {
  const user = signedIn(ctx.user);
  const data = await queueInvoiceMail({ db: ctx.db, config: ctx.config }, user, idOf(req.params));
  reply.code(202);
  return { data };
};
