import fs from 'node:fs/promises';
import type Router from '@koa/router';
import { importApplied, importApplyBody, importPreview, noQuery, ordersExportQuery } from '@ogulf/contracts';
import type { Context } from 'koa';
import { z } from 'zod/mini';
import { adminRoute } from '../auth/admin-route';
import { CATALOG_CACHE_TAG } from '../catalog/routes';
import { fileUpload, theOneFile, type FileUpload } from '../http/multipart';
import { routesOn } from '../http/route';
import { STOCK_CACHE_TAG } from '../stock/stock';
import { ordersCsv } from './orders-csv';
import { applyImport, previewImport, productsCsv } from './products-csv';

const CSV = 'text/csv; charset=utf-8';

const CSV_UPLOAD: FileUpload = { field: 'file', maxFileBytes: 5 * 1024 * 1024, noun: 'CSV file', fieldList: 'file' };

function sendCsv(ctx: Context, name: string, csv: string): void {
  ctx.attachment(name);
  ctx.type = CSV;
  ctx.body = csv;
}

/**
 * The catalogue and the orders as spreadsheets: `GET /api/admin/export/products.csv`,
 * `GET /api/admin/export/orders.csv?from=&to=`, and the products' import in two steps,
 * `POST /api/admin/import/products` (multipart `file`: the preview) then
 * `POST /api/admin/import/products/apply` `{ previewId }`.
 */
export function csvRoutes(router: Router): void {
  const api = routesOn(router);
  const admin = adminRoute('admin csv');

  api.get('/admin/export/products.csv', {
    ...admin,
    summary: 'Every product as CSV (UTF-8 with BOM), the format the import reads',
    input: { query: noQuery },
    raw: true,
    file: CSV,
    handle: async (ctx) => sendCsv(ctx, 'products.csv', await productsCsv()),
  });

  api.get('/admin/export/orders.csv', {
    ...admin,
    summary: 'The orders placed from one Qatar day to another (inclusive) as CSV',
    input: { query: ordersExportQuery },
    raw: true,
    file: CSV,
    handle: async (ctx, { query }) =>
      sendCsv(ctx, `orders-${query.from}-${query.to}.csv`, await ordersCsv(query.from, query.to)),
  });

  api.post('/admin/import/products', {
    ...admin,
    summary: 'Preview a products CSV: each line create, update (matched by SKU, else slug), unchanged or error',
    before: [...admin.before, ...fileUpload(CSV_UPLOAD)],
    input: { body: z.object({}) },
    files: ['file'],
    reply: importPreview,
    handle: async (ctx) => {
      const file = theOneFile(ctx, CSV_UPLOAD);
      return previewImport(await fs.readFile(file.filepath, 'utf8'));
    },
  });

  api.post('/admin/import/products/apply', {
    ...admin,
    summary: 'Apply a preview, all or nothing',
    input: { body: importApplyBody },
    reply: importApplied,
    handle: async (ctx, { body }) => {
      try {
        const result = await applyImport(body.previewId);
        ctx.state.audit = { action: 'product.import', target: body.previewId };
        return result;
      } finally {
        // A failed apply has written and restored: forget what was cached in between too.
        ctx.readCache.invalidate(CATALOG_CACHE_TAG);
        ctx.readCache.invalidate(STOCK_CACHE_TAG);
      }
    },
  });
}
