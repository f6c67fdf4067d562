import { addDays, daysBetween, isIsoDay, monthEnd, monthStart, weekday } from '@/lib/iso-day';

export { isIsoDay };

/** A period of whole days, both ends inclusive, as YYYY-MM-DD (spec §9 date format). */
export interface DateRange {
  startDate: string;
  endDate: string;
}

export type DatePresetId = 'prevWeek' | 'thisWeek' | 'last14Days' | 'last30Days' | 'prevMonth' | 'thisMonth';

/** Spec §9 presets, in the order the picker lists them. */
export const datePresetIds: readonly DatePresetId[] = [
  'prevWeek',
  'thisWeek',
  'last14Days',
  'last30Days',
  'prevMonth',
  'thisMonth',
];

/** Monday of the week of `day`: the shops are European, so weeks start on Monday whatever the language. */
function startOfWeek(day: string): string {
  return addDays(day, -((weekday(day) + 6) % 7));
}

/**
 * The range of a preset for a given today (YYYY-MM-DD, see localToday). "Last N days" are full days
 * ending yesterday (today's data is still coming in); "This week/month" run up to and including today.
 */
export function presetRange(preset: DatePresetId, today: string): DateRange {
  const yesterday = addDays(today, -1);
  switch (preset) {
    case 'prevWeek': {
      const monday = addDays(startOfWeek(today), -7);
      return { startDate: monday, endDate: addDays(monday, 6) };
    }
    case 'thisWeek':
      return { startDate: startOfWeek(today), endDate: today };
    case 'last14Days':
      return { startDate: addDays(yesterday, -13), endDate: yesterday };
    case 'last30Days':
      return { startDate: addDays(yesterday, -29), endDate: yesterday };
    case 'prevMonth': {
      const first = monthStart(today, -1);
      return { startDate: first, endDate: monthEnd(first) };
    }
    case 'thisMonth':
      return { startDate: monthStart(today), endDate: today };
  }
}

/** The default period: the last 30 full days, ending yesterday. */
export function defaultRange(today: string): DateRange {
  return presetRange('last30Days', today);
}

/** Which preset a range is, if any (the picker highlights it). */
export function matchingPreset(range: DateRange, today: string): DatePresetId | null {
  return (
    datePresetIds.find((id) => {
      const preset = presetRange(id, today);
      return preset.startDate === range.startDate && preset.endDate === range.endDate;
    }) ?? null
  );
}

/** Number of days in the range, both ends included. */
export function rangeLength(range: DateRange): number {
  return daysBetween(range.startDate, range.endDate) + 1;
}

/** The period of the same length directly before `range`: what KPI changes compare against. */
export function previousPeriod(range: DateRange): DateRange {
  const length = rangeLength(range);
  const end = addDays(range.startDate, -1);
  return { startDate: addDays(end, -(length - 1)), endDate: end };
}

/**
 * The effective range from the URL: both ends given (swapped when reversed), one end given (a
 * range of the default length next to it), or the default.
 */
export function resolveRange(
  startDate: string | undefined,
  endDate: string | undefined,
  today: string,
): DateRange {
  const fallback = defaultRange(today);
  if (startDate && endDate)
    return startDate <= endDate ? { startDate, endDate } : { startDate: endDate, endDate: startDate };
  const length = rangeLength(fallback);
  if (startDate) return { startDate, endDate: addDays(startDate, length - 1) };
  if (endDate) return { startDate: addDays(endDate, -(length - 1)), endDate };
  return fallback;
}
