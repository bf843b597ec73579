/**
 * `POST /api/admin/login`. Read by hand rather than through `apiSend` because the page needs the
 * error code and the `Retry-After` header of a refused attempt, not only its status.
 */
import { clearApiCache } from '@ogulf/web-kit';

export interface LoginBody {
  username: string;
  password: string;
  code?: string;
}

export interface AdminSession {
  user: string;
  loginTime: string;
  expiresAt: string;
}

export type LoginOutcome =
  | { ok: true; session: AdminSession }
  | { ok: false; status: number; code: string; message: string; retryAfterSeconds: number | null };

interface ErrorEnvelope {
  error?: { code?: unknown; message?: unknown };
}

/** Seconds from a `Retry-After` header (seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now: number): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

export async function login(body: LoginBody): Promise<LoginOutcome> {
  clearApiCache();
  let response: Response;
  try {
    response = await fetch('/api/admin/login', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, status: 0, code: 'NETWORK', message: '', retryAfterSeconds: null };
  }
  const parsed = (await response.json().catch(() => ({}))) as ErrorEnvelope & { data?: AdminSession };
  if (response.ok && parsed.data) return { ok: true, session: parsed.data };
  return {
    ok: false,
    status: response.status,
    code: typeof parsed.error?.code === 'string' ? parsed.error.code : '',
    message: typeof parsed.error?.message === 'string' ? parsed.error.message : '',
    retryAfterSeconds: retryAfterSeconds(response.headers.get('Retry-After'), Date.now()),
  };
}
