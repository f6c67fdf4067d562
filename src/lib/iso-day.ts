// Whole days written YYYY-MM-DD (spec §9 date format), computed without a date library: the KPI
// pages resolve their dates before their first paint, and dayjs (~3 KB gzip) was the only reason
// every page's first screen carried it (issue 14). Days are counted in UTC so that a daylight
// saving change never makes a day 23 or 25 hours long.

const DAY_MS = 24 * 60 * 60 * 1000;

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function fromUtc(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

function toUtc(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1));
}

/** Today in the browser's time zone (the day the user sees on their calendar). */
export function localToday(now: Date = new Date()): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1, 2)}-${pad(now.getDate(), 2)}`;
}

/** True only for a real calendar day written YYYY-MM-DD (no 2026-02-30, no 2026-2-3). */
export function isIsoDay(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && fromUtc(toUtc(value)) === value;
}

/** `day` moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  return fromUtc(new Date(toUtc(day).getTime() + days * DAY_MS));
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday, as Date#getDay. */
export function weekday(day: string): number {
  return toUtc(day).getUTCDay();
}

/** The first day of the month `months` after the month of `day` (negative: before). */
export function monthStart(day: string, months = 0): string {
  const date = toUtc(day);
  return fromUtc(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1)));
}

/** The last day of the month of `day`. */
export function monthEnd(day: string): string {
  return addDays(monthStart(day, 1), -1);
}
