import { ruleTypes } from './registry';
import type { RuleSet } from './rule-set';
import type { RuleField, RuleTypeId } from './rule-type';

/** One field that differs between two versions of a rule. */
export interface FieldChange {
  name: string;
  /** The value on the compared-from side ('' when the field is absent there). */
  from: string;
  to: string;
}

/** One rule that differs between two sides, by its identity key within its type. */
export type RuleDifference<R = unknown> =
  | { type: RuleTypeId; key: string; label: string; kind: 'added'; from: null; to: R; fields: FieldChange[] }
  | {
      type: RuleTypeId;
      key: string;
      label: string;
      kind: 'removed';
      from: R;
      to: null;
      fields: FieldChange[];
    }
  | { type: RuleTypeId; key: string; label: string; kind: 'changed'; from: R; to: R; fields: FieldChange[] };

export interface TypeComparison {
  type: RuleTypeId;
  /** Rules on each side; `from` = unchanged + changed + removed, `to` = unchanged + changed + added. */
  fromCount: number;
  toCount: number;
  unchanged: number;
  differences: RuleDifference[];
}

/** The fields that differ between two versions of a rule, by name. */
export function fieldChanges(from: readonly RuleField[], to: readonly RuleField[]): FieldChange[] {
  const before = new Map(from.map((field) => [field.name, field.value]));
  const after = new Map(to.map((field) => [field.name, field.value]));
  const names = [...new Set([...before.keys(), ...after.keys()])];
  return names
    .filter((name) => before.get(name) !== after.get(name))
    .map((name) => ({ name, from: before.get(name) ?? '', to: after.get(name) ?? '' }));
}

/**
 * Equal values as read from JSON (objects, arrays, strings, numbers, booleans, null), field by field.
 * Equal values have equal canonical forms; unequal ones may still have (sets in another order).
 */
function equalValues(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => equalValues(item, b[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => Object.hasOwn(right, key) && equalValues(left[key], right[key]));
}

/**
 * Compares the rules of one type on two sides by identity: added (only on `to`), removed (only on
 * `from`), changed (both, not equal in canonical form, with the fields that differ). A key that
 * appears twice on one side counts its last rule, as the server would hold only one. A generator,
 * so a long comparison can hand the main thread back between slices (`compareRuleSetsInSlices`).
 */
function* comparing(
  type: RuleTypeId,
  from: readonly unknown[],
  to: readonly unknown[],
): Generator<void, TypeComparison> {
  const rules = ruleTypes[type];
  // Most rules of two sides are unchanged and read alike: those are found equal without building
  // and serialising a canonical form of each.
  const same = (a: unknown, b: unknown) =>
    equalValues(a, b) || JSON.stringify(rules.canonical(a)) === JSON.stringify(rules.canonical(b));
  const fromByKey = new Map<string, unknown>();
  for (let i = 0; i < from.length; i += 1) {
    const rule = from[i];
    fromByKey.set(rules.key(rule), rule);
    if (i % SLICE === SLICE - 1) yield;
  }
  const differences: RuleDifference[] = [];
  let unchanged = 0;
  const seen = new Map<string, unknown>();
  for (let i = 0; i < to.length; i += 1) {
    const rule = to[i];
    if (i % SLICE === SLICE - 1) yield;
    const key = rules.key(rule);
    seen.set(key, rule);
  }
  let n = 0;
  for (const [key, rule] of seen) {
    if (++n % SLICE === 0) yield;
    const old = fromByKey.get(key);
    const label = rules.label(rule);
    if (old === undefined) {
      differences.push({
        type,
        key,
        label,
        kind: 'added',
        from: null,
        to: rule,
        fields: fieldChanges([], rules.fields(rule)),
      });
    } else if (same(old, rule)) {
      unchanged += 1;
    } else {
      differences.push({
        type,
        key,
        label,
        kind: 'changed',
        from: old,
        to: rule,
        fields: fieldChanges(rules.fields(old), rules.fields(rule)),
      });
    }
  }
  for (const [key, rule] of fromByKey) {
    if (seen.has(key)) continue;
    if (++n % SLICE === 0) yield;
    differences.push({
      type,
      key,
      label: rules.label(rule),
      kind: 'removed',
      from: rule,
      to: null,
      fields: fieldChanges(rules.fields(rule), []),
    });
  }
  return { type, fromCount: fromByKey.size, toCount: seen.size, unchanged, differences };
}

/**
 * Rules handled between two looks at the clock (`compareRuleSetsInSlices`): small enough that a
 * slice ends close to its time even on a slow or busy machine.
 */
const SLICE = 250;

function run<T>(generator: Generator<void, T>): T {
  for (;;) {
    const step = generator.next();
    if (step.done) return step.value;
  }
}

export function compareRules(
  type: RuleTypeId,
  from: readonly unknown[],
  to: readonly unknown[],
): TypeComparison {
  return run(comparing(type, from, to));
}

const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * `compareRuleSets` in slices of a few thousand rules, handing the main thread back between them,
 * so comparing two scopes of 150,000 rules never blocks the page for long.
 */
export async function compareRuleSetsInSlices(
  from: RuleSet,
  to: RuleSet,
  signal?: AbortSignal,
): Promise<TypeComparison[]> {
  const results: TypeComparison[] = [];
  for (const type of Object.keys(ruleTypes) as RuleTypeId[]) {
    const a = ruleTypes[type].get(from);
    const b = ruleTypes[type].get(to);
    if (!a || !b) continue;
    const generator = comparing(type, a, b);
    let slice = performance.now();
    for (;;) {
      const step = generator.next();
      if (step.done) {
        results.push(step.value);
        break;
      }
      if (performance.now() - slice > 40) {
        await yieldToMain();
        signal?.throwIfAborted();
        slice = performance.now();
      }
    }
  }
  return results;
}

/** Compares every type both sides hold; a type only one side holds is left out (it was not read there). */
export function compareRuleSets(from: RuleSet, to: RuleSet): TypeComparison[] {
  return (Object.keys(ruleTypes) as RuleTypeId[]).flatMap((type) => {
    const a = ruleTypes[type].get(from);
    const b = ruleTypes[type].get(to);
    return a && b ? [compareRules(type, a, b)] : [];
  });
}

/** Counts over comparisons; `added + removed + changed + unchanged` covers every key of both sides once. */
export function countDifferences(comparisons: readonly TypeComparison[]) {
  const counts = { added: 0, removed: 0, changed: 0, unchanged: 0 };
  for (const comparison of comparisons) {
    counts.unchanged += comparison.unchanged;
    for (const difference of comparison.differences) counts[difference.kind] += 1;
  }
  return counts;
}
