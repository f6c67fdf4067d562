import { describe, expect, it } from 'vitest';
import { isSafeLinkTarget, safeHref } from './safe-url';

describe('isSafeLinkTarget', () => {
  it.each(['https://shop.example/sale', 'http://shop.example', '/sale', '/c/jackets?sort=price'])(
    'accepts %s',
    (value) => {
      expect(isSafeLinkTarget(value)).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.test/x',
    '/\\evil.test',
    'vbscript:msgbox',
    'ftp://files.example',
    'sale',
    '',
  ])('refuses %j', (value) => {
    expect(isSafeLinkTarget(value)).toBe(false);
    expect(safeHref(value)).toBeUndefined();
  });
});
