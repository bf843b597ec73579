/** `GET /api/admin/fitout-rules`: the fit-out builder's rules per room type (built-in until saved). */
import type { FitoutRulesView } from '@ogulf/contracts';
import { apiQuery } from '@ogulf/web-kit';
import { useAdminGet } from '../../shared/use-admin-get';

export const FITOUT_RULES_PATH = '/api/admin/fitout-rules';

export const useFitoutRules = () => useAdminGet(apiQuery<FitoutRulesView>(FITOUT_RULES_PATH));
