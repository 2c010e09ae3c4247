import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { HttpError, type AppContext } from '../../http/operation';

export interface UploadedFileLike {
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

export function isUploadedFile(value: unknown): value is UploadedFileLike {
  return (
    !!value &&
    typeof value === 'object' &&
    Buffer.isBuffer((value as UploadedFileLike).buffer) &&
    typeof (value as UploadedFileLike).filename === 'string'
  );
}

const IMAGE_TYPES: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/webp': '.webp',
  'image/gif': '.gif',
  'image/avif': '.avif',
};

/** Largest stored upload (the multipart reader stops at the same size with a 413). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * The image type of a file from its first bytes (magic numbers), never from the name or the
 * Content-Type the client sent: a script or an HTML page renamed `photo.png` is not an image.
 */
export function sniffImageType(buffer: Buffer): string | null {
  const starts = (bytes: number[], at = 0) =>
    buffer.length >= at + bytes.length && bytes.every((b, i) => buffer[at + i] === b);
  const ascii = (text: string, at = 0) =>
    buffer.length >= at + text.length && buffer.toString('latin1', at, at + text.length) === text;
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii('GIF87a') || ascii('GIF89a')) return 'image/gif';
  if (ascii('RIFF') && ascii('WEBP', 8)) return 'image/webp';
  if (ascii('ftyp', 4) && (ascii('avif', 8) || ascii('avis', 8))) return 'image/avif';
  return null;
}

/** Public URL prefix of stored uploads (served by the app from UPLOAD_DIR). */
export const UPLOADS_URL = '/uploads';

/**
 * Stores an uploaded image under UPLOAD_DIR/<resource>/<uuid>.<ext> and returns its public URL
 * `/uploads/<resource>/<file>`. Only raster images are accepted (no SVG: it can carry scripts); the
 * type is read from the content, and the stored name (a fresh UUID) and extension come from that type,
 * so the file is later served with the Content-Type its bytes really have.
 */
export async function storeUpload(
  app: AppContext | undefined,
  resource: string,
  file: UploadedFileLike,
): Promise<string> {
  if (!app) throw new HttpError(400, 'validation_error', 'File uploads are not available here.');
  if (file.buffer.length > MAX_UPLOAD_BYTES)
    throw new HttpError(
      413,
      'payload_too_large',
      `"${file.filename}" is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
    );
  const type = sniffImageType(file.buffer);
  const ext = type ? IMAGE_TYPES[type] : undefined;
  if (!ext)
    throw new HttpError(
      415,
      'unsupported_media_type',
      `"${file.filename}" is not a PNG, JPEG, WebP, GIF or AVIF image.`,
    );
  const dir = path.join(app.config.uploadDir, resource);
  await fs.mkdir(dir, { recursive: true });
  const name = `${randomUUID()}${ext}`;
  await fs.writeFile(path.join(dir, name), file.buffer);
  return `${UPLOADS_URL}/${resource}/${name}`;
}
