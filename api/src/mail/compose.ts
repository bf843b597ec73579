/**
 * Helpers for composing mail from stored records: every value that came from a request is
 * HTML-escaped in bodies and stripped of line breaks in headers, so no shopper can add a header
 * (a `Bcc:` through a CR/LF in their name) or markup to a mail the shop reads.
 */

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `value` safe inside HTML text and attribute values. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const MAX_HEADER_LENGTH = 200;

/** `value` fit for a header such as the subject: control characters (CR, LF, tab...) become spaces, at most 200 characters. */
export function headerText(value: string): string {
  const flat = value
    // eslint-disable-next-line no-control-regex -- replacing control characters is the point
    .replace(/[\u0000-\u001F\u007F\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > MAX_HEADER_LENGTH ? `${flat.slice(0, MAX_HEADER_LENGTH - 1)}…` : flat;
}

/** Escaped text with its line breaks kept as `<br>`. */
export function escapeMultiline(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

/** One label/value row of a mail's table; both are escaped when the mail is built. */
export interface MailRow {
  label: string;
  value: string | number;
}

export interface MailSection {
  /** Shown as a heading; escaped. */
  title?: string;
  /** Plain paragraphs; escaped, line breaks kept. */
  paragraphs?: readonly string[];
  rows?: readonly MailRow[];
}

export interface MailDocument {
  language: 'en' | 'ar';
  heading: string;
  sections: readonly MailSection[];
}

/** The plain-text body of a mail: heading, then each section's title, paragraphs and `label: value` rows. */
export function mailText({ heading, sections }: MailDocument): string {
  const lines: string[] = [heading, ''];
  for (const section of sections) {
    if (section.title) lines.push(section.title, '-'.repeat(Math.min(section.title.length, 40)));
    for (const paragraph of section.paragraphs ?? []) lines.push(paragraph, '');
    for (const row of section.rows ?? []) lines.push(`${row.label}: ${row.value}`);
    if (section.rows?.length) lines.push('');
  }
  return `${lines.join('\n').trim()}\n`;
}

/** A simple HTML body in the mail's language and direction; every text is escaped. */
export function mailHtml({ language, heading, sections }: MailDocument): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const align = language === 'ar' ? 'right' : 'left';
  const parts = sections.map((section) => {
    const title = section.title ? `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(section.title)}</h2>` : '';
    const paragraphs = (section.paragraphs ?? [])
      .map((text) => `<p style="margin:0 0 12px">${escapeMultiline(text)}</p>`)
      .join('');
    const rows = section.rows?.length
      ? `<table role="presentation" style="border-collapse:collapse;width:100%">${section.rows
          .map(
            (row) =>
              `<tr><th scope="row" style="text-align:${align};padding:4px 12px 4px 0;vertical-align:top;white-space:nowrap">${escapeHtml(row.label)}</th>` +
              `<td style="padding:4px 0;vertical-align:top">${escapeMultiline(String(row.value))}</td></tr>`,
          )
          .join('')}</table>`
      : '';
    return title + paragraphs + rows;
  });
  return (
    `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5;text-align:${align}">` +
    `<div style="max-width:640px;margin:0 auto;padding:16px"><h1 style="font-size:20px;color:#0e3a4a">${escapeHtml(heading)}</h1>` +
    `${parts.join('')}</div></body></html>`
  );
}
