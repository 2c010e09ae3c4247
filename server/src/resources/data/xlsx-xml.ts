/** The XML parts of an XLSX zip, parsed (saxes) one inflated chunk at a time; the reader's error type. */
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';
import { inflateEntry, InflateBudget, type ZipEntry } from './zip-guard';

export class XlsxError extends Error {}

export const NOT_A_WORKBOOK = 'The file is not a valid Excel (.xlsx) workbook';

/** `x:row` → `row` (some writers prefix the spreadsheet namespace). */
export const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Handlers of the tags and text of one part (names without their namespace prefix). */
export interface Tags {
  open?: (name: string, attributes: Record<string, string>) => void;
  text?: (text: string) => void;
  close?: (name: string) => void;
}

/** Parses an entry's XML, one inflated chunk per step (the caller awaits each step: a turn of the event loop). */
export async function* xmlSteps(entry: ZipEntry, budget: InflateBudget, tags: Tags): AsyncGenerator<void> {
  const parser = new SaxesParser({ position: false });
  if (tags.open) parser.on('opentag', (tag) => tags.open!(localName(tag.name), tag.attributes as Record<string, string>));
  if (tags.text) {
    parser.on('text', tags.text);
    parser.on('cdata', tags.text);
  }
  if (tags.close) parser.on('closetag', (tag) => tags.close!(localName(tag.name)));
  const decoder = new StringDecoder('utf8');
  const feed = (text: string, last = false) => {
    try {
      parser.write(text);
      if (last) parser.close();
    } catch (err) {
      // saxes reports malformed XML as a plain Error; anything else (ours, a bug) goes on as it is.
      if (err instanceof Error && err.constructor === Error) throw new XlsxError(`${NOT_A_WORKBOOK}.`);
      throw err;
    }
  };
  for await (const chunk of inflateEntry(entry, budget)) {
    feed(decoder.write(chunk));
    yield;
  }
  feed(decoder.end(), true);
}

/** Parses an entry's XML to the end. */
export async function readXml(entry: ZipEntry, budget: InflateBudget, tags: Tags): Promise<void> {
  for await (const _ of xmlSteps(entry, budget, tags));
}

