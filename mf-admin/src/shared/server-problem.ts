import { readApiError } from '@ogulf/web-kit';

/** A refused request as the form shows it: the server's message and, for validation answers, each problem. */
export interface ServerProblem {
  message: string;
  details: string[];
}

export function serverProblem(error: unknown, fallback: string): ServerProblem {
  const { message, details } = readApiError(error);
  return {
    message: message ?? fallback,
    details: (Array.isArray(details) ? details : [])
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
}
