import { describe, expect, it } from 'vitest';
import { formatChange, metrics, relativeChange } from './metrics';

describe('KPI formats', () => {
  it('formats each metric for the interface language', () => {
    expect(metrics.volume.format(47784, 'de')).toBe('47.784');
    expect(metrics.volume.format(47784, 'en')).toBe('47,784');
    expect(metrics.interactionRate.format(0.397, 'de')).toBe('39,7\u00a0%');
    expect(metrics.interactionRate.format(0.65, 'en')).toBe('65.0%');
    expect(metrics.interactionsPerNavigation.format(0.8, 'en')).toBe('0.80');
    expect(metrics.averageInteractionPosition.format(5, 'de')).toBe('5,0');
    expect(metrics.revenue.format(154086.94, 'de')).toBe('154.087\u00a0€');
    expect(metrics.revenue.format(87.45, 'en')).toBe('€87.45');
  });

  it('writes the sign of a change and gives none without a previous value', () => {
    expect(relativeChange(110, 100)).toBeCloseTo(0.1);
    expect(relativeChange(5, 0)).toBeNull();
    expect(formatChange(0.1234, 'en')).toBe('+12.3%');
    expect(formatChange(-0.05, 'de')).toBe('-5,0\u00a0%');
    expect(formatChange(0, 'en')).toBe('0.0%');
  });
});
