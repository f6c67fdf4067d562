import { describe, expect, it } from 'vitest';
import { scopeSearchSchema } from './scope-search';

describe('scope search parameters', () => {
  it('keeps plain ids and any', () => {
    expect(scopeSearchSchema.parse({ customerId: 'acme', storefrontId: '*', languageCode: 'de' })).toEqual({
      customerId: 'acme',
      storefrontId: '*',
      languageCode: 'de',
    });
  });

  it.each([
    [{ customerId: '<script>' }],
    [{ customerId: ['a', 'b'] }],
    [{ customerId: 42 }],
    [{ storefrontId: 'x'.repeat(500) }],
    [{ languageCode: 'de en' }],
  ])('drops odd values instead of crashing: %j', (input) => {
    const parsed = scopeSearchSchema.parse(input);
    expect(Object.values(parsed).filter((v) => v !== undefined)).toEqual([]);
  });
});
