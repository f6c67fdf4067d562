import { describe, expect, it } from 'vitest';
import { checkPinConflicts } from './pin-conflicts';
import { NOW, at, pin } from './test-builders';

describe('checkPinConflicts', () => {
  it('reports two products on one position for one query when their schedules overlap', () => {
    const result = checkPinConflicts(
      {
        pins: {
          query: [
            { Query: 'Rain Jacket', Pin: pin('SKU-1', 1, { StartTime: at(-5), EndTime: at(10) }) },
            { Query: 'rain jacket ', Pin: pin('SKU-2', 1, { StartTime: at(5) }) },
            { Query: 'rain jacket', Pin: pin('SKU-3', 2) },
          ],
        },
      },
      NOW,
    );
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]).toMatchObject({
      check: 'pin-conflicts',
      severity: 'error',
      reason: 'pinsOnSamePosition',
      position: 1,
      queries: ['Rain Jacket'],
    });
    expect(result.findings[0]!.rules.map((ref) => ref.type === 'pin' && ref.entity.ExternalId)).toEqual([
      'SKU-1',
      'SKU-2',
    ]);
  });

  it('reports clashes on a navigation page and globally, with open-ended schedules', () => {
    const result = checkPinConflicts(
      {
        pins: {
          global: [{ Pin: pin('SKU-1', 3) }, { Pin: pin('SKU-2', 3, { EndTime: at(1) }) }],
          navigation: [
            { NavigationAttribute: 'Category', NavigationValue: 'Shoes', Pin: pin('SKU-3', 1) },
            { NavigationAttribute: 'category', NavigationValue: 'SHOES', Pin: pin('SKU-4', 1) },
            { NavigationAttribute: 'Category', NavigationValue: 'Jackets', Pin: pin('SKU-5', 1) },
          ],
        },
      },
      NOW,
    );
    expect(result.findings.map((f) => f.rules.length)).toEqual([2, 2]);
    expect(result.findings.every((f) => f.queries.length === 0)).toBe(true);
  });

  it('does not report windows that only touch, expired clashes, other positions or the same product', () => {
    const result = checkPinConflicts(
      {
        pins: {
          query: [
            { Query: 'zelt', Pin: pin('SKU-1', 1, { StartTime: at(1), EndTime: at(5) }) },
            { Query: 'zelt', Pin: pin('SKU-2', 1, { StartTime: at(5), EndTime: at(9) }) },
            { Query: 'zelt', Pin: pin('SKU-3', 2, { EndTime: at(-1) }) },
            { Query: 'zelt', Pin: pin('SKU-4', 2, { StartTime: at(-10), EndTime: at(-2) }) },
            { Query: 'zelt', Pin: pin('SKU-5', 3) },
            { Query: 'tent', Pin: pin('SKU-6', 3) },
          ],
          global: [{ Pin: pin('SKU-7', 1) }, { Pin: pin('SKU-7', 1, { StartTime: at(2) }) }],
        },
      },
      NOW,
    );
    expect(result.findings).toEqual([]);
  });

  it('groups a run of overlapping pins into one finding whose id survives reordering', () => {
    const pins = [
      { Query: 'q', Pin: pin('SKU-1', 1, { StartTime: at(0), EndTime: at(4) }) },
      { Query: 'q', Pin: pin('SKU-2', 1, { StartTime: at(3), EndTime: at(8) }) },
      { Query: 'q', Pin: pin('SKU-3', 1, { StartTime: at(7), EndTime: at(9) }) },
    ];
    const first = checkPinConflicts({ pins: { query: pins } }, NOW).findings;
    expect(first).toHaveLength(1);
    expect(first[0]!.rules).toHaveLength(3);
    expect(checkPinConflicts({ pins: { query: [...pins].reverse() } }, NOW).findings[0]!.id).toBe(
      first[0]!.id,
    );
  });

  it('skips when pins were not read and finds nothing in empty lists', () => {
    expect(checkPinConflicts({}, NOW).skipped).toBe('noInput');
    expect(checkPinConflicts({ pins: { global: [] } }, NOW).findings).toEqual([]);
  });
});
