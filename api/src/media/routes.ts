import fs from 'node:fs/promises';
import os from 'node:os';
import type Router from '@koa/router';
import { deleteImageBody, deleteImageReply, uploadFields, uploadReply } from '@ogulf/contracts';
import type { Context, Middleware } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { requireAdmin } from '../auth/require-admin';
import { toErrorReply } from '../http/error-middleware';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../http/errors';
import { deleteUpload, MAX_UPLOAD_BYTES, storeUpload } from './service';
import { routesOn } from '../http/route';

/** Room for the multipart boundaries, part headers and the `category` field around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

interface UploadedFile {
  filepath: string;
}

/**
 * `POST /api/upload-image` (multipart: one file `image` and the text `category`) and
 * `DELETE /api/delete-image` (`{ path }`), admin only. Multipart is parsed on the upload route
 * alone, after the session check, with formidable's limits (5 MB of file data, few small fields);
 * the JSON parser in front of every `/api` route leaves multipart bodies alone.
 */
export function mediaRoutes(router: Router): void {
  const api = routesOn(router);
  const admin = { access: 'admin', tag: 'admin media', cache: 'no-store' } as const;

  // Answers outside the usual envelope (`{ success, path }`, `{ success: false, error }`): the spec's admin reads them so.
  api.post('/upload-image', {
    ...admin,
    summary: 'Upload a picture (multipart: the file `image` and the field `category`); answers its site path',
    before: [requireAdmin(), uploadReplies(), refuseNonMultipart(), multipartBody(), removeUploadedFiles()],
    input: { body: uploadFields },
    files: ['image'],
    raw: true,
    reply: uploadReply,
    status: 201,
    handle: async (ctx, { body }) => {
      const image = theOneImage(uploadedFiles(ctx));
      const stored = await storeUpload(ctx.uploads, body.category, await fs.readFile(image.filepath));
      ctx.state.audit = { action: 'image.upload', target: stored.path };
      ctx.status = 201;
      ctx.body = { success: true, path: stored.path };
    },
  });

  api.delete('/delete-image', {
    ...admin,
    summary: 'Delete an uploaded picture by its site path',
    before: [requireAdmin(), deleteBody()],
    input: { body: deleteImageBody },
    raw: true,
    reply: deleteImageReply,
    handle: async (ctx, { body }) => {
      await deleteUpload(ctx.uploads, body.path);
      ctx.state.audit = { action: 'image.delete', target: body.path };
      ctx.body = { success: true };
    },
  });
}

/** The files koa-body's multipart parser kept (set by koa-body, whose types extend its own copy of koa's). */
function uploadedFiles(ctx: Context): FileMap {
  return (ctx.request as { files?: FileMap }).files ?? {};
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

/**
 * The upload's own reply shape, which the storefront spec fixes: `{ success: false, error }`
 * with the message as a string (the status and headers as for every other error).
 */
function uploadReplies(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const reply = toErrorReply(error);
      if (reply.status >= 500) throw error;
      ctx.set(reply.headers);
      ctx.set('Cache-Control', 'no-store');
      ctx.status = reply.status;
      ctx.body = { success: false, error: reply.message };
    }
  };
}

function refuseNonMultipart(): Middleware {
  return async (ctx, next) => {
    if (!ctx.is('multipart/form-data')) {
      throw new UnsupportedMediaTypeError('Send the picture as multipart/form-data with the fields image and category');
    }
    // A body announced as too large is refused before a byte of it is read; Node then reads
    // and drops the rest, so the client gets this answer rather than a reset connection.
    if ((ctx.request.length ?? 0) > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD) throw tooLarge();
    await next();
  };
}

function multipartBody(): Middleware {
  const parse = koaBody({
    multipart: true,
    json: false,
    urlencoded: false,
    text: false,
    formidable: {
      maxFileSize: MAX_UPLOAD_BYTES,
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
      drain(ctx);
      throw fromFormidable(error);
    }
    if (parsed) await next();
  };
}

/**
 * The `/api` JSON parser reads POST, PUT and PATCH bodies only (koa-body's default); this route
 * takes its `{ path }` in a DELETE body, as the storefront spec has it, so it parses its own.
 */
function deleteBody(): Middleware {
  return koaBody({
    json: true,
    jsonStrict: true,
    jsonLimit: '4kb',
    urlencoded: false,
    text: false,
    multipart: false,
    parsedMethods: [HttpMethodEnum.DELETE],
  }) as unknown as Middleware;
}

const MAX_FIELDS = 5;
const MAX_FIELDS_BYTES = 16 * 1024;

// formidable's error codes (formidable/src/FormidableError.js). Its httpCode is 413 for every
// limit, so the code, not the status, tells which limit the upload broke.
const FORMIDABLE = {
  maxFieldsSizeExceeded: 1006,
  maxFieldsExceeded: 1007,
  biggerThanMaxFileSize: 1009,
  noEmptyFiles: 1010,
} as const;

/** Maps formidable's errors to ours, each naming the limit the upload broke. */
function fromFormidable(error: unknown): Error {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : '';
  if (code === FORMIDABLE.maxFieldsExceeded || /options\.maxFields \(/.test(message)) {
    return new PayloadTooLargeError(
      `The upload has too many form fields: send only image and category (at most ${MAX_FIELDS})`,
      { code: 'TOO_MANY_FIELDS' },
    );
  }
  if (code === FORMIDABLE.maxFieldsSizeExceeded || /maxFieldsSize/.test(message)) {
    return new PayloadTooLargeError(
      `The upload's form fields are larger than ${MAX_FIELDS_BYTES / 1024} KB: send only image and category`,
      { code: 'FIELDS_TOO_LARGE' },
    );
  }
  if (code === FORMIDABLE.biggerThanMaxFileSize || /maxFileSize/.test(message)) return tooLarge();
  if (code === FORMIDABLE.noEmptyFiles || /allowEmptyFiles|file size should be greather than 0/.test(message)) {
    return new ValidationError('The file is empty', [{ path: 'image', message: 'The file is empty' }], {
      code: 'EMPTY_FILE',
    });
  }
  return new ValidationError(
    'The upload could not be read: send multipart/form-data with the fields image and category',
    [],
    { code: 'INVALID_MULTIPART' },
  );
}

function tooLarge(): PayloadTooLargeError {
  return new PayloadTooLargeError(`The picture is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`);
}

function drain(ctx: Context): void {
  if (!ctx.req.readableEnded) ctx.req.resume();
}

type FileMap = Record<string, UploadedFile | UploadedFile[] | undefined>;

/** The single file of the field `image`: no other file field, never two. */
function theOneImage(files: FileMap): UploadedFile {
  const others = Object.keys(files).filter((field) => field !== 'image');
  if (others.length > 0) {
    throw new ValidationError(
      'Send one picture in the field image and nothing else',
      others.map((field) => ({ path: field, message: 'Unexpected file' })),
    );
  }
  const image = files['image'];
  if (image === undefined)
    throw new ValidationError('Send the picture in the field image', [{ path: 'image', message: 'Missing file' }]);
  if (Array.isArray(image)) {
    if (image.length !== 1)
      throw new ValidationError(
        'Send one picture at a time',
        [{ path: 'image', message: 'Only one file per upload' }],
        { code: 'TOO_MANY_FILES' },
      );
    return image[0]!;
  }
  return image;
}

function allFiles(files: FileMap): UploadedFile[] {
  return Object.values(files).flatMap((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));
}

/** formidable gives repeated fields as arrays; those then fail the strict schema as they should. */
