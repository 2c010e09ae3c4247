import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { drainJobs } from '../../../server/src/resources/data/runner';
import { buildTestApp, TEST_USERS, type TestApp } from '../helpers/app';
import { TEST_DB } from '../helpers/db';

/** The text of a PDF as poppler's pdftotext reads it (what a person copies out of it, or a search finds). */
function pdfText(pdf: Buffer, layout = false): string {
  return execFileSync('pdftotext', [...(layout ? ['-layout'] : []), '-', '-'], { input: pdf }).toString('utf8');
}

/** The PDF attachment of a written .eml (base64 part of type application/pdf), and the mail's headers. */
function pdfOfMail(eml: string): { to: string; subject: string; filename: string; pdf: Buffer } {
  const to = /^To: (.+)$/m.exec(eml)?.[1] ?? '';
  const subject = /^Subject: (.+)$/m.exec(eml)?.[1] ?? '';
  const part = /Content-Type: application\/pdf;?[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(eml);
  const filename = /filename="?([^"\r\n]+)"?/.exec(eml)?.[1] ?? '';
  return { to, subject, filename, pdf: Buffer.from((part?.[1] ?? '').replace(/\s/g, ''), 'base64') };
}

/** Issue 31 item 3: the invoice as a PDF (`GET /invoices/pdf/{id}`) and mailed to the client (`POST /invoices/send/{id}`). */
describe(`invoice document (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'cbo-invoice-mail-'));
  beforeAll(async () => {
    t = await buildTestApp({
      config: { mailOutboxDir: outbox, companyAddress: 'Hamra Street, Beirut', companyTaxNumber: 'VAT 601-123' },
    });
    admin = (await t.login(TEST_USERS.administrator)).headers;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(outbox, { recursive: true, force: true });
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = admin) =>
    t.app.inject({ method, url: `${t.api}${url}`, headers, ...(payload === undefined ? {} : { payload }) });
  const ok = async (res: Promise<LightMyRequestResponse>) => {
    const r = await res;
    if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
    return r.json().data;
  };

  let count = 0;
  /** An organization with one delivered order on account of `cents`, billed on a draft; answers both. */
  const billed = async (cents: number, fields: Record<string, unknown> = {}) => {
    const org = await ok(call('POST', '/organizations/add', { name: `Zeta Bank ${++count}`, ...fields }));
    const order = await ok(
      call('POST', '/orders/add', {
        name: 'Board lunch',
        organization: org.id,
        payment_method: 'on_account',
        date: '2026-11-10T10:00:00.000Z',
      }),
    );
    await t.db
      .updateTable('orders')
      .set({ subtotal: cents, total: cents, status: 'delivered' })
      .where('id', '=', order.id)
      .execute();
    const draft = await ok(
      call('POST', '/invoices/generate', { organization: org.id, from: '2026-11-01', to: '2026-11-30' }),
    );
    return { org, draft };
  };
  const issued = async (cents: number, fields: Record<string, unknown> = {}) => {
    const { org, draft } = await billed(cents, fields);
    return { org, invoice: await ok(call('POST', `/invoices/issue/${draft.id}`)) };
  };

  it('answers the issued invoice as a PDF holding its number, the client, the lines and the total', async () => {
    const { org, invoice } = await issued(123456, { tax_number: 'LB-7788', address: 'Riad El Solh, Beirut' });
    const res = await call('GET', `/invoices/pdf/${invoice.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(invoice.number);
    expect(text).toContain(org.name);
    expect(text).toContain('Riad El Solh, Beirut');
    expect(text).toContain('LB-7788');
    expect(text).toContain(t.config.companyName);
    expect(text).toContain('VAT 601-123');
    expect(text).toContain('Board lunch');
    expect(text).toContain('$1,234.56'); // the line
    expect(text).toContain('$1,370.36'); // the total: 1,234.56 + 11 % VAT (135.8016 → 135.80)
    expect(invoice.total).toBe(1370.36);
  });

  it('writes the PDF in the language asked for, else the caller’s own', async () => {
    const { invoice } = await issued(5000);
    const fr = pdfText((await call('GET', `/invoices/pdf/${invoice.id}?language=fr`)).rawPayload);
    expect(fr).toContain('Facture');
    expect(fr).toContain('55,50'); // 50.00 + 5.50 VAT, French decimals
    const ar = pdfText((await call('GET', `/invoices/pdf/${invoice.id}?language=ar`)).rawPayload);
    expect(ar).toContain('فاتورة');
    expect(ar).toContain('$55.50');
    expect(ar).toContain(invoice.number);
    await t.db.updateTable('users').set({ language: 'fr' }).where('email', '=', TEST_USERS.manager).execute();
    const manager = (await t.login(TEST_USERS.manager)).headers;
    expect(pdfText((await call('GET', `/invoices/pdf/${invoice.id}`, undefined, manager)).rawPayload)).toContain(
      'Facture',
    );
    expect((await call('GET', `/invoices/pdf/${invoice.id}?language=de`)).statusCode).toBe(400);
  });

  it('marks a draft and names a credit note and the invoice it credits', async () => {
    const { draft } = await billed(1000);
    const res = await call('GET', `/invoices/pdf/${draft.id}`);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-draft-${draft.id}.pdf"`);
    expect(pdfText(res.rawPayload)).toContain('DRAFT');
    const invoice = await ok(call('POST', `/invoices/issue/${draft.id}`));
    const note = await ok(call('POST', `/invoices/credit/${invoice.id}`, {}));
    const text = pdfText((await call('GET', `/invoices/pdf/${note.id}`)).rawPayload);
    expect(text).toContain('Credit note');
    expect(text).toContain(note.number);
    expect(text).toContain(invoice.number);
    expect(text).toContain('-$11.10');
    expect((await call('GET', '/invoices/pdf/999999')).statusCode).toBe(404);
  });

  it('lets administrators and managers read and send invoices, nobody else', async () => {
    const { invoice } = await issued(2000, { billing_email: 'ap@zeta.test' });
    for (const role of ['administrator', 'manager', 'viewer', 'kitchen_staff'] as const) {
      const headers = (await t.login(TEST_USERS[role])).headers;
      const allowed = role === 'administrator' || role === 'manager';
      expect([role, (await call('GET', `/invoices/pdf/${invoice.id}`, undefined, headers)).statusCode]).toEqual([
        role,
        allowed ? 200 : 403,
      ]);
      expect([role, (await call('POST', `/invoices/send/${invoice.id}`, undefined, headers)).statusCode]).toEqual([
        role,
        allowed ? 202 : 403,
      ]);
    }
    expect((await t.app.inject({ method: 'GET', url: `${t.api}/invoices/pdf/${invoice.id}` })).statusCode).toBe(401);
    await drainJobs();
  });

  it('mails the PDF to the billing email in a job the jobs list shows like an export', async () => {
    const { org, invoice } = await issued(7777, { billing_email: 'accounts@zeta.test' });
    const res = await call('POST', `/invoices/send/${invoice.id}`);
    expect(res.statusCode).toBe(202);
    const { job_id: jobId, message } = res.json().data;
    expect(message).toBe(`${invoice.number} will be mailed to accounts@zeta.test.`);
    await drainJobs();
    const job = await ok(call('GET', `/jobs/${jobId}`));
    expect(job).toMatchObject({
      kind: 'export',
      resource: 'invoices',
      status: 'done',
      filename: `${invoice.number}.pdf`,
      errors: [],
    });
    const mails = fs.readdirSync(outbox).filter((f) => f.startsWith(`job-${jobId}-`));
    expect(mails).toHaveLength(1);
    const mail = pdfOfMail(fs.readFileSync(path.join(outbox, mails[0]), 'utf8'));
    expect(mail.to).toBe('accounts@zeta.test');
    expect(mail.subject).toContain(invoice.number);
    expect(mail.filename).toBe(`${invoice.number}.pdf`);
    const text = pdfText(mail.pdf);
    expect(text).toContain(invoice.number);
    expect(text).toContain(org.name);
    expect(text).toContain('$86.32'); // 77.77 + 8.5547 → 8.55
    // The requester downloads what was sent from the jobs list.
    const file = await call('GET', `/jobs/${jobId}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(pdfText(file.rawPayload)).toContain(invoice.number);
  });

  it('refuses to send a draft, or to an organization without a billing email, with a 409 saying so', async () => {
    const { draft } = await billed(1000, { billing_email: 'ap@zeta.test' });
    const refusedDraft = await call('POST', `/invoices/send/${draft.id}`);
    expect(refusedDraft.statusCode).toBe(409);
    expect(refusedDraft.json().message).toBe(`Draft invoice ${draft.id} cannot be sent: issue it first.`);
    const { org, invoice } = await issued(1000);
    const refused = await call('POST', `/invoices/send/${invoice.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `${org.name} has no billing email: add one to the organization, then send ${invoice.number} again.`,
    );
    expect((await call('POST', '/invoices/send/999999')).statusCode).toBe(404);
    const jobs = await t.db.selectFrom('jobs').select('payload').where('resource', '=', 'invoices').execute();
    expect(jobs.map((j) => JSON.parse(String(j.payload)).invoice_id)).not.toContain(invoice.id);
  });
});
