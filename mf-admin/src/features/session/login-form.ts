/** The login form's rules and how a refused login reads (pure, unit-tested). */
import { Rules, requiredText, toLatinDigits, type Validation } from '../../shared/validate';
import type { LoginBody, LoginOutcome } from './login';

export type LoginStep = 'password' | 'code';
export type LoginField = 'username' | 'password' | 'code';

export interface LoginValues {
  username: string;
  password: string;
  code: string;
}

/** The emergency code: 6 digits from 100000 to 999999 (spec section 5). */
export const CODE_PATTERN = /^[1-9]\d{5}$/;

export function validateLogin(values: LoginValues, step: LoginStep): Validation<LoginField, LoginBody> {
  const rules = new Rules<LoginField>();
  const username = rules.check('username', requiredText(values.username, 100));
  // The password is sent exactly as typed: spaces can be part of it.
  if (!values.password) rules.fail('password', { key: 'required' });
  if (values.password.length > 200) rules.fail('password', { key: 'tooLong', limit: 200 });
  const code = toLatinDigits(values.code.replace(/\s/g, ''));
  if (step === 'code') {
    if (!code) rules.fail('code', { key: 'required' });
    else if (!CODE_PATTERN.test(code)) rules.fail('code', { key: 'code' });
  }
  return rules.result(() => ({ username: username ?? '', password: values.password, ...(step === 'code' ? { code } : {}) }));
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
      return outcome.code === 'INVALID_CODE' ? { key: 'login.errors.invalidCode', step: 'code' } : { key: 'login.errors.invalidCredentials', step };
    case 423:
      return { key: 'login.errors.locked', step: 'code' };
    case 429:
      return outcome.retryAfterSeconds === null
        ? { key: 'login.errors.tooManyNoWait', step }
        : { key: 'login.errors.tooMany', waitSeconds: outcome.retryAfterSeconds, step };
    default:
      if (outcome.status >= 400 && outcome.status < 500 && outcome.message) return { key: 'login.errors.server', serverMessage: outcome.message, step };
      return { key: 'login.errors.failed', step };
  }
}

/** A wait in whole minutes when it is a minute or more, else seconds (for the "try again in" text). */
export function waitParts(seconds: number): { unit: 'seconds' | 'minutes'; count: number } {
  return seconds < 60 ? { unit: 'seconds', count: Math.max(1, seconds) } : { unit: 'minutes', count: Math.ceil(seconds / 60) };
}
