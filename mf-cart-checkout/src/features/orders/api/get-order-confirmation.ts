/** `GET /api/order-confirmation/{token}`: the order behind the confirmation link (the token is unguessable; ids are never used). */
import { apiGet, useApiGet } from '@ogulf/web-kit';
import type { OrderView } from '../../../shared/order-types';

/** Tokens are url-safe random strings; anything else cannot be one and is not sent. */
export const isTokenShaped = (token: string): boolean => /^[\w-]{16,200}$/.test(token);

export const orderConfirmationPath = (token: string): string => `/api/order-confirmation/${encodeURIComponent(token)}`;

export const getOrderConfirmation = (token: string): Promise<OrderView> => apiGet<OrderView>(orderConfirmationPath(token));

/** `null` loads nothing (no usable token). */
export const useOrderConfirmation = (token: string | null) => useApiGet<OrderView>(token === null ? null : orderConfirmationPath(token));
