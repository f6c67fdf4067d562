import { describe, expect, it } from 'vitest';
import { formatChange, metrics, relativeChange } from './metrics';

describe('KPI formats', () => {
  it('formats each metric for the interface language', () => {
    expect(metrics.volume.format(47784, 'de', 'EUR')).toBe('47.784');
    expect(metrics.volume.format(47784, 'en', 'EUR')).toBe('47,784');
    expect(metrics.interactionRate.format(0.397, 'de', 'EUR')).toBe('39,7\u00a0%');
    expect(metrics.interactionRate.format(0.65, 'en', 'EUR')).toBe('65.0%');
    expect(metrics.interactionsPerNavigation.format(0.8, 'en', 'EUR')).toBe('0.80');
    expect(metrics.averageInteractionPosition.format(5, 'de', 'EUR')).toBe('5,0');
    expect(metrics.revenue.format(154086.94, 'de', 'EUR')).toBe('154.087\u00a0€');
    expect(metrics.revenue.format(87.45, 'en', 'EUR')).toBe('€87.45');
  });

  it("formats revenue in the storefront's currency, and as a plain number when it is unknown", () => {
    expect(metrics.revenue.format(154086.94, 'de', 'SEK')).toBe('154.087\u00a0SEK');
    expect(metrics.revenue.format(87.45, 'en', 'NOK')).toBe('NOK\u00a087.45');
    expect(metrics.revenue.format(87.45, 'de', 'CHF')).toBe('87,45\u00a0CHF');
    expect(metrics.revenue.format(87.45, 'en', null)).toBe('87.45');
    expect(metrics.revenue.formatAxis(1_500_000, 'en', 'SEK')).toBe('SEK\u00a01.5M');
  });

  it('writes the sign of a change and gives none without a previous value', () => {
    expect(relativeChange(110, 100)).toBeCloseTo(0.1);
    expect(relativeChange(5, 0)).toBeNull();
    expect(formatChange(0.1234, 'en')).toBe('+12.3%');
    expect(formatChange(-0.05, 'de')).toBe('-5,0\u00a0%');
    expect(formatChange(0, 'en')).toBe('0.0%');
  });
});
