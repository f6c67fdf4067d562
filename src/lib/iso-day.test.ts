import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isIsoDay, localToday, monthEnd, monthStart, weekday } from './iso-day';

describe('ISO days', () => {
  it('counts calendar days across month ends, leap days and daylight saving changes', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2026-04-01', '2026-03-01')).toBe(-31);
    expect(weekday('2026-03-29')).toBe(0);
  });

  it('finds month starts and ends', () => {
    expect(monthStart('2026-03-17')).toBe('2026-03-01');
    expect(monthStart('2026-01-31', -1)).toBe('2025-12-01');
    expect(monthEnd('2024-02-10')).toBe('2024-02-29');
    expect(monthEnd('2026-12-31')).toBe('2026-12-31');
  });

  it('takes today from the local calendar', () => {
    expect(localToday(new Date(2026, 2, 29, 23, 59))).toBe('2026-03-29');
    expect(localToday(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
  });

  it('rejects days that do not exist', () => {
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('2026-00-10')).toBe(false);
    expect(isIsoDay('2026-1-10')).toBe(false);
  });
});
