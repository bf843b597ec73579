import type Router from '@koa/router';
import {
  adminArticleSummary,
  adminArticleView,
  articleBody,
  articlePublicationBody,
  deleted,
  idParams,
  noQuery,
} from '@ogulf/contracts';
import type { Context } from 'koa';
import { z } from 'zod/mini';
import { adminRoute } from '../auth/admin-route';
import { invalidId } from '../catalog/admin-routes';
import { routesOn } from '../http/route';
import {
  createArticle,
  deleteArticle,
  getAdminArticle,
  listAdminArticles,
  setPublication,
  updateArticle,
} from './admin-service';
import { ARTICLES_CACHE_TAG } from './routes';

/**
 * The admin's articles under `/api/admin/articles` (session required). Every write empties the
 * blog's read cache (article pages, lists and the sitemap), so the storefront sees it at once.
 */
export function articleAdminRoutes(router: Router): void {
  const api = routesOn(router);
  const admin = adminRoute('admin articles');

  api.get('/admin/articles', {
    ...admin,
    summary: 'Every article, drafts and scheduled ones included, newest date first',
    input: { query: noQuery },
    reply: z.array(adminArticleSummary),
    handle: (ctx) => listAdminArticles(ctx.now()),
  });

  api.get('/admin/articles/:id', {
    ...admin,
    summary: 'One article with both languages, for editing',
    input: { params: idParams, query: noQuery },
    invalid: invalidId('article'),
    reply: adminArticleView,
    handle: (ctx, { params }) => getAdminArticle(params.id, ctx.now()),
  });

  api.post('/admin/articles', {
    ...admin,
    summary: 'Write an article: a draft, published now, or scheduled for a later date',
    input: { body: articleBody },
    reply: adminArticleView,
    status: 201,
    handle: async (ctx, { body }) => {
      const article = await createArticle(body, ctx.now());
      written(ctx, 'article.create', article.slug);
      return article;
    },
  });

  api.put('/admin/articles/:id', {
    ...admin,
    summary: 'Replace an article',
    input: { params: idParams, body: articleBody },
    invalid: invalidId('article'),
    reply: adminArticleView,
    handle: async (ctx, { params, body }) => {
      const article = await updateArticle(params.id, body, ctx.now());
      written(ctx, 'article.update', article.slug);
      return article;
    },
  });

  api.patch('/admin/articles/:id/publication', {
    ...admin,
    summary: 'Publish an article now or at a later date, or take it back to a draft',
    input: { params: idParams, body: articlePublicationBody },
    invalid: invalidId('article'),
    reply: adminArticleView,
    handle: async (ctx, { params, body }) => {
      const article = await setPublication(params.id, body, ctx.now());
      written(
        ctx,
        `article.${article.status === 'draft' ? 'unpublish' : article.status === 'scheduled' ? 'schedule' : 'publish'}`,
        article.slug,
      );
      return article;
    },
  });

  api.delete('/admin/articles/:id', {
    ...admin,
    summary: 'Delete an article',
    input: { params: idParams },
    invalid: invalidId('article'),
    reply: deleted,
    handle: async (ctx, { params }) => {
      await deleteArticle(params.id);
      written(ctx, 'article.delete', params.id);
      return { deleted: true } as const;
    },
  });
}

function written(ctx: Context, action: string, target: string): void {
  ctx.readCache.invalidate(ARTICLES_CACHE_TAG);
  ctx.state.audit = { action, target };
}
