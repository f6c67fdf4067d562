import type { ProductPositionOverride } from '@/api/generated/model';
import { scheduleStatus, type ScheduleStatus } from '@/lib/schedule';

export type PinStatus = ScheduleStatus;

/** Whether a pin applies now, only later (scheduled) or no more (expired): its window against `now`. */
export function pinStatus(
  pin: Pick<ProductPositionOverride, 'StartTime' | 'EndTime'>,
  now: Date | number,
): PinStatus {
  return scheduleStatus(pin, now);
}
