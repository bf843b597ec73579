/** The login form's check: the API's own `loginBody`, with what the page sends for each step. */
import { z } from 'zod/mini';
import { loginBody } from '@ogulf/contracts';
import { bodyResolver } from '@ogulf/web-kit/forms/resolver';
import { formIssue, toLatinDigits } from '../../shared/form-messages';
import { checkForm } from '../../shared/form-schema';
import type { LoginBody } from './login';
import { CODE_PATTERN, loginMessageFor, type LoginField, type LoginStep, type LoginValues } from './login-form';

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

export const loginResolver = (step: LoginStep) =>
  bodyResolver<LoginValues, LoginBody>(loginSchema(step), loginMessageFor);
