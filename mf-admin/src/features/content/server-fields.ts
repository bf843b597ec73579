/** The API's refusal of a save, put on the fields its details name (`{ path, message }`), until the next send. */
import { readApiError } from '@ogulf/web-kit';

export function serverFieldErrors(refusal: unknown): Partial<Record<string, string>> {
  if (!refusal) return {};
  const { message, details } = readApiError(refusal);
  const found: Partial<Record<string, string>> = {};
  for (const detail of Array.isArray(details) ? (details as unknown[]) : []) {
    if (!detail || typeof detail !== 'object') continue;
    const { path, message: text } = detail as { path?: unknown; message?: unknown };
    const where = Array.isArray(path) ? path.join('.') : typeof path === 'string' ? path : '';
    if (where) found[where] ??= typeof text === 'string' ? text : (message ?? '');
  }
  return found;
}
