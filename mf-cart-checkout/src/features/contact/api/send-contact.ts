/** `POST /api/contact`: a message to the shop; the answer carries its reference (C-…). */
import { apiSend, type Language } from '@ogulf/web-kit';

export const CONTACT_PATH = '/api/contact';

export interface ContactRequest {
  name: string;
  email: string;
  phone?: string;
  subject?: string;
  message: string;
  language: Language;
}

export const sendContact = (request: ContactRequest): Promise<{ reference: string }> => apiSend<{ reference: string }>('POST', CONTACT_PATH, request);
