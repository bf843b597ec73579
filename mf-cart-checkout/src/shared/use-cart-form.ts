import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useSubmit, type SubmitOptions } from '@ogulf/web-kit/forms';
import { failureText } from './failure-text';
import { useCartLanguage } from './use-cart-language';

interface CartFormOptions<V extends FieldValues, Reply> extends Omit<
  SubmitOptions<V, Reply>,
  'form' | 'failureText' | 'onInvalid' | 'ready'
> {
  /** The contracts' check, usually a `lazyResolver`. */
  resolver: Resolver<V, unknown, V>;
  defaultValues: DefaultValues<V>;
  /** The alert's text for a failed send; by default offline, rate-limited, server trouble or the server's message. */
  failureText?: (error: unknown) => string;
  /** A last check of what is not a field; `announce` says what stopped the submit to screen readers. */
  ready?: (values: V, announce: (text: string) => void) => boolean;
}

/**
 * The one way the shop's forms (contact, quote, checkout, tracking, a quotation's acceptance and
 * changes) hold and send their values: react-hook-form with the contracts' resolver, checked
 * when a field is left, submitted through web-kit's `useSubmit`; a submit the checks stopped is
 * announced ("Please correct the highlighted fields"), and the announcement cleared when it goes.
 */
export function useCartForm<V extends FieldValues, Reply>({
  resolver,
  defaultValues,
  send,
  failureText: textOf,
  ready,
  ...rest
}: CartFormOptions<V, Reply>) {
  const { t } = useCartLanguage();
  // Focus goes to the first field in error in screen order (`useSubmit`), not react-hook-form's.
  const form = useForm<V, unknown, V>({ resolver, defaultValues, mode: 'onTouched', shouldFocusError: false });
  const [announcement, setAnnouncement] = useState('');
  const submit = useSubmit({
    ...rest,
    form,
    ...(ready ? { ready: (values: V) => ready(values, setAnnouncement) } : {}),
    send: (values) => {
      setAnnouncement('');
      return send(values);
    },
    failureText: textOf ?? ((error) => failureText(error, t)),
    onInvalid: () => setAnnouncement(t('checkout.fixErrors')),
  });
  return { form, announcement, ...submit };
}
