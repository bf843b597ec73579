import type Router from '@koa/router';
import { NotFoundError } from '../http/errors';
import { cachedRead } from '../http/read-cache';
import { ok } from '../http/reply';
import { getArticle, getArticleCover, listArticles } from './service';
import { noQuery } from '../http/validators';
import { coverSlug, listArticlesQuery, parseArticleSlug } from './validators';

/** Articles change rarely; a minute of caching spares the database without delaying edits much. */
export const ARTICLES_CACHE_TAG = 'articles';
const API_CACHE = 'public, max-age=60';
const COVER_CACHE = 'public, max-age=86400';

/** `GET /api/articles` (a page of summaries) and `GET /api/articles/:slug` (one article). */
export function articleRoutes(router: Router): void {
  router.get('/articles', cachedRead(ARTICLES_CACHE_TAG), async (ctx) => {
    const query = listArticlesQuery.parse(ctx.query);
    const list = await listArticles(query);
    ctx.set('Cache-Control', API_CACHE);
    ok(ctx, list);
  });

  router.get('/articles/:slug', cachedRead(ARTICLES_CACHE_TAG), async (ctx) => {
    const slug = parseArticleSlug(ctx.params['slug']);
    noQuery.parse(ctx.query);
    const article = await getArticle(slug);
    ctx.set('Cache-Control', API_CACHE);
    ok(ctx, article);
  });
}

/**
 * `GET /assets/images/blog/<slug>.svg`: the generated cover of an existing article (HEAD too,
 * through the router). Registered on the site router, which runs before the static front end.
 */
export function articleCoverRoutes(router: Router): void {
  router.get('/assets/images/blog/:file', async (ctx) => {
    const slug = coverSlug(String(ctx.params['file'] ?? ''));
    if (slug === undefined) throw new NotFoundError('No such image');
    const svg = await getArticleCover(slug);
    ctx.set('Cache-Control', COVER_CACHE);
    ctx.set('X-Content-Type-Options', 'nosniff');
    // An SVG opened on its own is a document: allow its inline styles and nothing else.
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    ctx.type = 'image/svg+xml';
    ctx.body = svg;
  });
}
