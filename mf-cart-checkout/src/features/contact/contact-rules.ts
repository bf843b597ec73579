/** The contact form's fields, their messages, and the request they become (the check is in ./contact-schema, loaded when first needed). */
import type { Language } from '@ogulf/web-kit';
import { messagesFrom, SENDER_MESSAGES } from '../../shared/form-messages';
import { SENDER_FIELDS, type TextFieldSpec } from '../../shared/text-field';
import type { ContactRequest } from './api/send-contact';
import type { ContactValues } from './contact-schema';

export type { ContactValues };

export const EMPTY_CONTACT: Required<ContactValues> = { name: '', email: '', phone: '', subject: '', message: '' };

/** The form's text fields, in screen order. */
export const CONTACT_FIELDS = [
  ...SENDER_FIELDS,
  { field: 'subject', label: 'fields.subject', optional: true, maxLength: 150 },
  { field: 'message', label: 'fields.message', required: true, wide: true, rows: 6, maxLength: 5000 },
] as const satisfies readonly TextFieldSpec<keyof ContactValues>[];

export const contactMessages = messagesFrom<keyof ContactValues>({
  ...SENDER_MESSAGES,
  subject: { invalid: 'subjectLength' },
  message: { required: 'messageRequired', tooLong: 'messageTooLong', invalid: 'messageLength' },
});

/** Trimmed values; optional fields left empty are left out rather than sent blank. */
export function contactRequest(values: ContactValues, language: Language): ContactRequest {
  const phone = values.phone?.trim();
  const subject = values.subject?.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
    ...(subject ? { subject } : {}),
    message: values.message.trim(),
    language,
  };
}
