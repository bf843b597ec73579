/** The contact form's fields, their messages, and the request they become (the check is in ./contact-schema, loaded when first needed). */
import type { Language } from '@ogulf/web-kit';
import { messagesFrom, SENDER_MESSAGES } from '../../shared/form-messages';
import type { ContactRequest } from './api/send-contact';
import type { ContactValues } from './contact-schema';

export type { ContactValues };

export const EMPTY_CONTACT: Required<ContactValues> = { name: '', email: '', phone: '', subject: '', message: '' };

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
