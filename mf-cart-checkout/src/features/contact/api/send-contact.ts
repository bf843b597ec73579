/** `POST /api/contact`: a message to the shop; the answer carries its reference (C-…). */
import type { Language } from '@ogulf/web-kit';
import { postJson } from '../../../shared/post-json';

export const CONTACT_PATH = '/api/contact';

export interface ContactRequest {
  name: string;
  email: string;
  phone?: string;
  subject?: string;
  message: string;
  language: Language;
}

export const sendContact = (request: ContactRequest): Promise<{ reference: string }> => postJson<{ reference: string }>(CONTACT_PATH, request);
