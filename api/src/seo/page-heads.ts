import type { Context } from 'koa';
import type { Lang } from '@ogulf/site-files';
import type { Logger } from '../http/logger';
import { renderHeadTags } from './head-tags';
import { resolvePage } from './page-head';
import { cacheTagsOf, matchRoute } from './page-routes';
import { databaseReady } from './site-data';
import { failFastOnDatabaseOutage } from '../db/guard';

/** A storefront page's answer: the shell with this head (HTML holding the origin token), or a redirect. */
export type PageAnswer = { status: 200 | 404; lang: Lang; head: string } | { status: 301; location: string };

/** Looks up a page's head tags for the request in `ctx`; undefined means "serve the shell as built". */
export type PageHeads = (ctx: Context) => Promise<PageAnswer | undefined>;

function isRendered(value: unknown): value is Extract<PageAnswer, { head: string }> {
  const answer = value as Partial<Extract<PageAnswer, { head: string }>> | null;
  return (
    typeof answer?.head === 'string' &&
    (answer.lang === 'en' || answer.lang === 'ar') &&
    (answer.status === 200 || answer.status === 404)
  );
}

/**
 * The head tags of every storefront route, built from the database and kept in the read cache
 * per path and query (so per language), under the tags of the data they show: an admin write
 * refreshes them like the API replies. When the database is down or a lookup fails, the page is
 * served as built (the browser app still works) and the failure is logged.
 */
export function pageHeads(log: Logger): PageHeads {
  return async (ctx) => {
    if (!databaseReady()) return undefined;
    const route = matchRoute(ctx.path);
    const lang: Lang = ctx.query['lang'] === 'ar' ? 'ar' : 'en';
    let redirect: PageAnswer | undefined;
    try {
      // Unencoded: the JSON is read back below, not sent. A database outage fails this part at
      // once (not the whole page), so the shell is served as built.
      await failFastOnDatabaseOutage(() =>
        ctx.readCache.middleware(cacheTagsOf(route), { encode: false })(ctx, async () => {
          const resolution = await resolvePage(route, lang, new URLSearchParams(ctx.querystring), ctx.search);
          if (resolution.status === 301) {
            redirect = resolution;
            return;
          }
          ctx.status = resolution.status;
          ctx.type = 'application/json';
          ctx.body = JSON.stringify({ status: resolution.status, lang, head: renderHeadTags(resolution.head) });
        }),
      );
    } catch (error) {
      log.error(`Head tags for ${ctx.path} failed; serving the shell as built`, error);
      return undefined;
    }
    if (redirect) return redirect;
    const body: unknown = ctx.body;
    const parsed: unknown = Buffer.isBuffer(body) || typeof body === 'string' ? JSON.parse(body.toString()) : undefined;
    return isRendered(parsed) ? parsed : undefined;
  };
}
