import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type request from 'supertest';
import { COMPANY } from '@ogulf/contracts';

/**
 * Reading a PDF back the way a person would, with Debian's poppler-utils: pdftotext for its text
 * (Arabic included, in reading order), pdfinfo for its pages, pdftoppm for a page as a picture.
 */

export const run = promisify(execFile);

/** Reads a reply's body as bytes. */
export function binary(test: request.Test): request.Test {
  return test.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

/** Writes `pdf` to `dir/name` and answers the file's path. */
export async function saved(pdf: Buffer, dir: string, name: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, pdf);
  return file;
}

/** The PDF's text as pdftotext reads it, without its direction marks and with single spaces. */
export async function textOf(file: string): Promise<string> {
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return stdout.replace(/[\u200e\u200f\u202a-\u202e]/g, '').replace(/\s+/g, ' ');
}

/** The heading every PDF of the shop opens with: the company's name in both languages and its registration. */
export const COMPANY_HEADING = [
  'OGulf Office Furniture',
  'أو جلف للأثاث المكتبي',
  `Commercial Registration No. ${COMPANY.commercialRegistration}`,
];

/** A downloaded PDF as the customer gets it: never cached, a real PDF. Saves it as `dir/name`; answers its path and text. */
export async function downloadedPdf(
  res: request.Response,
  dir: string,
  name: string,
): Promise<{ file: string; text: string }> {
  expect(res.headers['cache-control']).toBe('private, no-store');
  const pdf = res.body as Buffer;
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const file = await saved(pdf, dir, name);
  return { file, text: await textOf(file) };
}

export async function pagesOf(file: string): Promise<number> {
  const { stdout } = await run('pdfinfo', [file]);
  return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
}

/** Page `page` of the PDF as a PNG at `dpi` (next to the file, `<name>-<page>.png`); answers its path. */
export async function pagePicture(file: string, page: number, dpi = 40): Promise<string> {
  const base = `${file.replace(/\.pdf$/, '')}-${page}`;
  await run('pdftoppm', ['-r', String(dpi), '-png', '-f', String(page), '-l', String(page), '-singlefile', file, base]);
  return `${base}.png`;
}
