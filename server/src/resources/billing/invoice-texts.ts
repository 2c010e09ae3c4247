import type { Language } from '../../settings/enumerations';

/**
 * The words of the invoice document (the PDF) and of the mail that carries it, in English, Arabic and French.
 * They match the client's printed invoice (`printing:invoice.*` in src/i18n/locales), so the paper and the PDF
 * say the same. Amounts are USD as the client writes them: `$1,234.50` (English and Arabic, Western digits),
 * `1 234,50 $US` (French).
 */
export interface InvoiceWords {
  invoice: string;
  creditNote: string;
  draft: string;
  number: string;
  issueDate: string;
  dueDate: string;
  period: string;
  credits: string;
  billTo: string;
  taxNumber: string;
  email: string;
  order: string;
  date: string;
  description: string;
  amount: string;
  subtotal: string;
  vat: (rate: string) => string;
  total: string;
  notes: string;
  page: (n: number, of: number) => string;
  mailSubject: (p: { company: string; document: string; number: string }) => string;
  mailBody: (p: { company: string; document: string; number: string; total: string; due: string | null }) => string;
}

const NBSP = '\u00a0';

const WORDS: Record<Language, InvoiceWords> = {
  en: {
    invoice: 'Invoice',
    creditNote: 'Credit note',
    draft: 'Draft',
    number: 'Number',
    issueDate: 'Issue date',
    dueDate: 'Due date',
    period: 'Period',
    credits: 'Credits invoice',
    billTo: 'Bill to',
    taxNumber: 'Tax number',
    email: 'Email',
    order: 'Order',
    date: 'Date',
    description: 'Description',
    amount: 'Amount',
    subtotal: 'Subtotal',
    vat: (rate) => `VAT ${rate}`,
    total: 'Total',
    notes: 'Notes',
    page: (n, of) => `Page ${n} of ${of}`,
    mailSubject: ({ company, document, number }) => `${company}: ${document} ${number}`,
    mailBody: ({ document, number, total, due }) =>
      `Please find attached ${document.toLowerCase()} ${number}, total ${total}${due ? `, due ${due}` : ''}.`,
  },
  ar: {
    invoice: 'فاتورة',
    creditNote: 'إشعار دائن',
    draft: 'مسودة',
    number: 'الرقم',
    issueDate: 'تاريخ الإصدار',
    dueDate: 'تاريخ الاستحقاق',
    period: 'الفترة',
    credits: 'يعكس الفاتورة',
    billTo: 'فاتورة إلى',
    taxNumber: 'الرقم الضريبي',
    email: 'البريد الإلكتروني',
    order: 'الطلب',
    date: 'التاريخ',
    description: 'الوصف',
    amount: 'المبلغ',
    subtotal: 'المجموع الفرعي',
    vat: (rate) => `الضريبة على القيمة المضافة ${rate}`,
    total: 'الإجمالي',
    notes: 'ملاحظات',
    page: (n, of) => `صفحة ${n} من ${of}`,
    mailSubject: ({ company, document, number }) => `${company}: ${document} ${number}`,
    mailBody: ({ document, number, total, due }) =>
      `تجدون مرفقًا ${document} رقم ${number}، بإجمالي ${total}${due ? `، تستحق في ${due}` : ''}.`,
  },
  fr: {
    invoice: 'Facture',
    creditNote: 'Avoir',
    draft: 'Brouillon',
    number: 'Numéro',
    issueDate: 'Date d’émission',
    dueDate: 'Date d’échéance',
    period: 'Période',
    credits: 'Avoir sur la facture',
    billTo: 'Facturé à',
    taxNumber: 'Numéro fiscal',
    email: 'E-mail',
    order: 'Commande',
    date: 'Date',
    description: 'Description',
    amount: 'Montant',
    subtotal: 'Sous-total',
    vat: (rate) => `TVA ${rate}`,
    total: 'Total',
    notes: 'Notes',
    page: (n, of) => `Page ${n} sur ${of}`,
    mailSubject: ({ company, document, number }) => `${company}${NBSP}: ${document} ${number}`,
    mailBody: ({ document, number, total, due }) =>
      `Veuillez trouver ci-joint ${document === 'Avoir' ? 'l’avoir' : 'la facture'} ${number}, d’un total de ${total}${
        due ? `, à régler avant le ${due}` : ''
      }.`,
  },
};

export const invoiceWords = (language: Language): InvoiceWords => WORDS[language];

const money = new Map<Language, Intl.NumberFormat>();

/** Cents as USD the way the client's `formatMoney` writes them (Western digits in Arabic). */
export function formatUsd(cents: number, language: Language): string {
  let format = money.get(language);
  if (!format) {
    const locale = language === 'fr' ? 'fr-LB' : 'en-US';
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    money.set(language, format);
  }
  return format.format(cents / 100);
}

/** A VAT rate as a percentage: `11 %` in French, `11%` otherwise. */
export function formatRate(rate: number, language: Language): string {
  const n = new Intl.NumberFormat(language === 'fr' ? 'fr-LB' : 'en-US', { maximumFractionDigits: 2 }).format(rate);
  return language === 'fr' ? `${n}${NBSP}%` : `${n}%`;
}

/** A `YYYY-MM-DD` day as DD/MM/YYYY (the product's numeric dates in every language). */
export function formatDay(day: string | null): string {
  if (!day) return '';
  const [y, m, d] = day.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}
