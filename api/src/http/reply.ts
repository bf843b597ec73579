import type { Context } from 'koa';

/** The success envelope every API response uses. */
export interface SuccessBody<T> {
  success: true;
  data: T;
}

/** Answers `{ success: true, data }` with `status` (200 unless told). */
export function ok<T>(ctx: Context, data: T, status = 200): void {
  ctx.status = status;
  ctx.body = { success: true, data } satisfies SuccessBody<T>;
}
