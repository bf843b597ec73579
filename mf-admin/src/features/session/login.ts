/**
 * `POST /api/admin/login`. A refusal is answered, not thrown: the page shows the error code and
 * the `Retry-After` wait of a refused attempt.
 */
import { apiSend, clearApiCache, readApiError } from '@ogulf/web-kit';

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

export async function login(body: LoginBody): Promise<LoginOutcome> {
  clearApiCache();
  try {
    return { ok: true, session: await apiSend<AdminSession>('POST', '/api/admin/login', body) };
  } catch (error) {
    const failure = readApiError(error);
    if (failure.status === null) return { ok: false, status: 0, code: 'NETWORK', message: '', retryAfterSeconds: null };
    return {
      ok: false,
      status: failure.status,
      code: failure.code ?? '',
      message: failure.message ?? '',
      retryAfterSeconds: failure.retryAfterSeconds,
    };
  }
}
