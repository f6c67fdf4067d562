import { describe, expect, it } from 'vitest';
import { checkExpiring } from './expiring';
import { NOW, at, pin, product } from './test-builders';

describe('checkExpiring', () => {
  it('reports the expired pins of a context as one finding with a fix that deletes them', () => {
    const result = checkExpiring(
      {
        pins: {
          query: [
            { Query: 'zelt', Pin: pin('SKU-1', 1, { StartTime: at(-30), EndTime: at(-1) }) },
            { Query: 'Zelt', Pin: pin('SKU-2', 2, { EndTime: at(0) }) },
            { Query: 'zelt', Pin: pin('SKU-3', 3) },
          ],
        },
      },
      NOW,
    );
    expect(result.findings).toHaveLength(1);
    const [finding] = result.findings;
    expect(finding).toMatchObject({ reason: 'expired', severity: 'info', queries: ['zelt'] });
    expect(finding!.fix).toEqual({ kind: 'deletePins', pins: finding!.rules });
    expect(finding!.rules).toHaveLength(2);
  });

  it('warns about pins ending within 7 days, without a fix', () => {
    const result = checkExpiring(
      {
        pins: {
          global: [
            { Pin: pin('SKU-1', 1, { EndTime: at(3) }) },
            { Pin: pin('SKU-2', 2, { EndTime: at(7) }) },
            { Pin: pin('SKU-3', 3, { EndTime: at(7.01) }) },
          ],
        },
      },
      NOW,
    );
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]).toMatchObject({ reason: 'endsSoon', severity: 'warning', days: 7 });
    expect(result.findings[0]!.rules).toHaveLength(2);
    expect(result.findings[0]!.fix).toBeUndefined();
  });

  it('reports expired and ending manual recommendation targets per source product', () => {
    const source = product('SKU-10');
    const result = checkExpiring(
      {
        manualRecommendations: [
          {
            SourceProduct: source,
            TargetProducts: [
              pin('SKU-11', 1, { EndTime: at(-2) }),
              pin('SKU-12', 2, { EndTime: at(2) }),
              pin('SKU-13', 3),
            ],
          },
          { SourceProduct: product('SKU-20'), TargetProducts: [pin('SKU-21', 1, { StartTime: at(-3) })] },
        ],
      },
      NOW,
    );
    expect(result.findings.map((f) => f.reason)).toEqual(['expired', 'endsSoon']);
    expect(result.findings[0]!.rules).toEqual([{ type: 'manualRecommendation', source }]);
    expect(result.findings[0]!.fix).toEqual({
      kind: 'removeRecommendationTargets',
      source,
      targets: [product('SKU-11')],
    });
  });

  it('ignores open-ended and far-off pins, unreadable end times, and skips sets without pins', () => {
    const result = checkExpiring(
      {
        pins: { global: [{ Pin: pin('SKU-1', 1) }, { Pin: pin('SKU-2', 2, { EndTime: 'soon' }) }] },
        manualRecommendations: [],
      },
      NOW,
    );
    expect(result.findings).toEqual([]);
    expect(checkExpiring({ synonyms: [] }, NOW).skipped).toBe('noInput');
  });
});
