import { ApiError, apiErrorMessage } from '@ogulf/web-kit';

/** A refused request as the form shows it: the server's message and, for validation answers, each problem. */
export interface ServerProblem {
  message: string;
  details: string[];
}

export function serverProblem(error: unknown, fallback: string): ServerProblem {
  const message = apiErrorMessage(error, fallback);
  if (!(error instanceof ApiError)) return { message, details: [] };
  try {
    const parsed = JSON.parse(error.body) as { error?: { details?: unknown } };
    const details = Array.isArray(parsed.error?.details) ? parsed.error.details : [];
    return {
      message,
      details: details
        .map((detail: unknown) => {
          if (typeof detail === 'string') return detail;
          if (detail && typeof detail === 'object') {
            const { path, message: text } = detail as { path?: unknown; message?: unknown };
            const where = Array.isArray(path) ? path.join('.') : typeof path === 'string' ? path : '';
            return typeof text === 'string' ? (where ? `${where}: ${text}` : text) : '';
          }
          return '';
        })
        .filter(Boolean),
    };
  } catch {
    return { message, details: [] };
  }
}
