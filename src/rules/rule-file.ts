import { t } from '@lingui/core/macro';
import { ruleTypes } from './registry';
import type { RuleTypeId } from './rule-type';

/** An entry of a file the contract refuses, with where it stood and why. */
export interface RefusedRule {
  type: RuleTypeId;
  /** 1-based position of the entry in its type's list. */
  position: number;
  label: string;
  errors: string[];
}

/** What names a file entry for the user even when the contract refuses it (query, name, product). */
export function labelOf(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  const record = value as Record<string, unknown>;
  for (const field of ['Query', 'Name', 'AttributeName'] as const)
    if (typeof record[field] === 'string') return record[field];
  const product = (record.SourceProduct ?? (record.Pin as Record<string, unknown> | undefined)?.Entity) as
    { ExternalId?: unknown } | undefined;
  return typeof product?.ExternalId === 'string' ? product.ExternalId : '';
}

/**
 * The entries of one type read from a file: each checked against the contract (`RuleType.parse`);
 * a refused entry is listed with its reasons and the rest go on; a key seen before is refused at
 * its second occurrence.
 */
export function parseRuleEntries(
  type: RuleTypeId,
  entries: readonly unknown[],
): { rules: unknown[]; refused: RefusedRule[] } {
  const rules = ruleTypes[type];
  const accepted: unknown[] = [];
  const refused: RefusedRule[] = [];
  const firstSeen = new Map<string, number>();
  entries.forEach((entry, index) => {
    const position = index + 1;
    const parsed = rules.parse(entry);
    if (parsed.errors) {
      refused.push({ type, position, label: labelOf(entry), errors: parsed.errors });
      return;
    }
    const key = rules.key(parsed.rule);
    const first = firstSeen.get(key);
    if (first !== undefined) {
      refused.push({
        type,
        position,
        label: rules.label(parsed.rule),
        errors: [t`The same rule already appears at entry ${first}.`],
      });
      return;
    }
    firstSeen.set(key, position);
    accepted.push(parsed.rule);
  });
  return { rules: accepted, refused };
}
