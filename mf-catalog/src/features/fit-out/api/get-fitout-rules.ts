/** `GET /api/fitout-rules`: the builder's rules per room type and the live products they may suggest. */
import { apiQuery, useApiQuery } from '@ogulf/web-kit';
import type { FitoutCatalogView } from '@ogulf/contracts';

export const fitoutRulesQuery = apiQuery<FitoutCatalogView>('/api/fitout-rules');

export const useFitoutRules = () => useApiQuery(fitoutRulesQuery);
