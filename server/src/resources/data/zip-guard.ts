import zlib from 'node:zlib';

/** Most bytes the entries of an uploaded workbook may inflate to (a 10 000-row sheet is a few MB). */
export const MAX_XLSX_INFLATED_BYTES = 64 * 1024 * 1024;

export class ZipError extends Error {}

/** A zip file (an XLSX workbook is one) starts with a local file header: `PK\x03\x04`. */
export function isZip(buffer: Buffer): boolean {
  return buffer.length >= 4 && buffer.readUInt32LE(0) === 0x04034b50;
}

function endOfCentralDirectory(buffer: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65 535 bytes, at the very end.
  for (let at = buffer.length - 22; at >= Math.max(0, buffer.length - 22 - 0xffff); at--)
    if (buffer.readUInt32LE(at) === 0x06054b50) return at;
  throw new ZipError('no zip directory');
}

/**
 * Checks that a zip's entries inflate to at most `limit` bytes in all, by inflating each one with that
 * cap (never by trusting the sizes the file declares), so a small "zip bomb" upload cannot make the
 * spreadsheet reader, which inflates every entry into memory, take gigabytes. Throws {@link ZipError}
 * for a malformed zip or one that inflates to more.
 */
export function checkZipInflatedSize(buffer: Buffer, limit = MAX_XLSX_INFLATED_BYTES): void {
  try {
    const eocd = endOfCentralDirectory(buffer);
    const count = buffer.readUInt16LE(eocd + 10);
    let at = buffer.readUInt32LE(eocd + 16);
    let total = 0;
    for (let i = 0; i < count; i++) {
      if (buffer.readUInt32LE(at) !== 0x02014b50) throw new ZipError('bad directory entry');
      const method = buffer.readUInt16LE(at + 10);
      const compressed = buffer.readUInt32LE(at + 20);
      const local = buffer.readUInt32LE(at + 42);
      at += 46 + buffer.readUInt16LE(at + 28) + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
      if (buffer.readUInt32LE(local) !== 0x04034b50) throw new ZipError('bad local header');
      const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
      const data = buffer.subarray(start, start + compressed);
      if (method === 0) total += data.length;
      else if (method === 8) total += zlib.inflateRawSync(data, { maxOutputLength: limit - total + 1 }).length;
      else throw new ZipError(`unsupported compression ${method}`);
      if (total > limit) throw new ZipError('too large once inflated');
    }
  } catch (err) {
    if (err instanceof ZipError) throw err;
    // Reads past the end (RangeError), the inflate cap (ERR_BUFFER_TOO_LARGE), corrupt deflate data.
    const code = (err as { code?: string }).code;
    throw new ZipError(code === 'ERR_BUFFER_TOO_LARGE' ? 'too large once inflated' : 'damaged zip');
  }
}
