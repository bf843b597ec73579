/** `PUT /api/admin/fitout-rules` with every room type's rules: the saved rules come back. */
import type { FitoutRulesInput, FitoutRulesView } from '@ogulf/contracts';
import { adminSend } from '../../shared/admin-send';
import { FITOUT_RULES_PATH } from './get-fitout-rules';

export const saveFitoutRules = (body: FitoutRulesInput): Promise<FitoutRulesView> =>
  adminSend<FitoutRulesView>('PUT', FITOUT_RULES_PATH, body);
