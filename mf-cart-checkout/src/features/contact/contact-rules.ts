/** The contact form's fields, rules, and the request they become. */
import type { Language } from '@ogulf/web-kit';
import { emailRule, maxLength, messageRule, nameRule, optionalPhoneRule, type Rule } from '../../shared/validation';
import type { ContactRequest } from './api/send-contact';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

export const CONTACT_RULES: Record<ContactField, Rule> = {
  name: nameRule,
  email: emailRule,
  phone: optionalPhoneRule,
  subject: maxLength(150, 'subjectLength'),
  message: messageRule,
};

/** Trimmed values; optional fields left empty are left out rather than sent blank. */
export function contactRequest(values: ContactValues, language: Language): ContactRequest {
  const phone = values.phone.trim();
  const subject = values.subject.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
    ...(subject ? { subject } : {}),
    message: values.message.trim(),
    language,
  };
}
