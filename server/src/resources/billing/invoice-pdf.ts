import type PDFDocument from 'pdfkit';
import type { Language } from '../../settings/enumerations';
import type { InvoiceDocument } from './invoice-document';
import { formatDay, formatRate, formatUsd, invoiceWords } from './invoice-texts';
import { drawText, registerFonts, textHeight, type TextBox, type Weight } from './pdf-text';

/**
 * The invoice document as an A4 PDF (pdfkit), in English, French or Arabic (right to left: the page is mirrored,
 * the company and the client on the right, amounts on the left). Same content as the client's printed invoice
 * (src/features/printing/InvoiceDocument.tsx): company, document title and number, dates, the client's billing
 * details, one line per order, subtotal, VAT and total, the notes, and page numbers.
 */

const PAGE = { width: 595.28, height: 841.89, margin: 45 };
const INNER = PAGE.width - 2 * PAGE.margin;
const GREY = '#555555';
const RULE = '#999999';
const BOTTOM = PAGE.height - PAGE.margin - 24;

type Doc = InstanceType<typeof PDFDocument>;

/** Writes on the page in "start" coordinates: x from the start edge (the right one in right to left). */
class Page {
  constructor(
    readonly doc: Doc,
    readonly rtl: boolean,
  ) {}

  box(x: number, y: number, width: number, size: number, extra: Partial<TextBox> = {}): TextBox {
    const left = this.rtl ? PAGE.width - PAGE.margin - x - width : PAGE.margin + x;
    return { x: left, y, width, size, rtl: this.rtl, ...extra };
  }

  text(text: string, x: number, y: number, width: number, size: number, extra: Partial<TextBox> = {}): number {
    if (!text) return 0;
    this.doc.fillColor('#000000');
    return drawText(this.doc, text, this.box(x, y, width, size, extra));
  }

  label(text: string, x: number, y: number, width: number, align: 'start' | 'end' = 'start'): number {
    this.doc.fillColor(GREY);
    const h = drawText(this.doc, text, this.box(x, y, width, 8.5, { align }));
    this.doc.fillColor('#000000');
    return h;
  }

  rule(y: number, x = 0, width = INNER, weight = 0.6): void {
    const left = this.rtl ? PAGE.width - PAGE.margin - x - width : PAGE.margin + x;
    this.doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(weight)
      .strokeColor(RULE)
      .stroke();
  }
}

/** Table columns from the start edge: order number, day, description, amount. */
const COLUMNS = { order: [0, 62], day: [66, 70], name: [140, INNER - 140 - 100], amount: [INNER - 96, 96] } as const;

function tableHeader(page: Page, words: ReturnType<typeof invoiceWords>, y: number): number {
  page.label(words.order, COLUMNS.order[0], y, COLUMNS.order[1]);
  page.label(words.date, COLUMNS.day[0], y, COLUMNS.day[1]);
  page.label(words.description, COLUMNS.name[0], y, COLUMNS.name[1]);
  page.label(words.amount, COLUMNS.amount[0], y, COLUMNS.amount[1], 'end');
  page.rule(y + 15);
  return y + 21;
}

/** The head of the first page: the company at the start, the title and dates at the end, then the client. */
function head(page: Page, doc: InvoiceDocument, language: Language): number {
  const words = invoiceWords(language);
  const half = INNER / 2 - 10;
  let left = PAGE.margin;
  left += page.text(doc.company.name, 0, left, half, 14, { weight: 700 });
  left += page.text(doc.company.address, 0, left, half, 9);
  if (doc.company.taxNumber) left += page.text(`${words.taxNumber} ${doc.company.taxNumber}`, 0, left, half, 9);

  const end = INNER - half;
  let right = PAGE.margin;
  const title = doc.kind === 'credit_note' ? words.creditNote : words.invoice;
  right += page.text(title, end, right, half, 22, { weight: 700, align: 'end' });
  if (doc.status === 'draft') right += page.text(words.draft.toUpperCase(), end, right, half, 11, { align: 'end' });
  right += 6;
  const meta: Array<[string, string]> = [
    [words.number, doc.number ?? '—'],
    [words.issueDate, formatDay(doc.issueDate) || '—'],
    ...(doc.kind === 'invoice' ? ([[words.dueDate, formatDay(doc.dueDate) || '—']] as Array<[string, string]>) : []),
    [words.period, `${formatDay(doc.periodFrom)} – ${formatDay(doc.periodTo)}`],
    ...(doc.credits ? ([[words.credits, doc.credits]] as Array<[string, string]>) : []),
  ];
  for (const [name, value] of meta) {
    page.label(name, end, right + 1, half - 140, 'start');
    page.text(value, end + half - 140, right, 140, 10, { align: 'end', weight: name === words.number ? 700 : 400 });
    right += 15;
  }

  let y = Math.max(left, right) + 18;
  page.label(words.billTo, 0, y, half);
  y += 13;
  if (doc.client) {
    y += page.text(doc.client.name, 0, y, half, 11.5, { weight: 700 });
    y += page.text(doc.client.address, 0, y, half, 9.5);
    y += page.text(doc.client.email, 0, y, half, 9.5);
    if (doc.client.taxNumber) y += page.text(`${words.taxNumber} ${doc.client.taxNumber}`, 0, y, half, 9.5);
  }
  return y + 22;
}

