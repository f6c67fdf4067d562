import { describe, expect, it } from 'vitest';
import { checkShadowingRedirects } from './shadowing-redirect';
import { experience, pin, redirect, synonym } from './test-builders';

describe('checkShadowingRedirects', () => {
  it('reports a redirect whose term is a query with synonyms, an experience rule and pins', () => {
    const result = checkShadowingRedirects({
      redirects: [redirect('Rain', ['Regenjacke', 'regenmantel'])],
      synonyms: [synonym('regenjacke', 'rain jacket')],
      experienceRules: [experience('regenjacke', 'SKU-1')],
      pins: { query: [{ Query: 'regenjacke', Pin: pin('SKU-2', 1) }] },
    });
    expect(result.findings).toHaveLength(1);
    const [finding] = result.findings;
    expect(finding).toMatchObject({
      check: 'shadowing-redirect',
      severity: 'warning',
      reason: 'redirectShadowsRules',
      term: 'Regenjacke',
      shadowedTypes: ['synonym', 'experience', 'pin'],
      queries: ['Regenjacke'],
    });
    expect(finding!.rules).toEqual([
      { type: 'redirect', name: 'Rain' },
      { type: 'synonym', query: 'regenjacke' },
      { type: 'experience', query: 'regenjacke' },
      {
        type: 'pin',
        context: { kind: 'query', query: 'regenjacke' },
        entity: pin('SKU-2', 1).Entity,
        position: 1,
      },
    ]);
    expect(finding!.fix).toBeUndefined();
  });

  it('matches terms and queries without case and with spaces normalised, but only whole queries', () => {
    const result = checkShadowingRedirects({
      redirects: [redirect('Sale', ['  SALE ', 'rain   jacket'])],
      synonyms: [
        synonym('sale jacken', 'reduziert'),
        synonym('Rain Jacket', 'raincoat'),
        synonym('sale', 'angebote'),
      ],
    });
    expect(result.findings.map((f) => f.queries[0])).toEqual(['SALE', 'rain   jacket']);
  });

  it('ignores disabled redirects and terms without other rules', () => {
    const result = checkShadowingRedirects({
      redirects: [redirect('Off', ['zelt'], false), redirect('Other', ['outlet'])],
      synonyms: [synonym('zelt', 'tent')],
      pins: { query: [{ Query: 'zelt', Pin: pin('SKU-1', 2) }] },
    });
    expect(result.findings).toEqual([]);
  });

  it('names a term listed twice in one redirect once, and keeps ids stable across runs', () => {
    const ruleSet = { redirects: [redirect('Zelte', ['zelt', 'Zelt'])], synonyms: [synonym('zelt', 'tent')] };
    const first = checkShadowingRedirects(ruleSet).findings;
    expect(first).toHaveLength(1);
    expect(checkShadowingRedirects(structuredClone(ruleSet)).findings[0]!.id).toBe(first[0]!.id);
  });

  it('skips when redirects or every shadowable type were not read, and finds nothing in empty lists', () => {
    expect(checkShadowingRedirects({ synonyms: [synonym('a', 'b')] }).skipped).toBe('noInput');
    expect(checkShadowingRedirects({ redirects: [redirect('A', ['a'])] }).skipped).toBe('noInput');
    expect(checkShadowingRedirects({ redirects: [], synonyms: [] })).toEqual({
      check: 'shadowing-redirect',
      findings: [],
    });
  });
});
