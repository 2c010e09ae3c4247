import path from 'node:path';
import type PDFDocument from 'pdfkit';

/**
 * Text on a PDF page in any of the product's languages, right to left included. pdfkit draws a string left to
 * right in one font and knows no bidirectional order; fontkit (under it) shapes Arabic (joined letters, in visual
 * order within a word). So a line is cut here into words, each word into runs of Arabic and of other letters,
 * each run drawn in a font that has its glyphs (Noto Sans Arabic's Arabic and Latin files), and the runs placed
 * in visual order: in a right-to-left line the words go from the right, a group of Latin words or numbers keeping
 * its own left-to-right order (a client's name, `$1,234.50`, `INV-2026-00001`).
 */

type Doc = InstanceType<typeof PDFDocument>;

const FONT_DIR = path.dirname(
  require.resolve('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff'),
);
const fontFile = (subset: 'arabic' | 'latin' | 'latin-ext', weight: 400 | 700) =>
  path.join(FONT_DIR, `noto-sans-arabic-${subset}-${weight}-normal.woff`);

/** Registers the document's fonts: Arabic and Latin letters, regular and bold. */
export function registerFonts(doc: Doc): void {
  for (const weight of [400, 700] as const) {
    doc.registerFont(`arabic-${weight}`, fontFile('arabic', weight));
    doc.registerFont(`latin-${weight}`, fontFile('latin', weight));
    doc.registerFont(`latin-ext-${weight}`, fontFile('latin-ext', weight));
  }
}

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
/** What the Latin file holds: Basic Latin, Latin-1 and general punctuation, € and a few more. */
const LATIN = /[\u0020-\u00ff\u0131\u0152\u0153\u02c6\u02da\u02dc\u2000-\u206f\u20ac\u2122\u2212]/;

export type Weight = 400 | 700;

interface Run {
  text: string;
  font: string;
  rtl: boolean;
}

function fontOf(ch: string, weight: Weight): string {
  if (ARABIC.test(ch)) return `arabic-${weight}`;
  if (LATIN.test(ch)) return `latin-${weight}`;
  return `latin-ext-${weight}`;
}

/** A word's runs, each in one font, in logical order. */
function wordRuns(word: string, weight: Weight): Run[] {
  const runs: Run[] = [];
  for (const ch of word) {
    const font = fontOf(ch, weight);
    const last = runs[runs.length - 1];
    if (last && last.font === font) last.text += ch;
    else runs.push({ text: ch, font, rtl: font.startsWith('arabic') });
  }
  return runs;
}

interface Word {
  runs: Run[];
  rtl: boolean;
  width: number;
}

/** Text without characters no font here draws (the narrow no-break space of French numbers is a no-break space). */
const clean = (text: string) => text.replace(/\u202f/g, '\u00a0').replace(/[\u2066-\u2069\u200e\u200f]/g, '');

type Kind = 'R' | 'L' | 'EN' | null;

/** A word's bidirectional kind: Arabic letters (R), other letters (L), a number (EN), or punctuation (null). */
function kindOf(word: string): Kind {
  if (ARABIC.test(word)) return 'R';
  if (/\p{L}/u.test(word)) return 'L';
  return /\p{N}/u.test(word) ? 'EN' : null;
}

/**
 * The words of `text`, each with whether it sits in a right-to-left group of its line: the Unicode bidirectional
 * algorithm's rules at the scale of words. A number after Latin words belongs with them (W7); a number in a
 * right-to-left line stands on its own, so `01/10/2026 – 31/10/2026` reads from the right like the browser shows
 * it; a word of punctuation takes its neighbours' direction when they agree (numbers counting as right to left),
 * else the line's (N1, N2).
 */
