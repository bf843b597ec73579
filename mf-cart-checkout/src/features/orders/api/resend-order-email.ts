/** `POST /api/send-order`: mails the order's confirmation again to the address stored on the order. */
import { apiSend } from '@ogulf/web-kit';

export const SEND_ORDER_PATH = '/api/send-order';

export const resendOrderEmail = (token: string): Promise<{ sent: boolean }> =>
  apiSend<{ sent: boolean }>('POST', SEND_ORDER_PATH, { token });
