import { describe, expect, it } from 'vitest';
import { classifyConflict } from './save-conflict';

interface Rule {
  key: string;
  value: string;
}
const keyOf = (rule: Rule) => rule.key;
const same = (a: Rule, b: Rule) => a.key === b.key && a.value === b.value;
const tent = { key: 'tent', value: 'shelter' };
const boots = { key: 'boots', value: 'shoes' };

describe('classifyConflict', () => {
  it('a rename onto a key another rule holds is a duplicate, not a stale edit', () => {
    expect(classifyConflict({ key: 'boots', value: 'shelter' }, tent, [tent, boots], keyOf, same)).toEqual({
      kind: 'duplicate',
      existing: boots,
    });
  });

  it('a new rule whose key exists is a duplicate', () => {
    expect(classifyConflict({ key: 'boots', value: 'x' }, null, [tent, boots], keyOf, same)).toEqual({
      kind: 'duplicate',
      existing: boots,
    });
  });

  it('an edit of a rule changed since it was loaded is stale, with the stored version', () => {
    const current = { key: 'tent', value: 'tarp' };
    expect(classifyConflict({ key: 'tent', value: 'x' }, tent, [current, boots], keyOf, same)).toEqual({
      kind: 'stale',
      current,
    });
  });

  it('an edit of a rule deleted since it was loaded is gone', () => {
    expect(classifyConflict({ key: 'tent', value: 'x' }, tent, [boots], keyOf, same)).toEqual({
      kind: 'gone',
    });
  });

  it('of two rules with the key, the one still as loaded is the current one', () => {
    const sibling = { key: 'tent', value: 'tarp' };
    expect(classifyConflict({ key: 'tent', value: 'x' }, tent, [sibling, tent], keyOf, same)).toEqual({
      kind: 'changed',
    });
  });
});