function totals(page: Page, doc: InvoiceDocument, language: Language, y: number): number {
  const words = invoiceWords(language);
  const width = 300;
  const x = INNER - width;
  const rows: Array<[string, number, Weight]> = [
    [words.subtotal, doc.subtotal, 400],
    [words.vat(formatRate(doc.vatRate, language)), doc.vat, 400],
    [words.total, doc.total, 700],
  ];
  for (const [name, cents, weight] of rows) {
    if (weight === 700) {
      page.rule(y - 3, x, width, 1);
      y += 3;
    }
    const size = weight === 700 ? 12 : 10;
    const height = page.text(name, x, y, width - 110, size, { weight });
    page.text(formatUsd(cents, language), x + width - 110, y, 110, size, { weight, align: 'end' });
    y += Math.max(height, size * 1.45) + 4;
  }
  return y;
}

/** The document as PDF bytes. */
export async function renderInvoicePdf(doc: InvoiceDocument, language: Language): Promise<Buffer> {
  const words = invoiceWords(language);
  const title = `${doc.kind === 'credit_note' ? words.creditNote : words.invoice} ${doc.number ?? words.draft}`;
  // pdfkit (with its fonts) is loaded by the first PDF asked for, not by every process that serves the API.
  const { default: PdfKit } = await import('pdfkit');
  const pdf = new PdfKit({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    lang: language,
    info: { Title: title, Author: doc.company.name, Creator: doc.company.name },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve);
    pdf.on('error', reject);
  });
  registerFonts(pdf);
  const page = new Page(pdf, language === 'ar');

  let y = tableHeader(page, words, head(page, doc, language));
  for (const line of doc.lines) {
    const nameBox = page.box(COLUMNS.name[0], y, COLUMNS.name[1], 9.5, { maxLines: 2 });
    const height = Math.max(14, textHeight(pdf, line.name, nameBox));
    if (y + height > BOTTOM) {
      pdf.addPage();
      y = tableHeader(page, words, PAGE.margin);
    }
    page.text(`#${String(line.orderNumber).padStart(5, '0')}`, COLUMNS.order[0], y, COLUMNS.order[1], 9.5);
    page.text(formatDay(line.day), COLUMNS.day[0], y, COLUMNS.day[1], 9.5);
    page.text(line.name, COLUMNS.name[0], y, COLUMNS.name[1], 9.5, { maxLines: 2 });
    page.text(formatUsd(line.amount, language), COLUMNS.amount[0], y, COLUMNS.amount[1], 9.5, { align: 'end' });
    y += height + 3;
  }
  page.rule(y);
  y += 12;
  if (y + 70 > BOTTOM) {
    pdf.addPage();
    y = PAGE.margin;
  }
  y = totals(page, doc, language, y) + 14;
  if (doc.notes) {
    page.label(words.notes, 0, y, INNER);
    page.text(doc.notes, 0, y + 13, INNER, 9.5);
  }

  const range = pdf.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    pdf.switchToPage(range.start + i);
    page.label(words.page(i + 1, range.count), 0, PAGE.height - PAGE.margin - 10, INNER, 'end');
  }
  pdf.end();
  await ended;
  return Buffer.concat(chunks);
}
