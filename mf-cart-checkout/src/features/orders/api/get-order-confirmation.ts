/** `GET /api/order-confirmation/{token}`: the order behind the confirmation link (the token is unguessable; ids are never used). */
import { apiQuery, fetchApi, useApiQuery } from '@ogulf/web-kit';
import type { OrderView } from '../../../shared/order-types';

/** Tokens are url-safe random strings; anything else cannot be one and is not sent. */
export const isTokenShaped = (token: string): boolean => /^[\w-]{16,200}$/.test(token);

export const orderConfirmationPath = (token: string): string => `/api/order-confirmation/${encodeURIComponent(token)}`;

export const orderConfirmationQuery = (token: string) => apiQuery<OrderView>(orderConfirmationPath(token));

export const getOrderConfirmation = (token: string): Promise<OrderView> => fetchApi(orderConfirmationQuery(token));

/** `null` loads nothing (no usable token). */
export const useOrderConfirmation = (token: string | null) =>
  useApiQuery(token === null ? null : orderConfirmationQuery(token));
