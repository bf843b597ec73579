/**
 * Every `/api` route that answers without an admin session, as `METHOD /api/path` exactly as
 * registered. Anything not listed here must answer 401 without a session:
 * `api/test/route-access.test.ts` walks the real router and fails otherwise, so a new public
 * route is a deliberate, reviewed change to this list.
 */
export const PUBLIC_ROUTES: readonly string[] = [
  'GET /api/health',
  'GET /api/db-health',
  'GET /api/articles',
  'GET /api/articles/:slug',
  'GET /api/categories',
  'GET /api/categories/:idOrSlug',
  'GET /api/products',
  'GET /api/products/facets',
  'GET /api/products/search',
  'GET /api/products/search/:query',
  'GET /api/products/:idOrSlug',
  'GET /api/testimonials',
  'GET /api/hero-slides',
  'GET /api/zone-delivery-settings',
  'GET /api/delivery-slots',
  'GET /api/fitout-rules',
  'GET /api/order-confirmation/:token',
  'POST /api/order-receipts/:token',
  'GET /api/order-receipts/:token/:receiptId',
  'GET /api/order-invoice/:token',
  'POST /api/orders',
  'POST /api/quote-request',
  'POST /api/contact',
  'GET /api/quotes/:token',
  'GET /api/quotes/:token/pdf',
  'POST /api/quotes/:token/accept',
  'POST /api/quotes/:token/request-changes',
  'POST /api/send-order',
  'POST /api/order-tracking',
  'POST /api/send-otp',
  'POST /api/admin/login',
  'POST /api/admin/logout',
  'GET /api/admin/session',
  'GET /api/openapi.json',
];
