import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML (sent as an alternative to the text). */
  html?: string;
  /** Each with its `content`, or the `path` of a file streamed into the message (large exports). */
  attachments?: Array<{ filename: string; content?: string | Buffer; path?: string; contentType?: string }>;
}

export interface SentMail {
  /** The .eml file written when no SMTP server is configured. */
  file?: string;
  messageId?: string;
}

/**
 * Sends a message through SMTP_URL, or, when none is configured, writes it as an .eml file into
 * MAIL_OUTBOX_DIR (open it with any mail client).
 */
export async function sendMail(config: ServerConfig, message: MailMessage, options: { key?: string } = {}): Promise<SentMail> {
  // A key (e.g. `job-12-export`) names the outbox file and the Message-ID, so a job that runs again
  // after a crash replaces its message instead of sending a second one.
  const mail = { from: config.mailFrom, ...message, ...(options.key ? { messageId: `<${options.key}@catering.invalid>` } : {}) };
  if (config.smtpUrl) {
    const info = await nodemailer.createTransport(config.smtpUrl).sendMail(mail);
    return { messageId: info.messageId };
  }
  // The message is streamed into the file (an attachment may be a large file on disk), then renamed into
  // place, so a reader never sees half a message.
  const info = await nodemailer.createTransport({ streamTransport: true, buffer: false }).sendMail(mail);
  await fs.mkdir(config.mailOutboxDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(config.mailOutboxDir, options.key ? `${options.key.replace(/[^\w.-]/g, '_')}.eml` : `${stamp}-${randomUUID().slice(0, 8)}.eml`);
  const partial = `${file}.${randomUUID().slice(0, 8)}.part`;
  try {
    await pipeline(info.message as Readable, createWriteStream(partial));
    await fs.rename(partial, file);
  } finally {
    await fs.rm(partial, { force: true });
  }
  return { file, messageId: info.messageId };
}
