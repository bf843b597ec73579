import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it, decoded enough to assert on. */
export interface CapturedMail {
  /** Envelope recipients (RCPT TO), which is where the mail really goes. */
  to: string[];
  /** Header values, lowercased names, unfolded and with encoded words decoded. */
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface MailCapture {
  readonly url: string;
  readonly mails: CapturedMail[];
  /** Resolves once at least `count` mails arrived (rejects after `timeoutMs` with what did arrive). */
  waitFor(count: number, timeoutMs?: number): Promise<CapturedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 with a free port that keeps every message: plain connections,
 * no authentication, no STARTTLS, as nodemailer finds a local relay.
 */
export async function startMailCapture(): Promise<MailCapture> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push(
          parseMail(
            raw,
            session.envelope.rcptTo.map((recipient) => recipient.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline) {
          throw new Error(
            `Expected ${count} mails, got ${mails.length}: ${mails.map((mail) => mail.subject).join(' | ')}`,
          );
        }
        await sleep(20);
      }
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function parseMail(raw: string, to: string[]): CapturedMail {
  const { headers, body } = splitPart(raw);
  const parts = leafParts(headers, body);
  const textPart = parts.find((part) => (part.headers.get('content-type') ?? 'text/plain').startsWith('text/plain'));
  const htmlPart = parts.find((part) => (part.headers.get('content-type') ?? '').startsWith('text/html'));
  return {
    to,
    headers,
    subject: headers.get('subject') ?? '',
    text: textPart ? decodeBody(textPart) : '',
    html: htmlPart ? decodeBody(htmlPart) : '',
    raw,
  };
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function leafParts(headers: Map<string, string>, body: string): Part[] {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.startsWith('multipart/') || !boundary) return [{ headers, body }];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => {
      const part = splitPart(chunk.replace(/^\r\n/, ''));
      return leafParts(part.headers, part.body);
    });
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body.replace(/=\r\n/g, ''));
  return part.body;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?B?...?=`, `=?UTF-8?Q?...?=`); whitespace between two of them goes. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
