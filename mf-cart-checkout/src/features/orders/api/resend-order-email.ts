/** `POST /api/send-order`: mails the order's confirmation again to the address stored on the order. */
import { postJson } from '../../../shared/post-json';

export const SEND_ORDER_PATH = '/api/send-order';

export const resendOrderEmail = (token: string): Promise<{ sent: boolean }> => postJson<{ sent: boolean }>(SEND_ORDER_PATH, { token });
