import { describe, expect, it } from 'vitest';
import { byTraffic, weighFindings } from './traffic-weight';
import type { Finding } from './types';

const finding = (id: string, queries: string[]): Finding => ({
  id,
  check: 'dormant',
  severity: 'info',
  reason: 'noSearches',
  days: 90,
  rules: [],
  queries,
});

describe('weighFindings', () => {
  const traffic = new Map([
    ['rain jacket', { searches: 500, revenue: 1200 }],
    ['zelt', { searches: 80, revenue: 3000 }],
    ['tent', { searches: 80, revenue: 100 }],
  ]);

  it('sums the searches and revenue of each distinct query of a finding', () => {
    const [weighted] = weighFindings(
      [finding('a', ['Rain Jacket', 'rain  jacket', 'zelt', 'bivy'])],
      traffic,
    );
    expect(weighted!.traffic).toEqual({ searches: 580, revenue: 4200, unknownQueries: 1 });
  });

  it('sorts by searches, then revenue; findings without queries weigh nothing', () => {
    const weighted = weighFindings(
      [
        finding('none', []),
        finding('tent', ['tent']),
        finding('zelt', ['zelt']),
        finding('rain', ['rain jacket']),
      ],
      traffic,
    );
    expect(weighted.sort(byTraffic).map((f) => f.id)).toEqual(['rain', 'zelt', 'tent', 'none']);
    expect(weighted.find((f) => f.id === 'none')!.traffic).toEqual({
      searches: 0,
      revenue: 0,
      unknownQueries: 0,
    });
  });
});
