import { describe, expect, it } from 'vitest';
import {
  defaultRange,
  isIsoDay,
  matchingPreset,
  presetRange,
  previousPeriod,
  rangeLength,
} from './date-range';

// A Wednesday in March.
const wednesday = '2026-03-18';

describe('date presets (spec §9)', () => {
  it('computes every preset for a fixed today', () => {
    expect(presetRange('prevWeek', wednesday)).toEqual({ startDate: '2026-03-09', endDate: '2026-03-15' });
    expect(presetRange('thisWeek', wednesday)).toEqual({ startDate: '2026-03-16', endDate: '2026-03-18' });
    expect(presetRange('last14Days', wednesday)).toEqual({ startDate: '2026-03-04', endDate: '2026-03-17' });
    expect(presetRange('last30Days', wednesday)).toEqual({ startDate: '2026-02-16', endDate: '2026-03-17' });
    expect(presetRange('prevMonth', wednesday)).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(presetRange('thisMonth', wednesday)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-18' });
  });

  it('handles week and month edges', () => {
    const sunday = '2026-03-22';
    expect(presetRange('thisWeek', sunday)).toEqual({ startDate: '2026-03-16', endDate: '2026-03-22' });
    expect(presetRange('prevWeek', sunday)).toEqual({ startDate: '2026-03-09', endDate: '2026-03-15' });
    const monday = '2026-03-16';
    expect(presetRange('thisWeek', monday)).toEqual({ startDate: '2026-03-16', endDate: '2026-03-16' });
    const newYear = '2026-01-01';
    expect(presetRange('prevMonth', newYear)).toEqual({ startDate: '2025-12-01', endDate: '2025-12-31' });
    expect(presetRange('thisMonth', newYear)).toEqual({ startDate: '2026-01-01', endDate: '2026-01-01' });
    expect(presetRange('last14Days', newYear)).toEqual({ startDate: '2025-12-18', endDate: '2025-12-31' });
    expect(presetRange('prevMonth', '2024-03-31')).toEqual({
      startDate: '2024-02-01',
      endDate: '2024-02-29',
    });
  });

  it('defaults to the last 30 full days and recognises presets', () => {
    expect(defaultRange(wednesday)).toEqual(presetRange('last30Days', wednesday));
    expect(rangeLength(defaultRange(wednesday))).toBe(30);
    expect(matchingPreset({ startDate: '2026-02-01', endDate: '2026-02-28' }, wednesday)).toBe('prevMonth');
    expect(matchingPreset({ startDate: '2026-02-02', endDate: '2026-02-28' }, wednesday)).toBeNull();
  });

  it('compares with the period of the same length right before', () => {
    expect(previousPeriod({ startDate: '2026-02-16', endDate: '2026-03-17' })).toEqual({
      startDate: '2026-01-17',
      endDate: '2026-02-15',
    });
    expect(previousPeriod({ startDate: '2026-03-01', endDate: '2026-03-01' })).toEqual({
      startDate: '2026-02-28',
      endDate: '2026-02-28',
    });
  });

  it('accepts only real YYYY-MM-DD days', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-2-3')).toBe(false);
    expect(isIsoDay(20260228)).toBe(false);
  });
});
