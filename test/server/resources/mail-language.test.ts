import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../server/src/config';
import type { RequestUser } from '../../../server/src/http/operation';
import { exportReadyMail, importDoneMail, jobFailedMail } from '../../../server/src/resources/data/mail-texts';
import { drainJobs } from '../../../server/src/resources/data/runner';
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db';
import { add, call } from './fixtures';

/** A written .eml as its decoded subject and the decoded bodies of its text and HTML parts. */
interface ReadMail {
  subject: string;
  text: string;
  html: string;
}

function decodeWords(header: string): string {
  return header.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_all, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function decodeBody(encoding: string, body: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding))
    return Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  return body;
}

function readMail(raw: string): ReadMail {
  const unfolded = raw.replace(/\r\n/g, '\n');
  const headerEnd = unfolded.indexOf('\n\n');
  const headers = unfolded.slice(0, headerEnd).replace(/\n[ \t]+/g, ' ');
  const subject = decodeWords(/^Subject: (.*)$/m.exec(headers)?.[1] ?? '');
  const parts: Record<string, string> = {};
  for (const part of unfolded.split(/\n--[^\n]+\n/)) {
    const end = part.indexOf('\n\n');
    if (end < 0) continue;
    const head = part.slice(0, end).replace(/\n[ \t]+/g, ' ');
    const type = /Content-Type: (text\/(?:plain|html))/i.exec(head)?.[1];
    if (!type || /Content-Disposition: attachment/i.test(head)) continue;
    const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(head)?.[1] ?? '7bit';
    parts[type] ??= decodeBody(encoding, part.slice(end + 2).replace(/\n--[^\n]*--\s*$/, ''));
  }
  return { subject, text: parts['text/plain'] ?? '', html: parts['text/html'] ?? '' };
}

describe('mail texts (en, ar, fr)', () => {
  const at = new Date('2026-11-27T09:30:00Z');

  test('English is the text it always was', () => {
    const mail = exportReadyMail('en', { app: 'Catering', resource: 'products', rows: 2, at });
    expect(mail.subject).toBe('Catering: your products export');
    expect(mail.text).toBe(`Attached: 2 products rows exported ${at.toUTCString()}.`);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(importDoneMail('en', { app: 'C', resource: 'orders', filename: 'o.csv', created: 1, updated: 0 }).text).toBe(
      'o.csv: 1 created, 0 updated.',
    );
  });

  test('Arabic is written right to left, user data isolated, Western digits', () => {
    const mail = exportReadyMail('ar', { app: 'Catering', resource: 'products', rows: 12, at });
    expect(mail.subject).toBe('Catering: ملف تصدير المنتجات جاهز');
    expect(mail.text).toContain('عدد الصفوف المصدَّرة من المنتجات: 12');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('<body dir="rtl"');
    expect(mail.html).toContain('<bdi>12</bdi>');
    const failed = jobFailedMail('ar', {
      app: 'Catering',
      resource: 'orders',
      kind: 'import',
      filename: '<orders>.csv',
      lines: ['Line 3: name is required'],
      message: 'x',
    });
    expect(failed.subject).toBe('Catering: تعذّر استيراد الطلبات');
    expect(failed.text).toBe('<orders>.csv: لم يُستورد أي سجل.\nLine 3: name is required');
    expect(failed.html).toContain('<bdi>&lt;orders&gt;.csv</bdi>');
  });

  test('French agrees in number and spaces its colons', () => {
    const one = importDoneMail('fr', {
      app: 'Catering',
      resource: 'products',
      filename: 'p.csv',
      created: 1,
      updated: 2,
    });
    expect(one.subject).toBe('Catering\u00a0: import des produits terminé');
    expect(one.text).toBe('p.csv\u00a0: 1 enregistrement créé, 2 enregistrements mis à jour.');
    expect(one.html).toContain('<html lang="fr" dir="ltr">');
    const rows = exportReadyMail('fr', { app: 'Catering', resource: 'production', rows: 0, at });
    expect(rows.subject).toBe('Catering\u00a0: votre export de la feuille de production');
    expect(rows.text).toMatch(/^Ci-joint\u00a0: 0 ligne exportée de la feuille de production, le 27 novembre 2026/);
    expect(
      jobFailedMail('fr', { app: 'C', resource: 'users', kind: 'export', filename: '', lines: [], message: 'boom' })
        .text,
    ).toBe('L’export n’a pas pu être produit\u00a0: boom');
  });
});

