/** Dates as whole UTC day numbers (days since 1970-01-01), the unit of every KPI series. */
const DAY_MS = 86_400_000;
const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day number of a yyyy-MM-dd date, or null when the text is not a real calendar date. */
export function dayNumber(iso: string): number | null {
  const match = isoDatePattern.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return time / DAY_MS;
}

export function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** 0-based day of the year. */
export function dayOfYear(day: number): number {
  const date = new Date(day * DAY_MS);
  return Math.round((day * DAY_MS - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY_MS);
}

/** How many days of history every scope has: two years up to and including today. */
export const HISTORY_DAYS = 731;
