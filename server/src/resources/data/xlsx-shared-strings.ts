/** The shared-string table of an XLSX workbook, read only as far as the cells need. */
import { xmlSteps } from './xlsx-xml';
import type { InflateBudget, ZipEntry } from './zip-guard';

/**
 * The shared-string table, read only as far as the cells read so far need: strings are stored in the order
 * they are numbered, and a sheet's first rows use the first ones.
 */
export class SharedStrings {
  private readonly strings: string[] = [];
  private steps: AsyncGenerator<void> | null;

  constructor(entry: ZipEntry | undefined, budget: InflateBudget) {
    let parts: string[] = [];
    let inText = false;
    let phonetic = 0;
    this.steps = entry
      ? xmlSteps(entry, budget, {
          open: (name) => {
            if (name === 'si') parts = [];
            else if (name === 'rPh') phonetic++;
            else if (name === 't' && !phonetic) inText = true;
          },
          text: (text) => {
            if (inText) parts.push(text);
          },
          close: (name) => {
            if (name === 't') inText = false;
            else if (name === 'rPh') phonetic--;
            else if (name === 'si') this.strings.push(parts.join(''));
          },
        })
      : null;
  }

  async readUpTo(index: number): Promise<void> {
    while (this.strings.length <= index && this.steps) if ((await this.steps.next()).done) this.steps = null;
  }

  get(index: number): string {
    return this.strings[index] ?? '';
  }

  async close(): Promise<void> {
    await this.steps?.return(undefined);
  }
}

