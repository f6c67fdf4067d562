import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ReloadStatus, type RedirectEntry } from '@/api/generated/model';
import { activateLocale } from '@/i18n/i18n';
import { applyRows } from './apply';
import { redirectCodec } from './codecs/redirect';
import { synonymCodec } from './codecs/synonym';
import { countByStatus, diffRules, worstReloadStatus } from './diff';
import { synonymRule } from './test-arbitraries';
import type { IncomingRow } from './types';

beforeAll(() => activateLocale('en'));

const redirect = (Name: string, Target = `/${Name}`, Rules = [Name], Enabled = true): RedirectEntry => ({ Name, Rules, Target, Enabled });
const row = (position: number, rule: RedirectEntry): IncomingRow<RedirectEntry> => ({ position, label: rule.Name, rule, errors: [] });

describe('diffRules', () => {
  it('adds new keys, changes known keys with other content and leaves identical rules alone', () => {
    const existing = [redirect('sale'), redirect('outlet'), redirect('app', 'https://shop.example/app', ['app', 'android'])];
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
        const preview = diffRules(synonymCodec, rules, rules.map((rule, i) => ({ position: i + 1, label: rule.Query, rule, errors: [] })));
        expect(preview.every((p) => p.status === 'unchanged')).toBe(true);
      }),
    );
  });
});

describe('applyRows', () => {
  const preview = diffRules(redirectCodec, [redirect('outlet')], [row(2, redirect('a')), row(3, redirect('outlet', '/x')), row(4, redirect('b')), row(5, redirect('c'))]);

  it('writes row by row, keeps going after a failure and reports the server reason per row', async () => {
    const calls: string[] = [];
    const progress: number[] = [];
    const outcomes = await applyRows(
      preview,
      {
        add: async (rule) => {
          calls.push(`add ${rule.Name}`);
          if (rule.Name === 'b') throw new Error('A redirect named "b" already exists.');
          return rule.Name === 'c' ? ReloadStatus.SomeMayHaveFailed : ReloadStatus.AllSucceeded;
        },
        replace: async (old, rule) => {
          calls.push(`replace ${old.Target} → ${rule.Target}`);
          return ReloadStatus.AllSucceeded;
        },
      },
      { includeChanges: true, onProgress: (done) => progress.push(done), shouldStop: () => false },
    );
    expect(calls).toEqual(['add a', 'replace /outlet → /x', 'add b', 'add c']);
    expect(progress).toEqual([0, 1, 2, 3, 4]);
    expect(outcomes.map((o) => [o.row.position, o.result, o.error])).toEqual([
      [2, 'applied', undefined],
      [3, 'applied', undefined],
      [4, 'failed', 'A redirect named "b" already exists.'],
      [5, 'applied', undefined],
    ]);
    expect(worstReloadStatus(outcomes.flatMap((o) => (o.reloadStatus ? [o.reloadStatus] : [])))).toBe(ReloadStatus.SomeMayHaveFailed);
  });

  it('leaves changes out when asked and marks rows after a stop as not attempted', async () => {
    let written = 0;
    const outcomes = await applyRows(
      preview,
      { add: async () => (written++, ReloadStatus.AllSucceeded), replace: async () => ReloadStatus.AllSucceeded },
      { includeChanges: false, onProgress: () => undefined, shouldStop: () => written >= 1 },
    );
    expect(outcomes.map((o) => [o.row.position, o.result])).toEqual([
      [2, 'applied'],
      [4, 'not-attempted'],
      [5, 'not-attempted'],
    ]);
  });
});
