/**
 * Development builds only (loaded by `apiGet` behind a `NODE_ENV` test the production build drops):
 * each GET reply is checked against its schema in @ogulf/contracts, and a reply that has drifted
 * from the contract is reported in the console instead of failing later inside a screen.
 */
import { z } from 'zod/mini';
import {
  adminCategoryView,
  adminOrder,
  adminOrderList,
  adminOverview,
  adminProductList,
  adminTestimonialView,
  articleDetail,
  articleList,
  auditEntryView,
  categoryView,
  orderView,
  productFacets,
  productList,
  productView,
  testimonialView,
  zoneDeliverySettingsView,
  deliverySlotsView,
} from '@ogulf/contracts';

/** The reply schema of each GET path the front ends read (path without its query string). */
const GET_REPLIES: ReadonlyArray<readonly [RegExp, z.ZodMiniType]> = [
  [/^\/api\/categories$/, z.array(categoryView)],
  [/^\/api\/categories\/[^/]+$/, categoryView],
  [/^\/api\/products$/, productList],
  [/^\/api\/products\/search\/[^/]+$/, z.array(productView)],
  [/^\/api\/products\/facets$/, productFacets],
  [/^\/api\/products\/[^/]+$/, productView],
  [/^\/api\/testimonials$/, z.array(testimonialView)],
  [/^\/api\/articles$/, articleList],
  [/^\/api\/articles\/[^/]+$/, articleDetail],
  [/^\/api\/zone-delivery-settings$/, zoneDeliverySettingsView],
  [/^\/api\/order-confirmation\/[^/]+$/, orderView],
  [/^\/api\/delivery-slots$/, deliverySlotsView],
  [/^\/api\/orders$/, adminOrderList],
  [/^\/api\/orders\/[^/]+$/, adminOrder],
  [/^\/api\/admin\/overview$/, adminOverview],
  [/^\/api\/admin\/audit$/, z.array(auditEntryView)],
  [/^\/api\/admin\/categories$/, z.array(adminCategoryView)],
  [/^\/api\/admin\/products$/, adminProductList],
  [/^\/api\/admin\/testimonials$/, z.array(adminTestimonialView)],
];

/** The contract's problems with `data` as the reply of `GET path`: [] when it matches or the path has no schema here. */
export function replyProblems(path: string, data: unknown): string[] {
  const pathname = path.split('?')[0] ?? path;
  const schema = GET_REPLIES.find(([pattern]) => pattern.test(pathname))?.[1];
  if (!schema) return [];
  const result = z.safeParse(schema, data);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || '(reply)'}: ${issue.message}`);
}

/** Warns in the console when the reply of `GET path` does not match its contract. */
export function checkReply(path: string, data: unknown): void {
  const problems = replyProblems(path, data);
  if (problems.length > 0) console.warn(`[api] GET ${path}: the reply does not match @ogulf/contracts`, problems);
}
