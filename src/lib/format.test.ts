import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';
import { utcIsoToPicker } from './schedule';

describe('formatDateTime', () => {
  const midnight = new Date(2026, 10, 24, 0, 0).toISOString();
  const afternoon = new Date(2026, 10, 24, 14, 30).toISOString();

  it('shows times on the 24-hour clock in English and German alike', () => {
    for (const locale of ['en', 'de']) {
      expect(formatDateTime(midnight, locale)).toBe('2026-11-24 00:00');
      expect(formatDateTime(afternoon, locale)).toBe('2026-11-24 14:30');
    }
  });

  it('shows what the date-time pickers show for the same time', () => {
    // The picker's value minus its seconds is what its field displays (dateTimePickerFormat).
    expect(formatDateTime(afternoon, 'en')).toBe(utcIsoToPicker(afternoon)?.slice(0, 16));
  });
});
