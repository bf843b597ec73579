/**
 * Outgoing mail. With `SMTP_URL` it goes out over SMTP through nodemailer; without it each
 * message is written as an `.eml` file to `<DATA_DIR>/outbox/`, so a developer can read what
 * would have been sent. A failure is thrown to the caller: the mail queue's worker (`worker.ts`)
 * retries order, quote and contact mail; the admin's emergency code falls back to the log.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { MailAttachment } from './attachments';

export interface MailMessage {
  /** Always an address the server chose (config or stored record), never one taken from a request as is. */
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Files sent with it (a quotation's PDF). */
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where mail goes, for the start-up log: `smtp://host:port` or the outbox folder. */
  readonly destination: string;
}

/** Milliseconds to connect, to get the server's greeting, and of silence on the socket. */
export const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 } as const;

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  if (config.smtpUrl) {
    // Bounded waits (nodemailer's defaults allow minutes): a send must end well within the
    // queue's claim lease (worker.ts), or a slow server could see one mail sent twice.
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
    const url = new URL(config.smtpUrl);
    return {
      destination: `${url.protocol}//${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`,
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
      },
    };
  }
  const dir = outboxDir(config.dataDir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    destination: dir,
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      await fs.mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await fs.writeFile(path.join(dir, name), info.message as Buffer);
    },
  };
}

declare module 'koa' {
  interface DefaultContext {
    /** The app's mailer (tests pass their own through `createApp({ mailer })`). */
    mailer: Mailer;
  }
}
