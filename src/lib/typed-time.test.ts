import { describe, expect, it } from 'vitest';
import { readTypedDateTime, readTypedTime } from './typed-time';

describe('readTypedTime', () => {
  it.each([
    ['1430', 14, 30],
    ['14:30', 14, 30],
    ['12:00', 12, 0],
    ['0930', 9, 30],
    ['930', 9, 30],
    ['7', 7, 0],
    ['7:5', 7, 5],
    ['14.30', 14, 30],
    [' 23:59 ', 23, 59],
  ])('reads %j as %i:%i', (text, hours, minutes) => {
    expect(readTypedTime(text)).toEqual({ hours, minutes, seconds: 0 });
  });

  it.each(['', '24:00', '12:60', '2500', 'soon', '7 pm', '1:2:3:4'])('refuses %j', (text) => {
    expect(readTypedTime(text)).toBeNull();
  });
});

describe('readTypedDateTime', () => {
  it.each([
    ['2026-12-24 14:30', '2026-12-24 14:30:00'],
    ['2026-12-24T14:30:15', '2026-12-24 14:30:15'],
    ['24.12.2026 7:05', '2026-12-24 07:05:00'],
    ['2026-12-24', '2026-12-24 00:00:00'],
  ])('reads %j', (text, value) => {
    expect(readTypedDateTime(text)).toBe(value);
  });

  it('moves a time with a zone into the user zone', () => {
    const value = readTypedDateTime('2026-12-24T14:30:00Z');
    const local = new Date(Date.UTC(2026, 11, 24, 14, 30));
    expect(value).toBe(
      `${local.getFullYear()}-12-${String(local.getDate()).padStart(2, '0')} ${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}:00`,
    );
  });

  it.each(['2026-13-01 10:00', '31.02.2026 10:00', 'tomorrow', '14:30'])('refuses %j', (text) => {
    expect(readTypedDateTime(text)).toBeNull();
  });
});
