import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isIsoDay, localToday, monthEnd, monthStart, weekday } from './iso-day';

// dayjs did these sums before (and still drives the date picker): every day of four years, leap
// years and daylight saving changes included, must give what it gives.
const days = Array.from({ length: 4 * 366 }, (_, index) => dayjs('2023-01-01').add(index, 'day'));

describe('ISO days without a date library', () => {
  it('agrees with dayjs on every day of 2023–2026', () => {
    for (const day of days) {
      const iso = day.format('YYYY-MM-DD');
      expect(isIsoDay(iso)).toBe(true);
      expect(addDays(iso, 1)).toBe(day.add(1, 'day').format('YYYY-MM-DD'));
      expect(addDays(iso, -29)).toBe(day.subtract(29, 'day').format('YYYY-MM-DD'));
      expect(weekday(iso)).toBe(day.day());
      expect(monthStart(iso)).toBe(day.startOf('month').format('YYYY-MM-DD'));
      expect(monthStart(iso, -1)).toBe(day.startOf('month').subtract(1, 'month').format('YYYY-MM-DD'));
      expect(monthEnd(iso)).toBe(day.endOf('month').format('YYYY-MM-DD'));
      expect(daysBetween('2023-01-01', iso)).toBe(day.diff(dayjs('2023-01-01'), 'day'));
    }
  });

  it('takes today from the local calendar', () => {
    expect(localToday(new Date(2026, 2, 29, 23, 59))).toBe('2026-03-29');
    expect(localToday(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
    expect(localToday()).toBe(dayjs().format('YYYY-MM-DD'));
  });

  it('rejects days that do not exist', () => {
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('2026-00-10')).toBe(false);
    expect(isIsoDay('2026-1-10')).toBe(false);
  });
});
