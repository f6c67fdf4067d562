import { describe, expect, it } from 'vitest';
import { draftFindings, otherRules } from './draft-findings';
import { NOW, at, experience, pin, redirect, synonym } from './test-builders';

describe('draftFindings', () => {
  const ruleSet = {
    synonyms: [synonym('Rain Jacket', 'shell')],
    experienceRules: [experience('tent', 'SKU-9')],
    redirects: [redirect('Sale', ['tent'])],
    pins: {
      query: [
        { Query: 'boots', Pin: pin('SKU-1', 1, { EndTime: at(10) }) },
        { Query: 'boots', Pin: pin('SKU-2', 2) },
      ],
    },
  };

  it('reports a new redirect whose term catches a query with synonyms, naming the shadowed rule', () => {
    const draft = {
      type: 'redirect',
      rule: redirect('Jackets', ['rain jacket ', 'coats']),
      replaces: null,
    } as const;
    const findings = draftFindings(ruleSet, draft, NOW);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ reason: 'redirectShadowsRules', term: 'rain jacket' });
    expect(otherRules(findings[0]!, draft)).toEqual([{ type: 'synonym', query: 'Rain Jacket' }]);
  });

  it('reports nothing for a redirect whose terms no other rule uses, nor for a disabled one', () => {
    expect(
      draftFindings(ruleSet, { type: 'redirect', rule: redirect('Coats', ['coats']), replaces: null }, NOW),
    ).toEqual([]);
    expect(
      draftFindings(
        ruleSet,
        { type: 'redirect', rule: redirect('Off', ['tent'], false), replaces: 'Sale' },
        NOW,
      ),
    ).toEqual([]);
  });

  it('reports a pin on a position another product holds for the same query at an overlapping time', () => {
    const draft = {
      type: 'pin',
      context: { kind: 'query', query: 'BOOTS' },
      pin: pin('SKU-3', 1, { StartTime: at(5) }),
      replaces: null,
    } as const;
    const findings = draftFindings(ruleSet, draft, NOW);
    expect(findings).toHaveLength(1);
    expect(otherRules(findings[0]!, draft)).toEqual([
      {
        type: 'pin',
        context: { kind: 'query', query: 'boots' },
        entity: pin('SKU-1', 1).Entity,
        position: 1,
      },
    ]);
  });

  it('reports nothing when the schedules do not overlap, on a free position, or when the pin moves its own slot', () => {
    const query = { kind: 'query', query: 'boots' } as const;
    expect(
      draftFindings(
        ruleSet,
        { type: 'pin', context: query, pin: pin('SKU-3', 1, { StartTime: at(10) }), replaces: null },
        NOW,
      ),
    ).toEqual([]);
    expect(
      draftFindings(ruleSet, { type: 'pin', context: query, pin: pin('SKU-3', 3), replaces: null }, NOW),
    ).toEqual([]);
    const replaces = { type: 'pin', context: query, entity: pin('SKU-2', 2).Entity, position: 2 } as const;
    expect(
      draftFindings(ruleSet, { type: 'pin', context: query, pin: pin('SKU-2', 3), replaces }, NOW),
    ).toEqual([]);
  });
});
