import { describe, expect, it } from 'vitest';
import { pinsForProductSearchSchema, pulseSearchSchema } from './pulse-search';

describe('Pulse search params', () => {
  it('keeps valid values and drops odd ones instead of failing', () => {
    expect(pulseSearchSchema.parse({ view: 'query', top: 100, query: 'rain jacket', page: 2 })).toEqual({
      view: 'query',
      top: 100,
      query: 'rain jacket',
      page: 2,
    });
    expect(
      pulseSearchSchema.parse({ view: 'nope', top: -3, page: 1.5, query: { a: 1 }, attribute: '' }),
    ).toEqual({});
  });

  it('reads a numeric query as text', () => {
    expect(pulseSearchSchema.parse({ query: 42 }).query).toBe('42');
    expect(pinsForProductSearchSchema.parse({ productExternalId: 100234, productType: 'product' })).toEqual({
      productExternalId: '100234',
      productType: 'product',
    });
  });
});