describe(`export and import mails in the requesting user's language (${TEST_DB})`, () => {
  let t: TestDb;
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'cbo-outbox-lang-'));
  const config = loadConfig({ MAIL_OUTBOX_DIR: outbox, UPLOAD_DIR: path.join(outbox, 'uploads') });

  beforeAll(async () => {
    t = await createTestDb();
    await add(t.db, 'Product', { name: 'Chicken Shawarma Wrap', price: 6.5 });
  });
  afterAll(async () => {
    await drainJobs();
    await t.destroy();
    fs.rmSync(outbox, { recursive: true, force: true });
  });

  const mails = () =>
    fs
      .readdirSync(outbox)
      .filter((f) => f.endsWith('.eml'))
      .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'));
  const clearOutbox = () =>
    fs
      .readdirSync(outbox)
      .filter((f) => f.endsWith('.eml'))
      .forEach((f) => fs.rmSync(path.join(outbox, f)));

  async function userIn(language: string | null, email: string): Promise<RequestUser> {
    const u = await add(t.db, 'User', {
      first_name: 'Rana',
      last_name: 'Haddad',
      email,
      plaintext_password: 'long-enough-1',
      role: 'manager',
      language,
    });
    return { id: u.id, email: u.email, role: 'manager', capabilities: [], jti: email };
  }

  async function exportAs(user: RequestUser): Promise<ReadMail> {
    clearOutbox();
    await call(t.db, 'exportResource', { params: { resource: 'products' }, body: {}, user, config });
    await drainJobs();
    const [mail] = mails();
    return readMail(mail);
  }

  test('an Arabic user gets an Arabic export mail (HTML right to left)', async () => {
    const mail = await exportAs(await userIn('ar', 'ar@x.test'));
    expect(mail.subject).toBe(`${config.appName}: ملف تصدير المنتجات جاهز`);
    expect(mail.text).toContain('عدد الصفوف المصدَّرة من المنتجات: 1');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });

  test('a French user gets a French export mail; a user without a language an English one', async () => {
    const fr = await exportAs(await userIn('fr', 'fr@x.test'));
    expect(fr.subject).toBe(`${config.appName}\u00a0: votre export des produits`);
    expect(fr.text).toMatch(/^Ci-joint\u00a0: 1 ligne exportée des produits, le /);
    expect(fr.html).toContain('<html lang="fr" dir="ltr">');
    const en = await exportAs(await userIn(null, 'en@x.test'));
    expect(en.subject).toBe(`${config.appName}: your products export`);
    expect(en.text).toMatch(/^Attached: 1 products row exported /);
  });

  test('an import result and an import failure follow the language too', async () => {
    const user = await userIn('fr', 'fr-import@x.test');
    const file = (csv: string) => ({
      file: { filename: 'produits.csv', mimetype: 'text/csv', buffer: Buffer.from(csv) },
    });
    clearOutbox();
    await call(t.db, 'importResource', {
      params: { resource: 'products' },
      body: file('name\r\nTaouk\r\n'),
      user,
      config,
    });
    await drainJobs();
    const done = readMail(mails()[0]);
    expect(done.subject).toBe(`${config.appName}\u00a0: import des produits terminé`);
    expect(done.text).toBe('produits.csv\u00a0: 1 enregistrement créé, 0 enregistrement mis à jour.');

    const arabic = await userIn('ar', 'ar-import@x.test');
    clearOutbox();
    await call(t.db, 'importResource', {
      params: { resource: 'products' },
      body: file('name,price\r\nKafta,-1\r\n'),
      user: arabic,
      config,
    });
    await drainJobs();
    const failed = readMail(mails()[0]);
    expect(failed.subject).toBe(`${config.appName}: تعذّر استيراد المنتجات`);
    expect(failed.text).toMatch(/^produits\.csv: لم يُستورد أي سجل\.\n/);
    expect(failed.html).toContain('dir="rtl"');
  });
});
