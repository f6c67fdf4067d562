import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import { draftFrom, isDirty, move, newTarget, scheduleErrors, toRequest } from './draft';

const entity = (id: string) => ({ Type: 'product', ExternalId: id });

describe('manual recommendation drafts', () => {
  beforeAll(() => activateLocale('en'));

  it('orders the stored targets by position and renumbers them 1..n in the request', () => {
    const draft = draftFrom([
      { Entity: entity('B'), Position: 5 },
      {
        Entity: entity('A'),
        Position: 2,
        StartTime: '2026-11-01T00:00:00Z',
        EndTime: '2026-12-01T00:00:00Z',
        DueToAd: true,
      },
    ]);
    expect(draft.map((t) => t.entity.ExternalId)).toEqual(['A', 'B']);
    const request = toRequest(entity('S'), move(draft, 0, 1));
    expect(request).toEqual({
      ManualRecommendations: {
        SourceProduct: entity('S'),
        TargetProducts: [
          { Entity: entity('B'), Position: 1 },
          {
            Entity: entity('A'),
            Position: 2,
            StartTime: '2026-11-01T00:00:00Z',
            EndTime: '2026-12-01T00:00:00Z',
            DueToAd: true,
          },
        ],
      },
    });
  });

  it('moves within bounds only', () => {
    expect(move(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(move(['a', 'b', 'c'], 0, 3)).toEqual(['a', 'b', 'c']);
    expect(move(['a', 'b', 'c'], -1, 0)).toEqual(['a', 'b', 'c']);
  });

  it('knows when the draft differs from the stored list', () => {
    const base = [newTarget(entity('A')), newTarget(entity('B'))];
    expect(isDirty([...base], base)).toBe(false);
    expect(isDirty(move(base, 0, 1), base)).toBe(true);
    expect(isDirty([{ ...base[0]!, end: '2026-12-01 00:00:00' }, base[1]!], base)).toBe(true);
    expect(isDirty(base.slice(1), base)).toBe(true);
  });

  it('refuses an end before or at the start', () => {
    const ok = { ...newTarget(entity('A')), start: '2026-11-01 00:00:00', end: '2026-11-02 00:00:00' };
    const bad = { ...newTarget(entity('B')), start: '2026-11-02 00:00:00', end: '2026-11-02 00:00:00' };
    expect(scheduleErrors([ok, bad])).toEqual({ 'product|B': 'End must be after start' });
  });
});
