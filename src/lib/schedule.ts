/**
 * Time windows of pins and manual recommendation targets (StartTime/EndTime, UTC ISO 8601):
 * no start = active from now on, no end = active until deleted.
 */
export type ScheduleStatus = 'active' | 'scheduled' | 'expired';

export interface Schedule {
  StartTime?: string | null;
  EndTime?: string | null;
}

/** The instant in ms, or null for an absent or unreadable time (treated as "no limit"). */
function instant(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

export function scheduleStatus(schedule: Schedule, now: Date | number): ScheduleStatus {
  const at = typeof now === 'number' ? now : now.getTime();
  const start = instant(schedule.StartTime);
  const end = instant(schedule.EndTime);
  if (end !== null && end <= at) return 'expired';
  if (start !== null && start > at) return 'scheduled';
  return 'active';
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A picker value ('YYYY-MM-DD HH:mm:ss' in the user's time zone, as @mantine/dates hands it over)
 * as the API wants it: ISO 8601 in UTC, whole seconds.
 */
export function pickerToUtcIso(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (!match) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  const local = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  return Number.isNaN(local.getTime()) ? undefined : local.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** An API time (UTC ISO 8601) as a picker value in the user's time zone. */
export function utcIsoToPicker(iso: string | null | undefined): string | null {
  const ms = instant(iso);
  if (ms === null) return null;
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Contract: the end of a window must lie after its start (either may be absent). */
export function endsAfterStart(start: string | null | undefined, end: string | null | undefined): boolean {
  const from = instant(start);
  const to = instant(end);
  return from === null || to === null || to > from;
}

/** The user's time zone, to say in which zone times are shown and picked. */
export function userTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
