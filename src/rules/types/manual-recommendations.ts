import { msg, t } from '@lingui/core/macro';
import {
  addManualRecommendations,
  getGetManualRecommendationsQueryKey,
  getManualRecommendations,
} from '@/api/generated/endpoints/manual-recommendations/manual-recommendations';
import type { ManualRecommendations } from '@/api/generated/model';
import { GetManualRecommendationsResponseItem } from '@/api/generated/zod/manual-recommendations/manual-recommendations';
import { canonicalPin, entityKey, parseWith, pinErrors, pinFields, sameCanonical } from '../canonical';
import type { RuleScope } from '../rule-set';
import { RuleConflictError, type CallOptions, type RuleType } from '../rule-type';

const byPosition = (a: { Position: number }, b: { Position: number }) => a.Position - b.Position;

const canonical = (rule: ManualRecommendations): ManualRecommendations => ({
  SourceProduct: { Type: rule.SourceProduct.Type, ExternalId: rule.SourceProduct.ExternalId },
  TargetProducts: rule.TargetProducts.map(canonicalPin).sort(
    (a, b) => byPosition(a, b) || (entityKey(a.Entity) < entityKey(b.Entity) ? -1 : 1),
  ),
});

function recommendationErrors(rule: ManualRecommendations): string[] {
  const errors: string[] = [];
  if (rule.SourceProduct.ExternalId.trim() === '')
    errors.push(t`SourceProduct.ExternalId must not be empty.`);
  const seen = new Set<string>();
  rule.TargetProducts.forEach((target, index) => {
    const product = entityKey(target.Entity);
    const where = `TargetProducts[${index}].`;
    // Contract: a target may appear once.
    const id = target.Entity.ExternalId;
    if (seen.has(product)) errors.push(t`Product ${id} is recommended twice.`);
    seen.add(product);
    errors.push(...pinErrors(target, where));
  });
  return errors;
}

/**
 * The contract's Add replaces the whole target list of a source product and has no old value to
 * compare with: the scope's list is read right before the write and a source product whose list
 * differs from the planned one is a conflict. Reads asked for while one is on its way wait for the
 * next, so each write compares with a list read after it was asked for.
 */
function freshReader(scope: RuleScope) {
  let next: Promise<ManualRecommendations[]> | null = null;
  return (options: CallOptions) => {
    next ??= new Promise((resolve) => setTimeout(resolve, 0)).then(() => {
      next = null;
      return getManualRecommendations(scope, options);
    });
    return next;
  };
}
const readers = new Map<string, ReturnType<typeof freshReader>>();

export const manualRecommendationRules: RuleType<ManualRecommendations> = {
  id: 'manualRecommendations',
  title: msg`Manual recommendations`,
  allowed: (access) => access.ManualRecommendationsAccess,
  key: (rule) => entityKey(rule.SourceProduct),
  label: (rule) => rule.SourceProduct.ExternalId,
  canonical,
  fields: (rule) => [
    {
      name: 'TargetProducts',
      value: canonical(rule)
        .TargetProducts.map((pin) => pin.Entity.ExternalId)
        .join(', '),
    },
    ...canonical(rule).TargetProducts.flatMap((pin) => pinFields(pin, `${entityKey(pin.Entity)} · `)),
  ],
  parse: (value) => parseWith(GetManualRecommendationsResponseItem, value, recommendationErrors),
  get: (set) => set.manualRecommendations,
  set: (set, rules) => ({ ...set, manualRecommendations: rules }),
  queryKeys: (scope) => [getGetManualRecommendationsQueryKey(scope)],
  // A source product with no targets has no recommendations: it is no rule.
  read: async (scope, options) =>
    (await getManualRecommendations(scope, options)).filter((rule) => rule.TargetProducts.length > 0),
  write: async (scope, { before, after }, options) => {
    const rule = after ?? before;
    if (!rule) return undefined;
    const readerKey = JSON.stringify(scope);
    const read = readers.get(readerKey) ?? freshReader(scope);
    readers.set(readerKey, read);
    const key = entityKey(rule.SourceProduct);
    const stored = (await read(options)).find((entry) => entityKey(entry.SourceProduct) === key) ?? null;
    const storedEmpty = !stored || stored.TargetProducts.length === 0;
    const planned =
      before === null ? storedEmpty : stored !== null && sameCanonical(canonical, stored, before);
    if (!planned) throw new RuleConflictError();
    return await addManualRecommendations(
      {
        ManualRecommendations: {
          SourceProduct: rule.SourceProduct,
          TargetProducts: after?.TargetProducts ?? [],
        },
      },
      scope,
      // The call carries no old value: the journal learns it from here.
      { ...options, journal: { ...options.journal, before: storedEmpty ? null : stored } },
    );
  },
};
