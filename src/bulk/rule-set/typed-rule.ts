import type { RuleTypeId } from '@/rules/rule-type';

// A module of its own, free of the API layer: the import worker keys rules this way too.

/** A rule with its type: the rows of a job that writes several types at once. */
export interface TypedRule {
  type: RuleTypeId;
  rule: unknown;
}

/** The row key of a rule in a job over several types: its type and its key within the type. */
export function typedKey(type: RuleTypeId, key: string): string {
  return `${type}\n${key}`;
}
