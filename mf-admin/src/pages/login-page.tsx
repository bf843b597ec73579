import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { apiErrorMessage, usePageTitle, useNavigate } from '@ogulf/web-kit';
import { focusFirstError, TextField } from '../shared/fields';
import { useAdminLanguage } from '../shared/use-admin-language';
import type { FieldErrors } from '../shared/form-messages';
import { login } from '../features/session/login';
import {
  loginProblem,
  waitParts,
  type LoginField,
  type LoginProblem,
  type LoginStep,
  type LoginValues,
} from '../features/session/login-form';
import type { LoginBody } from '../features/session/login';
import { sendOtp } from '../features/session/send-otp';
import { CODE_VALID_MS, codeRequestedAt, markCodeRequested, saveLoginFlags } from '../shared/session-flags';
import { useSessionStore } from '../shared/session-store';
import { LoginFrame } from '../frame/login-frame';
import '../remote.css';
import { ToggleButton } from '../shared/toggle-button';

type CodeNotice = { kind: 'sent' | 'sentNoMail'; at: number } | { kind: 'error'; message: string };

const EMPTY: LoginValues = { username: '', password: '', code: '' };

/*
 * The sign-in form keeps its three values in React state rather than in react-hook-form: it is
 * checked only on submit, with the API's own `loginBody` (./login-schema: zod and the contracts,
 * loaded on the first submit, as every admin form's check), and needs nothing else of a form
 * library. So the sign-in page's first load carries no form library (13 KB gzip); the dashboard
 * loads react-hook-form after sign-in.
 */
/** `/adm/ogulf`: sign in with the server's session; after 5 failures, the emergency code step. */
export default function LoginPage() {
  const { t, lang, fieldError } = useAdminLanguage();
  usePageTitle(t('login.title'));
  const navigate = useNavigate();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const requestedAt = codeRequestedAt(localStorage, Date.now());
  const [step, setStep] = useState<LoginStep>(requestedAt === null ? 'password' : 'code');
  const [values, setValues] = useState<LoginValues>(EMPTY);
  // Messages show after a submit and stay until the next one, as in every admin form.
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [refusals, setRefusals] = useState(0);
  const fieldMessage = (field: LoginField) => fieldError(errors[field]);
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [codeNotice, setCodeNotice] = useState<CodeNotice | null>(
    requestedAt === null ? null : { kind: 'sent', at: requestedAt },
  );

  /** What the three fields share: typed left to right, required, bound to the form's state by name. */
  const bound = (field: LoginField) =>
    ({
      id: `${id}-${field}`,
      name: field,
      dir: 'ltr',
      required: true,
      value: values[field],
      onChange: (event: { target: { value: string } }) =>
        setValues((current) => ({ ...current, [field]: event.target.value })),
      error: fieldMessage(field),
    }) as const;

  /** The form's check: the body to send, or null with each refused field's message shown and focus on the first. */
  async function check(): Promise<LoginBody | null> {
    // The check (zod and the contracts) loads on the first submit, not with the page.
    const checked = (await import('../features/session/login-schema')).validateLogin(values, step);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) return checked.body;
    setRefusals((count) => count + 1);
    return null;
  }
  // Focus on the first field in error once the refused check's messages are on the page.
  useEffect(() => {
    if (refusals > 0) focusFirstError(formRef.current);
  }, [refusals]);

  // One submit at a time: a second Enter while the check's code loads or the sign-in is on its way does nothing.
  const inFlight = useRef(false);
  // The sign-in answers with an outcome rather than throwing (a refusal decides the next step), so it is not useSubmit's.
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const body = await check().catch(() => {
        // The check's code did not arrive (a network blip): say so, as a failed sign-in would.
        setProblem({ key: 'login.errors.network', step });
        return null;
      });
      if (body) await signIn(body);
    } finally {
      inFlight.current = false;
    }
  }

  async function signIn(body: LoginBody) {
    setProblem(null);
    setBusy(true);
    const outcome = await login(body);
    setBusy(false);
    if (outcome.ok) {
      saveLoginFlags(localStorage, Date.now());
      useSessionStore.getState().reset();
      navigate('/admin');
      return;
    }
    const next = loginProblem(outcome, step);
    setProblem(next);
    setStep(next.step);
    setValues((current) => ({ ...current, password: '', code: '' }));
  }

  async function requestCode() {
    setSending(true);
    try {
      const mailed = await sendOtp();
      const at = Date.now();
      markCodeRequested(localStorage, at);
      setCodeNotice({ kind: mailed ? 'sent' : 'sentNoMail', at });
    } catch (error) {
      setCodeNotice({ kind: 'error', message: apiErrorMessage(error, t('login.code.sendFailed')) });
    } finally {
      setSending(false);
    }
  }

  const problemText = (p: LoginProblem): string => {
    if (p.serverMessage) return p.serverMessage;
    if (p.waitSeconds === undefined) return t(p.key);
    const { unit, count } = waitParts(p.waitSeconds);
    return t(p.key, { wait: t(`login.wait.${unit}`, { count }) });
  };
  const validUntil = (at: number) =>
    new Date(at + CODE_VALID_MS).toLocaleTimeString(lang === 'ar' ? 'ar-QA-u-nu-latn' : 'en-GB', {
      hour: '2-digit',
      minute: '2-digit',
    });

  return (
    <LoginFrame>
      <section className="adm-login container">
        <div className="adm-login__card">
          <h1 className="adm-login__title">{t('login.title')}</h1>
          <p className="adm-login__note">{t('login.note')}</p>
          <div aria-live="assertive">
            {problem && (
              <p className="adm-alert adm-alert--error" role="alert" data-testid="login-error">
                {problemText(problem)}
              </p>
            )}
          </div>
          {step === 'code' && (
            <div className="adm-login__code-step" data-testid="login-code-step">
              <h2 className="adm-login__subtitle">{t('login.code.title')}</h2>
              <p className="adm-field__hint">{t('login.code.explain')}</p>
              <button type="button" className="btn btn-outline btn-block" onClick={requestCode} disabled={sending}>
                {sending
                  ? t('login.code.sending')
                  : codeNotice && codeNotice.kind !== 'error'
                    ? t('login.code.sendAgain')
                    : t('login.code.send')}
              </button>
              <p className="adm-login__code-notice" aria-live="polite">
                {codeNotice?.kind === 'sent' && t('login.code.sent', { time: validUntil(codeNotice.at) })}
                {codeNotice?.kind === 'sentNoMail' && t('login.code.sentNoMail', { time: validUntil(codeNotice.at) })}
                {codeNotice?.kind === 'error' && <span className="adm-field__error">{codeNotice.message}</span>}
              </p>
            </div>
          )}
          <form ref={formRef} className="adm-login__form" onSubmit={(event) => void submit(event)} noValidate>
            <TextField
              {...bound('username')}
              label={t('login.username')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
            />
            <div className="adm-password">
              <TextField
                {...bound('password')}
                label={t('login.password')}
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
              />
              <ToggleButton
                shown={showPassword}
                onToggle={() => setShowPassword((shown) => !shown)}
                controls={`${id}-password`}
                hideLabel={t('login.hidePassword')}
                showLabel={t('login.showPassword')}
                className="btn btn-ghost btn-sm adm-password__toggle"
              />
            </div>
            {step === 'code' && (
              <TextField
                {...bound('code')}
                label={t('login.code.label')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                hint={t('login.code.hint')}
              />
            )}
            <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
              {busy ? t('login.submitting') : t('login.submit')}
            </button>
          </form>
        </div>
      </section>
    </LoginFrame>
  );
}
