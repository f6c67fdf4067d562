import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import { toEntry, validateRedirect } from './redirect-form';

beforeAll(() => activateLocale('en'));

const valid = { name: 'Sale', terms: ['sale'], target: '/sale', enabled: true };

describe('validateRedirect', () => {
  it('uses the texts of spec §5', () => {
    expect(validateRedirect({ name: ' ', terms: [], target: '', enabled: true })).toEqual({
      name: 'Name is required',
      terms: 'Terms are required',
      target: 'Target is required',
    });
    expect(validateRedirect({ ...valid, terms: ['sale', '  '] })).toEqual({ terms: 'Terms cannot be empty' });
    expect(validateRedirect(valid)).toEqual({});
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '//evil.example',
    '/\\evil.example',
    'data:text/html,x',
    'ftp://x.example',
    'sale',
  ])('refuses the target %s', (target) => {
    expect(validateRedirect({ ...valid, target }).target).toBe(
      'The target must be a web address starting with http:// or https://, or a path on the shop starting with a single "/".',
    );
  });

  it.each(['/sale', 'https://www.acme-outdoor.de/sale?x=1', 'http://blog.example.com/'])(
    'accepts the target %s',
    (target) => {
      expect(validateRedirect({ ...valid, target })).toEqual({});
    },
  );

  it('refuses the name of another redirect of the scope', () => {
    expect(validateRedirect(valid, [{ Name: 'Sale', Rules: ['x'], Target: '/x', Enabled: true }]).name).toBe(
      'Another redirect of this scope is already named "Sale".',
    );
  });

  it('trims what is stored', () => {
    expect(toEntry({ name: ' Sale ', terms: [' sale '], target: ' /sale ', enabled: false })).toEqual({
      Name: 'Sale',
      Rules: ['sale'],
      Target: '/sale',
      Enabled: false,
    });
  });
});
