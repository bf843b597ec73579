// The mail the e2e site "sent": without SMTP_URL the server writes each message as an .eml file to
// DATA_DIR/outbox/ (api/src/mail/mailer.ts). The global setup hands the site's DATA_DIR to the
// workers as E2E_DATA_DIR; this reads those files back: recipient, subject and plain text.
import fs from 'node:fs';
import path from 'node:path';

export interface SentMail {
  file: string;
  to: string;
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
}

function outboxDir(): string {
  const dir = process.env['E2E_DATA_DIR'];
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests with `npx playwright test`');
  return path.join(dir, 'outbox');
}

/** Every mail written so far, oldest first (the file names start with the time of sending). */
export function sentMails(): SentMail[] {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => ({ file: name, ...parseMail(fs.readFileSync(path.join(dir, name), 'utf8')) }));
}

/** The mails sent to `to` whose subject or text contains `containing`. */
export function mailsTo(to: string, containing = ''): SentMail[] {
  return sentMails().filter(
    (mail) => mail.to.toLowerCase().includes(to.toLowerCase()) && `${mail.subject}\n${mail.text}`.includes(containing),
  );
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const text = raw.replace(/\r\n/g, '\n');
  const end = text.indexOf('\n\n');
  const head = end === -1 ? text : text.slice(0, end);
  const headers = new Map<string, string>();
  // Folded header lines continue with leading white space.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : text.slice(end + 2) };
}

/** RFC 2047 encoded words (`=?UTF-8?B?...?=`, `=?UTF-8?Q?...?=`), as nodemailer writes non-ASCII headers. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const source = text.replace(/=\n/g, '');
  for (let i = 0; i < source.length; i++) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(source[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

/** The first text/plain part of `part`, looking inside multipart bodies. */
function plainText(part: Part): string | null {
  const type = part.headers.get('content-type') ?? 'text/plain';
  if (type.toLowerCase().startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (!boundary) return null;
    // The line break before a boundary belongs to the boundary, not to the part.
    for (const chunk of `\n${part.body}`.split(`\n--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const found = plainText(splitPart(chunk.replace(/^\n/, '')));
      if (found !== null) return found;
    }
    return null;
  }
  return type.toLowerCase().startsWith('text/plain') ? decodeBody(part) : null;
}

export function parseMail(raw: string): Omit<SentMail, 'file'> {
  const mail = splitPart(raw);
  return {
    to: decodeHeader(mail.headers.get('to') ?? ''),
    subject: decodeHeader(mail.headers.get('subject') ?? ''),
    text: plainText(mail) ?? '',
  };
}
