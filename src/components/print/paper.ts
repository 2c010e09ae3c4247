/**
 * Paper for printing: sizes in millimetres, and the `@page` rule a document prints with. Pure.
 * A roll (receipt printer) has no height of its own: its page is as long as the document.
 */

export interface Paper {
  /** How people name it: '62 × 29 mm label'. */
  label: string;
  width: number;
  /** Null for a roll: the page is cut to the content's height. */
  height: number | null;
  /** Margin on every side. */
  margin: number;
}

const INCH = 25.4;

export const PAPERS = {
  a4: { label: 'A4', width: 210, height: 297, margin: 12 },
  /** Kitchen tickets: an 80 mm thermal receipt roll. */
  receipt80: { label: '80 mm receipt roll', width: 80, height: null, margin: 4 },
  /** A small address label (e.g. Brother DK-11209), one per packed meal. */
  label62x29: { label: '62 × 29 mm label', width: 62, height: 29, margin: 2 },
  /** A 4 × 6 in shipping label (thermal label printers). */
  label4x6: { label: '4 × 6 in label', width: 4 * INCH, height: 6 * INCH, margin: 5 },
} as const satisfies Record<string, Paper>;

/** CSS pixels (96 to the inch) in millimetres. */
export const pxToMm = (px: number) => (px * INCH) / 96;

const mm = (n: number) => `${Math.round(n * 10) / 10}mm`;

/** The width a document has inside the margins. */
export const contentWidth = (paper: Paper) => mm(paper.width - 2 * paper.margin);

/**
 * The page's height: the paper's, or on a roll the content's (`contentPx`, CSS pixels) plus the margins,
 * rounded up to the millimetre so the last line never spills onto a second page.
 */
export function pageHeight(paper: Paper, contentPx: number): number {
  if (paper.height !== null) return paper.height;
  return Math.ceil(pxToMm(Math.max(contentPx, 0)) + 2 * paper.margin + 1);
}

/** The document's `@page` rule: `@page { size: 80mm 143mm; margin: 4mm; }`. */
export function pageRule(paper: Paper, contentPx = 0): string {
  return `@page { size: ${mm(paper.width)} ${mm(pageHeight(paper, contentPx))}; margin: ${mm(paper.margin)}; }`;
}
