import { ApiError } from '@ogulf/web-kit';

/**
 * Whether a failed read means "there is no such thing": a 404, or a 400 for an id or slug the API
 * refuses to look up. Such pages show the shell's 404; other failures offer a retry.
 */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
