import { describe, expect, it } from 'vitest';
import { endsAfterStart, pickerToUtcIso, scheduleStatus, utcIsoToPicker } from './schedule';

const now = Date.parse('2026-11-23T12:00:00Z');

describe('scheduleStatus', () => {
  it('tells active, scheduled and expired windows apart', () => {
    expect(scheduleStatus({}, now)).toBe('active');
    expect(scheduleStatus({ StartTime: '2026-11-01T00:00:00Z', EndTime: '2026-11-30T00:00:00Z' }, now)).toBe(
      'active',
    );
    expect(scheduleStatus({ StartTime: '2026-11-24T00:00:00Z' }, now)).toBe('scheduled');
    expect(scheduleStatus({ EndTime: '2026-11-22T00:00:00Z' }, now)).toBe('expired');
  });

  it('starts at its start instant and ends at its end instant', () => {
    expect(scheduleStatus({ StartTime: '2026-11-23T12:00:00Z' }, now)).toBe('active');
    expect(scheduleStatus({ StartTime: '2026-11-23T12:00:01Z' }, now)).toBe('scheduled');
    expect(scheduleStatus({ EndTime: '2026-11-23T12:00:00Z' }, now)).toBe('expired');
    expect(scheduleStatus({ EndTime: '2026-11-23T12:00:01Z' }, new Date(now))).toBe('active');
  });

  it('treats unreadable times as absent', () => {
    expect(scheduleStatus({ StartTime: 'soon', EndTime: '' }, now)).toBe('active');
  });
});

describe('picker values and API times', () => {
  it('round-trips a local picker value through UTC', () => {
    const iso = pickerToUtcIso('2026-11-30 23:59:00');
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(new Date(iso!).getHours()).toBe(23);
    expect(utcIsoToPicker(iso)).toBe('2026-11-30 23:59:00');
  });

  it('returns nothing for empty or odd values', () => {
    expect(pickerToUtcIso(null)).toBeUndefined();
    expect(pickerToUtcIso('')).toBeUndefined();
    expect(pickerToUtcIso('next week')).toBeUndefined();
    expect(utcIsoToPicker(undefined)).toBeNull();
    expect(utcIsoToPicker('garbage')).toBeNull();
  });

  it('requires the end after the start', () => {
    expect(endsAfterStart('2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z')).toBe(true);
    expect(endsAfterStart('2026-11-02T00:00:00Z', '2026-11-02T00:00:00Z')).toBe(false);
    expect(endsAfterStart('2026-11-02T00:00:00Z', '2026-11-01T00:00:00Z')).toBe(false);
    expect(endsAfterStart(undefined, '2026-11-01T00:00:00Z')).toBe(true);
    expect(endsAfterStart('2026-11-01T00:00:00Z', null)).toBe(true);
  });
});
