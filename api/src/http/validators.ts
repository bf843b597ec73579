import { z } from 'zod';

/** Queries of routes that take none: every key is an unknown key (400 VALIDATION_FAILED). */
export const noQuery = z.strictObject({});
