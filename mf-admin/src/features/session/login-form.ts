/** The login form's steps and values, and how a refused login reads (pure, unit-tested); the check and its messages are in ./login-schema, loaded at the first submit. */
import type { LoginOutcome } from './login';

export type LoginStep = 'password' | 'code';
export type LoginField = 'username' | 'password' | 'code';

export interface LoginValues {
  username: string;
  password: string;
  code: string;
}

/** What the page says about a refused login, and which step comes next. */
export interface LoginProblem {
  /** i18n key under the `admin` namespace. */
  key: string;
  /** Interpolation values (`{{wait}}` is filled by the page from `waitSeconds`). */
  waitSeconds?: number;
  /** The server's own text, shown for validation answers the page has no words for. */
  serverMessage?: string;
  step: LoginStep;
}

export function loginProblem(outcome: Extract<LoginOutcome, { ok: false }>, step: LoginStep): LoginProblem {
  switch (outcome.status) {
    case 0:
      return { key: 'login.errors.network', step };
    case 401:
      return outcome.code === 'INVALID_CODE'
        ? { key: 'login.errors.invalidCode', step: 'code' }
        : { key: 'login.errors.invalidCredentials', step };
    case 423:
      return { key: 'login.errors.locked', step: 'code' };
    case 429:
      return outcome.retryAfterSeconds === null
        ? { key: 'login.errors.tooManyNoWait', step }
        : { key: 'login.errors.tooMany', waitSeconds: outcome.retryAfterSeconds, step };
    default:
      if (outcome.status >= 400 && outcome.status < 500 && outcome.message)
        return { key: 'login.errors.server', serverMessage: outcome.message, step };
      return { key: 'login.errors.failed', step };
  }
}

/** A wait in whole minutes when it is a minute or more, else seconds (for the "try again in" text). */
export function waitParts(seconds: number): { unit: 'seconds' | 'minutes'; count: number } {
  return seconds < 60
    ? { unit: 'seconds', count: Math.max(1, seconds) }
    : { unit: 'minutes', count: Math.ceil(seconds / 60) };
}
