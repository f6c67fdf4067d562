import dayjs, { type Dayjs } from 'dayjs';

/** A period of whole days, both ends inclusive, as YYYY-MM-DD (spec §9 date format). */
export interface DateRange {
  startDate: string;
  endDate: string;
}

export type DatePresetId = 'prevWeek' | 'thisWeek' | 'last14Days' | 'last30Days' | 'prevMonth' | 'thisMonth';

/** Spec §9 presets, in the order the picker lists them. */
export const datePresetIds: readonly DatePresetId[] = ['prevWeek', 'thisWeek', 'last14Days', 'last30Days', 'prevMonth', 'thisMonth'];

const FORMAT = 'YYYY-MM-DD';

export function toIsoDay(day: Dayjs): string {
  return day.format(FORMAT);
}

/** True only for a real calendar day written YYYY-MM-DD (no 2026-02-30, no 2026-2-3). */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = dayjs(value);
  return day.isValid() && day.format(FORMAT) === value;
}

/** Monday of the week of `day`: the shops are European, so weeks start on Monday whatever the language. */
function startOfWeek(day: Dayjs): Dayjs {
  return day.subtract((day.day() + 6) % 7, 'day').startOf('day');
}

/**
 * The range of a preset for a given today. "Last N days" are full days ending yesterday (today's
 * data is still coming in); "This week/month" run up to and including today.
 */
export function presetRange(preset: DatePresetId, today: Dayjs): DateRange {
  const day = today.startOf('day');
  const yesterday = day.subtract(1, 'day');
  const range = (start: Dayjs, end: Dayjs): DateRange => ({ startDate: toIsoDay(start), endDate: toIsoDay(end) });
  switch (preset) {
    case 'prevWeek': {
      const monday = startOfWeek(day).subtract(7, 'day');
      return range(monday, monday.add(6, 'day'));
    }
    case 'thisWeek':
      return range(startOfWeek(day), day);
    case 'last14Days':
      return range(yesterday.subtract(13, 'day'), yesterday);
    case 'last30Days':
      return range(yesterday.subtract(29, 'day'), yesterday);
    case 'prevMonth': {
      const first = day.startOf('month').subtract(1, 'month');
      return range(first, first.endOf('month'));
    }
    case 'thisMonth':
      return range(day.startOf('month'), day);
  }
}

/** The default period: the last 30 full days, ending yesterday. */
export function defaultRange(today: Dayjs): DateRange {
  return presetRange('last30Days', today);
}

/** Which preset a range is, if any (the picker highlights it). */
export function matchingPreset(range: DateRange, today: Dayjs): DatePresetId | null {
  return datePresetIds.find((id) => {
    const preset = presetRange(id, today);
    return preset.startDate === range.startDate && preset.endDate === range.endDate;
  }) ?? null;
}

/** Number of days in the range, both ends included. */
export function rangeLength(range: DateRange): number {
  return dayjs(range.endDate).diff(dayjs(range.startDate), 'day') + 1;
}

/** The period of the same length directly before `range`: what KPI changes compare against. */
export function previousPeriod(range: DateRange): DateRange {
  const length = rangeLength(range);
  const end = dayjs(range.startDate).subtract(1, 'day');
  return { startDate: toIsoDay(end.subtract(length - 1, 'day')), endDate: toIsoDay(end) };
}

/**
 * The effective range from the URL: both ends given (swapped when reversed), one end given (a
 * range of the default length next to it), or the default.
 */
export function resolveRange(startDate: string | undefined, endDate: string | undefined, today: Dayjs): DateRange {
  const fallback = defaultRange(today);
  if (startDate && endDate) return startDate <= endDate ? { startDate, endDate } : { startDate: endDate, endDate: startDate };
  const length = rangeLength(fallback);
  if (startDate) return { startDate, endDate: toIsoDay(dayjs(startDate).add(length - 1, 'day')) };
  if (endDate) return { startDate: toIsoDay(dayjs(endDate).subtract(length - 1, 'day')), endDate };
  return fallback;
}
