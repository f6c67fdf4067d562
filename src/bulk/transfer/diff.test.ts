import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RedirectEntry } from '@/api/generated/model';
import { activateLocale } from '@/i18n/i18n';
import { redirectCodec } from './codecs/redirect';
import { synonymCodec } from './codecs/synonym';
import { countByStatus, diffRules } from './diff';
import { synonymRule } from './test-arbitraries';
import type { IncomingRow } from './types';

beforeAll(() => activateLocale('en'));

const redirect = (Name: string, Target = `/${Name}`, Rules = [Name], Enabled = true): RedirectEntry => ({
  Name,
  Rules,
  Target,
  Enabled,
});
const row = (position: number, rule: RedirectEntry): IncomingRow<RedirectEntry> => ({
  position,
  label: rule.Name,
  rule,
  errors: [],
});

describe('diffRules', () => {
  it('adds new keys, changes known keys with other content and leaves identical rules alone', () => {
    const existing = [
      redirect('sale'),
      redirect('outlet'),
      redirect('app', 'https://shop.example/app', ['app', 'android']),
    ];
    const incoming = [
      row(2, redirect('sale')),
      row(3, redirect('outlet', '/clearance')),
      row(4, redirect('new')),
      row(5, redirect('app', 'https://shop.example/app', ['android', 'app'])),
      { position: 6, label: '', errors: ['Name is required'] },
      row(7, redirect('new', '/other')),
    ];
    const preview = diffRules(redirectCodec, existing, incoming, (n) => `line ${n}`);
    expect(preview.map((p) => [p.position, p.status])).toEqual([
      [2, 'unchanged'],
      [3, 'change'],
      [4, 'add'],
      [5, 'unchanged'],
      [6, 'invalid'],
      [7, 'invalid'],
    ]);
    expect(preview[1]?.existing).toEqual(redirect('outlet'));
    expect(preview[5]?.errors).toEqual(['The same rule already appears at line 4.']);
    expect(countByStatus(preview)).toEqual({ add: 1, change: 1, unchanged: 2, invalid: 2 });
  });

  it('finds nothing to do when a scope is compared with itself', () => {
    fc.assert(
      fc.property(fc.uniqueArray(synonymRule, { selector: (r) => r.Query }), (rules) => {
        const preview = diffRules(
          synonymCodec,
          rules,
          rules.map((rule, i) => ({ position: i + 1, label: rule.Query, rule, errors: [] })),
        );
        expect(preview.every((p) => p.status === 'unchanged')).toBe(true);
      }),
    );
  });
});
