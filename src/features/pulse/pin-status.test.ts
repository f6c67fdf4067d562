import { describe, expect, it } from 'vitest';
import { pinStatus } from './pin-status';

const now = new Date('2026-11-23T08:00:00Z');

describe('pinStatus', () => {
  it('is active without a window, or inside it', () => {
    expect(pinStatus({}, now)).toBe('active');
    expect(pinStatus({ StartTime: '2026-11-01T00:00:00Z' }, now)).toBe('active');
    expect(pinStatus({ EndTime: '2026-11-30T23:59:59Z' }, now)).toBe('active');
    expect(pinStatus({ StartTime: '2026-11-23T08:00:00Z', EndTime: '2026-11-23T08:00:01Z' }, now)).toBe(
      'active',
    );
  });

  it('is scheduled before its start', () => {
    expect(pinStatus({ StartTime: '2026-11-23T08:00:01Z' }, now)).toBe('scheduled');
    expect(pinStatus({ StartTime: '2026-12-01T00:00:00Z', EndTime: '2026-12-31T00:00:00Z' }, now)).toBe(
      'scheduled',
    );
  });

  it('is expired from its end on', () => {
    expect(pinStatus({ EndTime: '2026-11-23T08:00:00Z' }, now)).toBe('expired');
    expect(
      pinStatus({ StartTime: '2026-10-01T00:00:00Z', EndTime: '2026-10-31T00:00:00Z' }, now.getTime()),
    ).toBe('expired');
  });
});
