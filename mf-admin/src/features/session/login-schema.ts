/** The login form's check: the API's own `loginBody`, with what the page sends for each step. */
import { z } from 'zod/mini';
import { loginBody } from '@ogulf/contracts';
import type { MessageFor } from '@ogulf/web-kit/forms';
import { adminMessageFor, formIssue, toLatinDigits } from '../../shared/form-messages';
import { checkForm } from '../../shared/form-schema';
import type { LoginBody } from './login';
import type { LoginField, LoginStep, LoginValues } from './login-form';

/** The emergency code: 6 digits from 100000 to 999999 (spec section 5). */
export const CODE_PATTERN = /^[1-9]\d{5}$/;

/** A code the API refuses is read as "not a valid code" (the API's own rule is looser: it takes 012345). */
export const loginMessageFor: MessageFor = (problem) =>
  problem.path === 'code' && typeof problem.value === 'string' && problem.value.trim()
    ? 'code'
    : adminMessageFor(problem);

/**
 * What the page sends for each step: the trimmed user name, the password exactly as typed
 * (spaces can be part of it), and on the code step the code with spaces dropped and
 * Arabic-Indic digits read; the API's `loginBody` checks it.
 */
export function loginSchema(step: LoginStep) {
  return z.pipe(
    z.transform((values: LoginValues): z.input<typeof loginBody> => ({
      username: values.username.trim(),
      password: values.password,
      ...(step === 'code' ? { code: toLatinDigits(values.code.replace(/\s/g, '')) } : {}),
    })),
    loginBody.check(
      z.superRefine((body, context) => {
        if (body.code !== undefined && !CODE_PATTERN.test(body.code))
          context.issues.push(formIssue(['code'], 'code', body.code));
      }),
    ),
  );
}

export const validateLogin = (values: LoginValues, step: LoginStep) =>
  checkForm<LoginBody, LoginField>(loginSchema(step), values, loginMessageFor);
