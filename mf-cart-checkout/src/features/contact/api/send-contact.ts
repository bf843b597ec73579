/** `POST /api/contact`: a message to the shop; the answer carries its reference (C-…). */
import type { z } from 'zod/mini';
import type { contactBody, MessageReceipt } from '@ogulf/contracts';
import { apiSend } from '@ogulf/web-kit';

export const CONTACT_PATH = '/api/contact';

export type ContactRequest = z.input<typeof contactBody>;

export const sendContact = (request: ContactRequest): Promise<MessageReceipt> =>
  apiSend<MessageReceipt>('POST', CONTACT_PATH, request);
