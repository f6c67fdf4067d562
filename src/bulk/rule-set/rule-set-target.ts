import type { WriteHint } from '@/api/write-observer';
import { rateLimitWatch, type BulkTarget, type ErrorClass } from '@/bulk/engine';
import { classifyApiError } from '@/bulk/transfer/classify-api-error';
import { ruleTypes } from '@/rules/registry';
import type { RuleScope } from '@/rules/rule-set';
import { RuleConflictError, RuleUnknownOutcomeError, type RuleTypeId } from '@/rules/rule-type';
import { typedKey, type TypedRule } from './typed-rule';

export { typedKey, type TypedRule };

/** The types a job's rows touch. */
export function typesOfRows(
  rows: readonly { before: TypedRule | null; after: TypedRule | null }[],
): RuleTypeId[] {
  const types = new Set<RuleTypeId>();
  for (const row of rows) {
    const type = (row.after ?? row.before)?.type;
    if (type) types.add(type);
  }
  return [...types];
}

export function classifyRuleError(error: unknown): ErrorClass {
  if (error instanceof RuleConflictError) return { kind: 'conflict' };
  if (error instanceof RuleUnknownOutcomeError) return { kind: 'uncertain', reason: error.message };
  return classifyApiError(error);
}

/**
 * The server side of a job over rules of several types in one scope: each row is written through
 * its type's own calls; a read-back reads the types the job touches. Types whose writes must go one
 * at a time (boost rules) queue behind each other while the others go on.
 */
export function ruleSetTarget(
  scope: RuleScope,
  types: readonly RuleTypeId[],
  journal: WriteHint = { source: 'bulk' },
): BulkTarget<TypedRule> {
  const limit = rateLimitWatch();
  const queues = new Map<RuleTypeId, Promise<unknown>>();
  const call = (signal: AbortSignal) => ({ signal, onResponseHeaders: limit.note, journal });
  return {
    write: async ({ before, after }, signal) => {
      const type = (after ?? before)?.type;
      if (!type) return undefined;
      const rules = ruleTypes[type];
      const send = () =>
        rules.write(scope, { before: before?.rule ?? null, after: after?.rule ?? null }, call(signal));
      if (!rules.serial) return await send();
      const previous = queues.get(type) ?? Promise.resolve();
      const mine = previous.catch(() => undefined).then(send);
      queues.set(type, mine);
      return await mine;
    },
    snapshot: async (signal) => {
      const cache = new Map<string, Promise<unknown>>();
      const byKey = new Map<string, TypedRule>();
      await Promise.all(
        types.map(async (type) => {
          const rules = ruleTypes[type];
          for (const rule of await rules.read(scope, call(signal), cache))
            byKey.set(typedKey(type, rules.key(rule)), { type, rule });
        }),
      );
      return byKey;
    },
    same: (a, b) =>
      a.type === b.type &&
      JSON.stringify(ruleTypes[a.type].canonical(a.rule)) ===
        JSON.stringify(ruleTypes[b.type].canonical(b.rule)),
    classify: classifyRuleError,
    rateLimit: limit.latest,
  };
}