function words(doc: Doc, text: string, size: number, weight: Weight, rtlLine: boolean): Word[] {
  const split = clean(text).split(/ +/).filter(Boolean);
  let last: Kind = rtlLine ? 'R' : 'L';
  const kinds = split.map(kindOf).map((k) => {
    if (k === 'R' || k === 'L') last = k;
    return k === 'EN' && last === 'L' ? 'L' : k;
  });
  const asStrong = (k: Kind) => (k === 'EN' ? 'R' : k);
  const near = (i: number, step: number): 'R' | 'L' => {
    for (let j = i + step; j >= 0 && j < kinds.length; j += step) {
      const k = asStrong(kinds[j]);
      if (k) return k;
    }
    return rtlLine ? 'R' : 'L';
  };
  return split.map((w, i) => {
    const runs = wordRuns(w, weight);
    const kind = kinds[i];
    const before = near(i, -1);
    const neutral = before === near(i, 1) ? before === 'R' : rtlLine;
    const rtl = kind === 'R' || (kind === 'EN' ? !rtlLine : kind === null && neutral);
    const width = runs.reduce((sum, r) => sum + doc.font(r.font).fontSize(size).widthOfString(r.text), 0);
    return { runs: kind === 'R' ? [...runs].reverse() : runs, rtl, width };
  });
}

/** The words of one line in the order they are drawn, left to right, in a line of direction `rtl`. */
function visualOrder(line: Word[], rtl: boolean): Word[] {
  if (!rtl) {
    // Left to right, with each group of Arabic words turned around.
    const out: Word[] = [];
    let group: Word[] = [];
    for (const w of line) {
      if (w.rtl) group.push(w);
      else {
        out.push(...group.reverse(), w);
        group = [];
      }
    }
    return [...out, ...group.reverse()];
  }
  const out: Word[] = [];
  let group: Word[] = [];
  for (const w of [...line].reverse()) {
    if (!w.rtl) group.unshift(w);
    else {
      out.push(...group, w);
      group = [];
    }
  }
  return [...out, ...group];
}

export interface TextBox {
  x: number;
  y: number;
  width: number;
  size: number;
  weight?: Weight;
  /** Where the line sits in its box, in the line's direction: `start` is the right edge in right to left. */
  align?: 'start' | 'end';
  rtl: boolean;
  /** More lines than this are cut (long names in a table cell). */
  maxLines?: number;
}

/** The lines of `text` in `box`: words wrapped greedily to its width. */
function wrap(doc: Doc, text: string, box: TextBox): Word[][] {
  const all = words(doc, text, box.size, box.weight ?? 400, box.rtl);
  const space = doc
    .font(`latin-${box.weight ?? 400}`)
    .fontSize(box.size)
    .widthOfString(' ');
  const lines: Word[][] = [];
  let line: Word[] = [];
  let width = 0;
  for (const w of all) {
    if (line.length && width + space + w.width > box.width) {
      lines.push(line);
      line = [];
      width = 0;
    }
    width += (line.length ? space : 0) + w.width;
    line.push(w);
  }
  if (line.length) lines.push(line);
  return box.maxLines ? lines.slice(0, box.maxLines) : lines;
}

/** Draws `text` in `box`, wrapped to its width; answers the height it took. */
export function drawText(doc: Doc, text: string, box: TextBox): number {
  const weight = box.weight ?? 400;
  const space = doc.font(`latin-${weight}`).fontSize(box.size).widthOfString(' ');
  const lineHeight = box.size * 1.45;
  const lines = wrap(doc, text, box);
  lines.forEach((line, i) => {
    const width = line.reduce((sum, w) => sum + w.width, 0) + space * (line.length - 1);
    // Start is the left edge in left to right and the right edge in right to left.
    const atRight = (box.align === 'end') !== box.rtl;
    let x = atRight ? box.x + box.width - width : box.x;
    for (const w of visualOrder(line, box.rtl)) {
      for (const run of w.runs) {
        doc.font(run.font).fontSize(box.size);
        doc.text(run.text, x, box.y + i * lineHeight, { lineBreak: false });
        x += doc.widthOfString(run.text);
      }
      x += space;
    }
  });
  return lines.length * lineHeight;
}

/** The height `text` takes in `box`. */
export function textHeight(doc: Doc, text: string, box: TextBox): number {
  return wrap(doc, text, box).length * box.size * 1.45;
}
