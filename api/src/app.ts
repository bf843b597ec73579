import Koa from 'koa';
import compress from 'koa-compress';
import { auditRoutes } from './audit/routes';
import { systemClock, type Clock } from './auth/clock';
import { refuseForeignOrigins } from './auth/origin-check';
import { SESSION_COOKIE } from './auth/require-admin';
import { authRoutes } from './auth/routes';
import { catalogAdminRoutes } from './catalog/admin-routes';
import { catalogRoutes, shopImageRoutes } from './catalog/routes';
import { shopImageDirs } from './catalog/shop-images';
import type { Config } from './config';
import { articleAdminRoutes } from './content/admin-routes';
import { articleCoverRoutes, articleRoutes } from './content/routes';
import { heroSlideAdminRoutes, heroSlideRoutes } from './hero/routes';
import { zoneDeliveryAdminRoutes } from './delivery/admin-routes';
import { databaseGuard } from './db/guard';
import { zoneDeliveryRoutes } from './delivery/routes';
import { deliveryAdminRoutes, deliverySlotRoutes } from './delivery/slot-routes';
import { fitoutAdminRoutes, fitoutRoutes } from './fitout/routes';
import { healthRoutes } from './health/routes';
import { apiRouter, type RouteModule } from './http/api-router';
import { errorMiddleware } from './http/error-middleware';
import { openApiRoutes } from './http/openapi';
import { securityHeaders } from './http/security-headers';
import { createLogger, requestLogger, type Logger } from './http/logger';
import { CacheGenerations, databaseGenerations } from './http/cache-generations';
import { limitLookup } from './http/lookup-limit';
import { ReadCache } from './http/read-cache';
import { siteRouter, type SiteRouteModule } from './http/site-router';
import { testimonialAdminRoutes } from './testimonials/admin-routes';
import { testimonialRoutes } from './testimonials/routes';
import { createMailer, type Mailer } from './mail/mailer';
import { MailWorker } from './mail/worker';
import { mediaRoutes } from './media/routes';
import { csvRoutes } from './csv/routes';
import { UploadStore } from './media/store';
import { messageRoutes } from './messages/routes';
import { invoiceRoutes } from './orders/invoice-routes';
import { paymentRoutes } from './orders/payment-routes';
import { orderRoutes } from './orders/routes';
import { quotationRoutes } from './quotes/routes';
import { pageHeads } from './seo/page-heads';
import { seoFileRoutes } from './seo/routes';
import { version } from './version';
import { frontEnd } from './web/static';
import { pageRenderer, renderRequests } from './web/ssr/page-renderer';
import { serverEntries } from './web/ssr/server-entries';

/** Route modules of every API feature, mounted under `/api`. */
const API_ROUTES: readonly RouteModule[] = [
  healthRoutes,
  articleRoutes,
  catalogRoutes,
  testimonialRoutes,
  heroSlideRoutes,
  zoneDeliveryRoutes,
  deliverySlotRoutes,
  orderRoutes,
  paymentRoutes,
  invoiceRoutes,
  messageRoutes,
  quotationRoutes,
  fitoutRoutes,
  // The document of every route above and below (public; the admin's are marked with the session cookie).
  openApiRoutes({ version, sessionCookie: SESSION_COOKIE }),
];

/**
 * The admin session (login, logout, session, send-otp), the audit log and the admin's writes:
 * catalogue, testimonials, articles, hero slides, delivery zones and pictures. Every route not in
 * `auth/public-routes.ts` must refuse requests without a session (`test/route-access.test.ts`).
 */
const ADMIN_ROUTES: readonly RouteModule[] = [
  authRoutes,
  auditRoutes,
  catalogAdminRoutes,
  testimonialAdminRoutes,
  articleAdminRoutes,
  heroSlideAdminRoutes,
  zoneDeliveryAdminRoutes,
  deliveryAdminRoutes,
  fitoutAdminRoutes,
  mediaRoutes,
  csvRoutes,
];

/**
 * Files outside `/api` (full paths) that the server makes or keeps itself, answered before the
 * static front end: blog covers, the shop's pictures from the data folder, and the sitemap,
 * robots file and AI summary.
 */
