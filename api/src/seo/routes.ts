import type { Context } from 'koa';
import { buildLlmsTxt, buildRobots, buildSitemap, llmsFallback } from '@ogulf/site-files';
import type { Config } from '../config';
import { CATALOG_CACHE_TAG } from '../catalog/routes';
import { ARTICLES_CACHE_TAG } from '../content/routes';
import type { Logger } from '../http/logger';
import { cachedRead } from '../http/read-cache';
import type { SiteRouteModule } from '../http/site-router';
import { ORIGIN_TOKEN, originFilled } from './origin';
import { loadSiteData } from './site-data';

const FILE_CACHE_CONTROL = 'public, max-age=600';
// Read from both resources; kept unencoded because `originFilled` rewrites the cached text.
const FILE_TAGS = [CATALOG_CACHE_TAG, ARTICLES_CACHE_TAG];

function sendText(ctx: Context, type: string, body: string): void {
  ctx.set('Cache-Control', FILE_CACHE_CONTROL);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.type = type;
  ctx.body = body;
}

/**
 * `GET /sitemap.xml`, `/robots.txt` and `/llms.txt`, made from the database with the shared
 * site-files rules, kept in the read cache (the sitemap under both the catalogue and the blog
 * tags) with the origin filled in per request.
 */
export function seoFileRoutes(config: Config, log: Logger): SiteRouteModule {
  return (router) => {
    router.get('/sitemap.xml', originFilled(config), cachedRead(FILE_TAGS, { encode: false }), async (ctx) => {
      sendText(ctx, 'application/xml; charset=utf-8', buildSitemap(await loadSiteData(ctx.now()), ORIGIN_TOKEN));
    });

    router.get('/robots.txt', originFilled(config), (ctx) => {
      sendText(ctx, 'text/plain; charset=utf-8', buildRobots(ORIGIN_TOKEN));
    });

    // A failure skips the cache (the handler throws), so the next request tries again.
    const summaryFallback = async (ctx: Context, next: () => Promise<unknown>) => {
      try {
        await next();
      } catch (error) {
        // The spec's rule for a summary that cannot be made: log it and serve the short text.
        log.error('AI summary (llms.txt) generation failed; serving the fallback text', error);
        sendText(ctx, 'text/plain; charset=utf-8', llmsFallback(ORIGIN_TOKEN));
        ctx.set('Cache-Control', 'no-cache');
      }
    };
    router.get(
      '/llms.txt',
      originFilled(config),
      summaryFallback,
      cachedRead(FILE_TAGS, { encode: false }),
      async (ctx) => {
        sendText(ctx, 'text/plain; charset=utf-8', buildLlmsTxt(await loadSiteData(ctx.now()), ORIGIN_TOKEN));
      },
    );
  };
}
