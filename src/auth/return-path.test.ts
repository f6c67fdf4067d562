import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/search/overview', '/search/overview'],
    [
      '/configuration/synonyms/list?customerId=acme&storefrontId=*',
      '/configuration/synonyms/list?customerId=acme&storefrontId=*',
    ],
    ['/merchandising/pulse#top', '/merchandising/pulse#top'],
  ])('keeps the local path %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    'https://evil.test/x',
    'http://localhost:5173/search/overview',
    '//evil.test',
    '///evil.test',
    '/\\evil.test',
    '\\\\evil.test',
    'javascript:alert(1)',
    ' /search/overview',
    '/search\t/overview',
    'search/overview',
    '/auth/signin/redirect?returnPath=/x',
    '',
    null,
    undefined,
    42,
  ])('falls back to the root for %j', (input) => {
    expect(safeReturnPath(input)).toBe('/');
  });

  it('never leaves the origin, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const result = safeReturnPath(input);
        const resolved = new URL(result, 'https://portal.invalid');
        return (
          result.startsWith('/') && !result.startsWith('//') && resolved.origin === 'https://portal.invalid'
        );
      }),
    );
  });
});
