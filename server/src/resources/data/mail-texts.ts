import { isLanguage, type Language } from '../../settings/enumerations';

/**
 * The mails the server sends (an export ready, an import finished, a job failed), written in the requesting
 * user's language: English (the source, and the fallback when they have chosen none), Arabic or French. Each
 * mail has a plain-text body and an HTML one (`<html lang dir>`: right to left for Arabic); user data (file
 * names, the app name, counts) is isolated with `<bdi>` in the HTML so Latin text reads left to right inside
 * Arabic.
 */

/** A resource (or report) as a mail names it. */
const RESOURCE_NAMES: Record<Exclude<Language, 'en'>, Record<string, string>> = {
  ar: {
    organizations: 'المؤسسات',
    outlets: 'الفروع',
    employees: 'الموظفين',
    products: 'المنتجات',
    'product-variations': 'أصناف المنتجات',
    categories: 'الفئات',
    addons: 'الإضافات',
    menus: 'القوائم',
    'menu-items': 'عناصر القوائم',
    orders: 'الطلبات',
    'order-items': 'عناصر الطلبات',
    'kitchen-staff': 'طاقم المطبخ',
    users: 'المستخدمين',
    production: 'ورقة الإنتاج',
    history: 'سجل التغييرات',
    ageing: 'تقرير أعمار الديون',
  },
  // With their article, as the mails use them: "l'export des produits".
  fr: {
    organizations: 'des organisations',
    outlets: 'des points de vente',
    employees: 'des employés',
    products: 'des produits',
    'product-variations': 'des variantes de produits',
    categories: 'des catégories',
    addons: 'des suppléments',
    menus: 'des menus',
    'menu-items': 'des plats des menus',
    orders: 'des commandes',
    'order-items': 'des lignes de commande',
    'kitchen-staff': 'du personnel de cuisine',
    users: 'des utilisateurs',
    production: 'de la feuille de production',
    history: 'de l’historique des modifications',
    ageing: 'de la balance âgée',
  },
};

/** A value written into a message: the text as is, or isolated and escaped for HTML. */
type Put = (value: string | number) => string;

interface Catalogue {
  exportReady: {
    subject: (p: { app: string; resource: string }, put: Put) => string;
    body: (p: { rows: number; resource: string; at: Date }, put: Put) => string;
  };
  importDone: {
    subject: (p: { app: string; resource: string }, put: Put) => string;
    body: (p: { filename: string; created: number; updated: number }, put: Put) => string;
  };
  failed: {
    subject: (p: { app: string; resource: string; kind: 'import' | 'export' }, put: Put) => string;
    importBody: (p: { filename: string; lines: string[] }, put: Put) => string;
    exportBody: (p: { message: string }, put: Put) => string;
  };
}

const NBSP = '\u00a0';
const arName = (resource: string) => RESOURCE_NAMES.ar[resource] ?? resource;
const frName = (resource: string) => RESOURCE_NAMES.fr[resource] ?? `« ${resource} »`;
const frPlural = (n: number, one: string, other: string, many = other) => {
  const form = new Intl.PluralRules('fr').select(n);
  return form === 'one' ? one : form === 'many' ? many : other;
};
const arDate = (at: Date) =>
  new Intl.DateTimeFormat('ar-u-nu-latn', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at);
const frDate = (at: Date) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at);

