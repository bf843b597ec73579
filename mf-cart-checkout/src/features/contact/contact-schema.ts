/** The contact form's check: the API's own `contactBody` without the language (the page adds it). */
import { z } from 'zod/mini';
import { contactBody } from '@ogulf/contracts';
import { contractResolver } from '@ogulf/web-kit/forms/resolver';
import { contactMessages } from './contact-rules';

export const contactSchema = z.omit(contactBody, { language: true });
export type ContactValues = z.input<typeof contactSchema>;

export const contactResolver = contractResolver(contactSchema, contactMessages);
