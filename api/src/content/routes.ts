import type Router from '@koa/router';
import { NotFoundError } from '../http/errors';
import { cachedRead } from '../http/read-cache';
import { getArticle, getArticleCover, listArticles } from './service';
import { articleDetail, articleList, articleSlugParams, listArticlesQuery, noQuery } from '@ogulf/contracts';
import { routesOn } from '../http/route';
import { coverSlug } from './validators';

/** Articles change rarely; a minute of caching spares the database without delaying edits much. */
export const ARTICLES_CACHE_TAG = 'articles';
const API_CACHE = 'public, max-age=60';
const COVER_CACHE = 'public, max-age=86400';

/** `GET /api/articles` (a page of summaries) and `GET /api/articles/:slug` (one article). */
export function articleRoutes(router: Router): void {
  const api = routesOn(router);
  const cached = {
    access: 'public',
    tag: 'articles',
    cache: API_CACHE,
    before: [cachedRead(ARTICLES_CACHE_TAG)],
  } as const;

  api.get('/articles', {
    ...cached,
    summary: 'A page of articles, newest first, with every tag and its count',
    input: { query: listArticlesQuery },
    reply: articleList,
    handle: (ctx, { query }) => listArticles(query, ctx.now()),
  });

  api.get('/articles/:slug', {
    ...cached,
    summary: 'One article by slug, with related articles',
    input: { params: articleSlugParams, query: noQuery },
    invalid: { params: { code: 'INVALID_SLUG', message: 'Invalid article slug' } },
    reply: articleDetail,
    handle: (ctx, { params }) => getArticle(params.slug, ctx.now()),
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