const CATALOGUES: Record<Language, Catalogue> = {
  // English: the texts as they always were.
  en: {
    exportReady: {
      subject: ({ app, resource }, put) => `${put(app)}: your ${resource} export`,
      body: ({ rows, resource, at }, put) =>
        `Attached: ${put(rows)} ${resource} row${rows === 1 ? '' : 's'} exported ${at.toUTCString()}.`,
    },
    importDone: {
      subject: ({ app, resource }, put) => `${put(app)}: ${resource} import finished`,
      body: ({ filename, created, updated }, put) =>
        `${put(filename)}: ${put(created)} created, ${put(updated)} updated.`,
    },
    failed: {
      subject: ({ app, resource, kind }, put) => `${put(app)}: ${resource} ${kind} failed`,
      importBody: ({ filename, lines }, put) => [`${put(filename)}: nothing was imported.`, ...lines.map(put)].join('\n'),
      exportBody: ({ message }, put) => `The export could not be produced: ${put(message)}`,
    },
  },
  ar: {
    exportReady: {
      subject: ({ app, resource }, put) => `${put(app)}: ملف تصدير ${arName(resource)} جاهز`,
      body: ({ rows, resource, at }, put) =>
        `تجد الملف مرفقًا. عدد الصفوف المصدَّرة من ${arName(resource)}: ${put(rows)}، بتاريخ ${put(arDate(at))} (UTC).`,
    },
    importDone: {
      subject: ({ app, resource }, put) => `${put(app)}: اكتمل استيراد ${arName(resource)}`,
      body: ({ filename, created, updated }, put) =>
        `${put(filename)}: عدد السجلات الجديدة ${put(created)}، وعدد السجلات المحدَّثة ${put(updated)}.`,
    },
    failed: {
      subject: ({ app, resource, kind }, put) =>
        `${put(app)}: تعذّر ${kind === 'import' ? 'استيراد' : 'تصدير'} ${arName(resource)}`,
      importBody: ({ filename, lines }, put) =>
        [`${put(filename)}: لم يُستورد أي سجل.`, ...lines.map(put)].join('\n'),
      exportBody: ({ message }, put) => `تعذّر إعداد ملف التصدير: ${put(message)}`,
    },
  },
  fr: {
    exportReady: {
      subject: ({ app, resource }, put) => `${put(app)}${NBSP}: votre export ${frName(resource)}`,
      body: ({ rows, resource, at }, put) =>
        `Ci-joint${NBSP}: ${put(rows)} ${frPlural(rows, 'ligne exportée', 'lignes exportées', 'de lignes exportées')} ${frName(resource)}, le ${put(frDate(at))} (UTC).`,
    },
    importDone: {
      subject: ({ app, resource }, put) => `${put(app)}${NBSP}: import ${frName(resource)} terminé`,
      body: ({ filename, created, updated }, put) =>
        `${put(filename)}${NBSP}: ${put(created)} ${frPlural(created, 'enregistrement créé', 'enregistrements créés', 'd’enregistrements créés')}, ${put(updated)} ${frPlural(updated, 'enregistrement mis à jour', 'enregistrements mis à jour', 'd’enregistrements mis à jour')}.`,
    },
    failed: {
      subject: ({ app, resource, kind }, put) =>
        `${put(app)}${NBSP}: échec de l’${kind === 'import' ? 'import' : 'export'} ${frName(resource)}`,
      importBody: ({ filename, lines }, put) =>
        [`${put(filename)}${NBSP}: rien n’a été importé.`, ...lines.map(put)].join('\n'),
      exportBody: ({ message }, put) => `L’export n’a pas pu être produit${NBSP}: ${put(message)}`,
    },
  },
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const asText: Put = (value) => String(value);
const asHtml: Put = (value) => `<bdi>${escapeHtml(String(value))}</bdi>`;

/** The language mails to a user are written in: theirs, English when they have chosen none. */
export function mailLanguage(language: unknown): Language {
  return isLanguage(language) ? language : 'en';
}

export interface WrittenMail {
  subject: string;
  text: string;
  html: string;
}

function htmlPage(language: Language, subject: string, body: string): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const font =
    language === 'ar' ? "'Noto Sans Arabic', Tahoma, 'Segoe UI', Arial, sans-serif" : "'Segoe UI', Arial, sans-serif";
  const paragraphs = body
    .split('\n')
    .map((line) => `<p style="margin: 0 0 8px">${line}</p>`)
    .join('\n');
  return [
    '<!doctype html>',
    `<html lang="${language}" dir="${dir}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body dir="${dir}" style="font-family: ${font}; text-align: start">`,
    paragraphs,
    '</body>',
    '</html>',
  ].join('\n');
}

function write<P>(
  language: Language,
  subject: (p: P, put: Put) => string,
  body: (p: P, put: Put) => string,
  params: P,
): WrittenMail {
  const title = subject(params, asText);
  return { subject: title, text: body(params, asText), html: htmlPage(language, title, body(params, asHtml)) };
}

/** "Your export is attached": the rows exported of `resource` (a resource or report name). */
export function exportReadyMail(
  language: Language,
  p: { app: string; resource: string; rows: number; at: Date },
): WrittenMail {
  const c = CATALOGUES[language].exportReady;
  return write(language, c.subject, (q, put) => c.body(q, put), p);
}

/** "The import finished": what it created and updated. */
export function importDoneMail(
  language: Language,
  p: { app: string; resource: string; filename: string; created: number; updated: number },
): WrittenMail {
  const c = CATALOGUES[language].importDone;
  return write(language, c.subject, c.body, p);
}

/** "The import (export) failed": the problems of the file, one per line, or why the export could not be made. */
export function jobFailedMail(
  language: Language,
  p: { app: string; resource: string; kind: 'import' | 'export'; filename: string; lines: string[]; message: string },
): WrittenMail {
  const c = CATALOGUES[language].failed;
  return write(language, c.subject, (q, put) => (q.kind === 'import' ? c.importBody(q, put) : c.exportBody(q, put)), p);
}

/** A mail of one message in `language` (the caller wrote it), with its HTML page; `put` isolates user data. */
export function languageMail(
  language: Language,
  subject: (put: Put) => string,
  body: (put: Put) => string,
): WrittenMail {
  return write(language, () => subject(asText), (_p, put) => body(put), {});
}