function siteRoutes(config: Config, log: Logger): readonly SiteRouteModule[] {
  return [articleCoverRoutes, shopImageRoutes(config.dataDir), seoFileRoutes(config, log)];
}

export interface CreateAppOptions {
  config: Config;
  log?: Logger;
  /** Extra route modules mounted after the built-in ones (used by tests). */
  extraRoutes?: readonly RouteModule[];
  /** Defaults to SMTP from `SMTP_URL`, else the outbox folder. */
  mailer?: Mailer;
  /** The app's clock (`ctx.now()`); tests move it to expire sessions and codes. */
  now?: Clock;
}

/** Builds the Koa application: the API under `/api` and the built front end for everything else. */
export function createApp({
  config,
  log = createLogger(config.logLevel),
  extraRoutes = [],
  mailer = createMailer(config),
  now = systemClock,
}: CreateAppOptions): Koa {
  // maxIpsCount keeps only the last `hops` entries of X-Forwarded-For: those our own proxies
  // wrote, so a client cannot choose its address by sending the header itself.
  const hops = config.trustProxy ? Math.max(1, config.proxyHops) : 0;
  const app = new Koa({ proxy: hops > 0, maxIpsCount: hops, env: config.nodeEnv });
  // Generations in the database: every instance on it drops a reply another instance's write changed.
  const generations = new CacheGenerations({ store: databaseGenerations, log });
  app.context.readCache = new ReadCache(1000, Date.now, generations);
  app.context.readCache.beforeMiss = limitLookup;
  app.context.uploads = new UploadStore(shopImageDirs(config.dataDir), generations, log);
  app.context.mailer = mailer;
  // Sends the mail routes queue; started by startServer (tests drive it with drain()).
  app.context.mailWorker = new MailWorker({ mailer, log, now });
  app.context.config = config;
  app.context.log = log;
  app.context.now = now;

  // Reached only by failures outside the middleware chain, such as a file stream breaking
  // mid-response; registering a listener also replaces koa's console.error default.
  app.on('error', (error: unknown) => {
    if (isClientGone(error)) log.debug(`Client went away: ${String(error)}`);
    else log.error('Response failed after it started', error);
  });

  // The server renderer's own API requests stand for the shopper whose page they render.
  app.use(renderRequests());
  // First, so every reply (errors and built files included) carries nosniff, CSP and HSTS.
  app.use(securityHeaders(config));
  app.use(errorMiddleware(log));
  app.use(requestLogger(log));
  // A request that needs the database while it is down gets a 503 at once (see db/guard.ts).
  app.use(databaseGuard());
  // Dynamic responses only in practice: built files come precompressed and carry a
  // Content-Encoding, which koa-compress leaves alone.
  app.use(compress({ threshold: 1024 }));
  // Before the API reads a body: a cross-site POST/PUT/PATCH/DELETE is refused outright.
  app.use(refuseForeignOrigins(config));
  app.use(apiRouter([...API_ROUTES, ...ADMIN_ROUTES, ...extraRoutes]));
  app.use(siteRouter(siteRoutes(config, log)));
  // Every storefront page carries its own head tags and status for crawlers that run no JavaScript.
  const entries = config.ssrBudgetMs > 0 ? serverEntries(config, log) : undefined;
  const renderPage = entries
    ? pageRenderer({ config, log, entries, generations, handler: () => app.callback() })
    : undefined;
  app.context.warmPageRendering = () => entries?.warm() ?? Promise.resolve();
  app.use(frontEnd(config, { pageHeads: pageHeads(log), renderPage }));
  return app;
}

function isClientGone(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ECONNRESET' || code === 'EPIPE' || code === 'ERR_STREAM_PREMATURE_CLOSE';
}

declare module 'koa' {
  interface DefaultContext {
    /** The app's configuration (the shop's address for mail, the public URL...). */
    config: Config;
    /** The app's logger, for failures a handler survives (a mail that could not be sent). */
    log: Logger;
    /** Loads the server renderer's code (the shell's and the storefront remotes' server builds) ahead of the first page. */
    warmPageRendering: () => Promise<void>;
  }
}
