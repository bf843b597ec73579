import fs from 'node:fs/promises';
import type Router from '@koa/router';
import { deleteImageBody, deleteImageReply, uploadFields, uploadReply } from '@ogulf/contracts';
import type { Middleware } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { requireAdmin } from '../auth/require-admin';
import { toErrorReply } from '../http/error-middleware';
import { fileUpload, theOneFile, type FileUpload } from '../http/multipart';
import { deleteUpload, MAX_UPLOAD_BYTES, storeUpload } from './service';
import { routesOn } from '../http/route';

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
    before: [requireAdmin(), uploadReplies(), ...fileUpload(IMAGE_UPLOAD)],
    input: { body: uploadFields },
    files: ['image'],
    raw: true,
    reply: uploadReply,
    status: 201,
    handle: async (ctx, { body }) => {
      const image = theOneFile(ctx, IMAGE_UPLOAD);
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

/** What `POST /api/upload-image` takes: one picture of at most 5 MB beside the field `category`. */
const IMAGE_UPLOAD: FileUpload = {
  field: 'image',
  maxFileBytes: MAX_UPLOAD_BYTES,
  noun: 'picture',
  fieldList: 'image and category',
};
