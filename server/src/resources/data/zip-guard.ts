import zlib from 'node:zlib';

/** Most bytes the entries of an uploaded workbook may inflate to (a 10 000-row sheet is a few MB). */
export const MAX_XLSX_INFLATED_BYTES = 64 * 1024 * 1024;

/** Inflated bytes handed on at a time: what one turn of the event loop parses (a few ms of XML). */
const CHUNK_BYTES = 16 * 1024;

export class ZipError extends Error {}

/** A zip file (an XLSX workbook is one) starts with a local file header: `PK\x03\x04`. */
export function isZip(buffer: Buffer): boolean {
  return buffer.length >= 4 && buffer.readUInt32LE(0) === 0x04034b50;
}

/** One file of a zip archive: its compressed bytes, read from the zip in memory (never copied). */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  data: Buffer;
}

function endOfCentralDirectory(buffer: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65 535 bytes, at the very end.
  for (let at = buffer.length - 22; at >= Math.max(0, buffer.length - 22 - 0xffff); at--)
    if (buffer.readUInt32LE(at) === 0x06054b50) return at;
  throw new ZipError('no zip directory');
}

/**
 * The entries of a zip held in memory, by name, from its central directory (so in any order, and without
 * inflating anything). Throws {@link ZipError} for a damaged zip (a truncated upload has no directory), an
 * encrypted entry or a compression other than stored and deflate.
 */
export function zipEntries(buffer: Buffer): Map<string, ZipEntry> {
  try {
    const eocd = endOfCentralDirectory(buffer);
    const count = buffer.readUInt16LE(eocd + 10);
    let at = buffer.readUInt32LE(eocd + 16);
    const entries = new Map<string, ZipEntry>();
    for (let i = 0; i < count; i++) {
      if (buffer.readUInt32LE(at) !== 0x02014b50) throw new ZipError('bad directory entry');
      if (buffer.readUInt16LE(at + 8) & 1) throw new ZipError('encrypted');
      const method = buffer.readUInt16LE(at + 10);
      if (method !== 0 && method !== 8) throw new ZipError(`unsupported compression ${method}`);
      const compressed = buffer.readUInt32LE(at + 20);
      const nameLength = buffer.readUInt16LE(at + 28);
      const name = buffer.toString('utf8', at + 46, at + 46 + nameLength);
      const local = buffer.readUInt32LE(at + 42);
      at += 46 + nameLength + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
      if (buffer.readUInt32LE(local) !== 0x04034b50) throw new ZipError('bad local header');
      const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
      if (start + compressed > buffer.length) throw new ZipError('damaged zip');
      entries.set(name, { name, method, data: buffer.subarray(start, start + compressed) });
    }
    return entries;
  } catch (err) {
    if (err instanceof ZipError) throw err;
    throw new ZipError('damaged zip'); // reads past the end (RangeError)
  }
}

/**
 * What may still be inflated from one zip: every entry read through {@link inflateEntry} counts against
 * it, so a small "zip bomb" upload costs at most `limit` bytes of inflating (never trusting the sizes the
 * file declares), and never more than a chunk of memory.
 */
export class InflateBudget {
  private used = 0;

  constructor(readonly limit = MAX_XLSX_INFLATED_BYTES) {}

  spend(bytes: number): void {
    this.used += bytes;
    if (this.used > this.limit) throw new ZipError('too large once inflated');
  }
}

/**
 * An entry's bytes as they inflate, {@link CHUNK_BYTES} at a time. Inflating runs on libuv's thread pool
 * and each chunk arrives in a turn of its own, so a caller that parses chunk by chunk leaves the event loop
 * free between them. Stopping early (`return`, `break`) ends the inflate. Throws {@link ZipError} for damaged
 * data or past the budget.
 */
export async function* inflateEntry(entry: ZipEntry, budget: InflateBudget): AsyncGenerator<Buffer> {
  if (entry.method === 0) {
    for (let at = 0; at < entry.data.length; at += CHUNK_BYTES) {
      const chunk = entry.data.subarray(at, at + CHUNK_BYTES);
      budget.spend(chunk.length);
      yield chunk;
    }
    return;
  }
  const inflate = zlib.createInflateRaw({ chunkSize: CHUNK_BYTES });
  inflate.end(entry.data);
  try {
    for await (const chunk of inflate) {
      budget.spend((chunk as Buffer).length);
      yield chunk as Buffer;
    }
  } catch (err) {
    if (err instanceof ZipError) throw err;
    throw new ZipError('damaged zip'); // corrupt deflate data
  } finally {
    inflate.destroy();
  }
}
