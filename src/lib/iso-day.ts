import dayjs from 'dayjs';

// Whole days written YYYY-MM-DD (spec §9 date format), computed with dayjs (what Mantine's date
// pickers use): calendar days, so a daylight saving change never makes a day 23 or 25 hours long.

const FORMAT = 'YYYY-MM-DD';

/** Today in the browser's time zone (the day the user sees on their calendar). */
export function localToday(now: Date = new Date()): string {
  return dayjs(now).format(FORMAT);
}

/** True only for a real calendar day written YYYY-MM-DD (no 2026-02-30, no 2026-2-3). */
export function isIsoDay(value: unknown): value is string {
  return (
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).format(FORMAT) === value
  );
}

/** `day` moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  return dayjs(day).add(days, 'day').format(FORMAT);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayjs(to).diff(dayjs(from), 'day');
}

/** 0 = Sunday … 6 = Saturday, as Date#getDay. */
export function weekday(day: string): number {
  return dayjs(day).day();
}

/** The first day of the month `months` after the month of `day` (negative: before). */
export function monthStart(day: string, months = 0): string {
  return dayjs(day).startOf('month').add(months, 'month').format(FORMAT);
}

/** The last day of the month of `day`. */
export function monthEnd(day: string): string {
  return dayjs(day).endOf('month').format(FORMAT);
}
