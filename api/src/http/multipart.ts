import fs from 'node:fs/promises';
import os from 'node:os';
import type { Context, Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from './errors';

/**
 * Multipart uploads of one file (the admin's pictures, a customer's transfer receipt). The JSON
 * parser in front of every `/api` route leaves multipart bodies alone: a route that takes a file
 * parses it itself, after its own checks (session, rate limits), with formidable's limits.
 */

export interface FileUpload {
  /** The form field that carries the file (`image`, `receipt`). */
  field: string;
  /** Largest file, in bytes. */
  maxFileBytes: number;
  /** What the file is, in messages ("picture", "receipt"). */
  noun: string;
  /** The form's fields, in messages ("image and category"). */
  fieldList: string;
}

export interface UploadedFile {
  filepath: string;
  /** The name the client gave (untrusted, may be absent). */
  originalFilename?: string | null;
}

/** Room for the multipart boundaries, part headers and small text fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
const MAX_FIELDS = 5;
const MAX_FIELDS_BYTES = 16 * 1024;

/**
 * The middleware of an upload route, in order: refuse what is not multipart or is announced too
 * large, parse the form, and remove its temporary files once the request is answered.
 */
export function fileUpload(upload: FileUpload): Middleware[] {
  return [refuseNonMultipart(upload), multipartBody(upload), removeUploadedFiles()];
}

/** The single file of the upload's field: no other file field, never two. */
export function theOneFile(ctx: Context, { field, noun }: FileUpload): UploadedFile {
  const files = uploadedFiles(ctx);
  const others = Object.keys(files).filter((name) => name !== field);
  if (others.length > 0) {
    throw new ValidationError(
      `Send one ${noun} in the field ${field} and nothing else`,
      others.map((name) => ({ path: name, message: 'Unexpected file' })),
    );
  }
  const file = files[field];
  if (file === undefined)
    throw new ValidationError(`Send the ${noun} in the field ${field}`, [{ path: field, message: 'Missing file' }]);
  if (Array.isArray(file)) {
    if (file.length !== 1)
      throw new ValidationError(`Send one ${noun} at a time`, [{ path: field, message: 'Only one file per upload' }], {
        code: 'TOO_MANY_FILES',
      });
    return file[0]!;
  }
  return file;
}

/** 413 for a file over the upload's limit. */
export function fileTooLarge({ noun, maxFileBytes }: FileUpload): PayloadTooLargeError {
  return new PayloadTooLargeError(`The ${noun} is larger than ${maxFileBytes / (1024 * 1024)} MB`);
}

type FileMap = Record<string, UploadedFile | UploadedFile[] | undefined>;

/** The files koa-body's multipart parser kept (set by koa-body, whose types extend its own copy of koa's). */
function uploadedFiles(ctx: Context): FileMap {
  return (ctx.request as { files?: FileMap }).files ?? {};
}

function allFiles(files: FileMap): UploadedFile[] {
  return Object.values(files).flatMap((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));
}

/** The upload's temporary files go once the request is answered, whether it was refused or not. */
function removeUploadedFiles(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      await Promise.all(allFiles(uploadedFiles(ctx)).map((file) => fs.rm(file.filepath, { force: true })));
    }
  };
}

function refuseNonMultipart(upload: FileUpload): Middleware {
  return async (ctx, next) => {
    if (!ctx.is('multipart/form-data')) {
      throw new UnsupportedMediaTypeError(
        `Send the ${upload.noun} as multipart/form-data with ${fieldsPhrase(upload)}`,
      );
    }
    // A body announced as too large is refused before a byte of it is read; Node then reads
    // and drops the rest, so the client gets this answer rather than a reset connection.
    if ((ctx.request.length ?? 0) > upload.maxFileBytes + MULTIPART_OVERHEAD) throw fileTooLarge(upload);
    await next();
  };
}

function multipartBody(upload: FileUpload): Middleware {
  const parse = koaBody({
    multipart: true,
    json: false,
    urlencoded: false,
    text: false,
    formidable: {
      maxFileSize: upload.maxFileBytes,
      maxFields: MAX_FIELDS,
      maxFieldsSize: MAX_FIELDS_BYTES,
      allowEmptyFiles: false,
      uploadDir: os.tmpdir(),
      keepExtensions: false,
    },
  }) as unknown as Middleware;
  return async (ctx, next) => {
    let parsed = false;
    try {
      await parse(ctx, async () => {
        parsed = true;
      });
    } catch (error) {
      // formidable stops at the first broken limit, perhaps with the client still sending:
      // read and drop the rest so the answer reaches it.
      if (!ctx.req.readableEnded) ctx.req.resume();
      throw fromFormidable(error, upload);
    }
    if (parsed) await next();
  };
}

/** "the field receipt" or "the fields image and category". */
function fieldsPhrase({ fieldList }: FileUpload): string {
  return `the field${fieldList.includes(' ') ? 's' : ''} ${fieldList}`;
}

// formidable's error codes (formidable/src/FormidableError.js). Its httpCode is 413 for every
// limit, so the code, not the status, tells which limit the upload broke.
const FORMIDABLE = {
  maxFieldsSizeExceeded: 1006,
  maxFieldsExceeded: 1007,
  biggerThanMaxFileSize: 1009,
  noEmptyFiles: 1010,
} as const;

/** Maps formidable's errors to ours, each naming the limit the upload broke. */
function fromFormidable(error: unknown, upload: FileUpload): Error {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : '';
  if (code === FORMIDABLE.maxFieldsExceeded || /options\.maxFields \(/.test(message)) {
    return new PayloadTooLargeError(
      `The upload has too many form fields: send only ${upload.fieldList} (at most ${MAX_FIELDS})`,
      { code: 'TOO_MANY_FIELDS' },
    );
  }
  if (code === FORMIDABLE.maxFieldsSizeExceeded || /maxFieldsSize/.test(message)) {
    return new PayloadTooLargeError(
      `The upload's form fields are larger than ${MAX_FIELDS_BYTES / 1024} KB: send only ${upload.fieldList}`,
      { code: 'FIELDS_TOO_LARGE' },
    );
  }
  if (code === FORMIDABLE.biggerThanMaxFileSize || /maxFileSize/.test(message)) return fileTooLarge(upload);
  if (code === FORMIDABLE.noEmptyFiles || /allowEmptyFiles|file size should be greather than 0/.test(message)) {
    return new ValidationError('The file is empty', [{ path: upload.field, message: 'The file is empty' }], {
      code: 'EMPTY_FILE',
    });
  }
  return new ValidationError(
    `The upload could not be read: send multipart/form-data with ${fieldsPhrase(upload)}`,
    [],
    { code: 'INVALID_MULTIPART' },
  );
}
