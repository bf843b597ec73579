/** `PUT /api/admin/delivery-schedule` with the whole schedule: the saved schedule comes back. */
import type { DeliveryScheduleInput, DeliveryScheduleView } from '@ogulf/contracts';
import { adminSend } from '../../shared/admin-send';
import { SCHEDULE_PATH } from './get-schedule';

export function saveSchedule(body: DeliveryScheduleInput): Promise<DeliveryScheduleView> {
  return adminSend<DeliveryScheduleView>('PUT', SCHEDULE_PATH, body);
}
