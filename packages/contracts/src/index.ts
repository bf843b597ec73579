/**
 * `@ogulf/contracts`: everything that crosses the HTTP boundary. The zod-free parts have
 * subpaths of their own (`/constants`, `/routes`, `/company`) for code that must not bundle zod.
 */
export * from './constants';
export * from './routes';
export * from './company';
export * from './phone';
export * from './requests/common';
export * from './requests/catalog';
export * from './requests/orders';
export * from './requests/delivery';
export * from './requests/after-order';
export * from './requests/messages';
export * from './requests/admin';
export * from './requests/content';
export * from './fitout';
export * from './requests/fitout';
export * from './requests/b2b';
export * from './requests/quotations';
export * from './replies';
export * from './replies-quotations';
export * from './quotation-pricing';
export * from './requests/params';
