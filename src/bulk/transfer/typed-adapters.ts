import type { TypedRule } from '@/bulk/rule-set/typed-rule';
import { ruleTypes } from '@/rules/registry';
import type { ReadCache } from '@/rules/rule-type';
import { listAdapters, type RuleOf } from './adapters';
import { experienceCodec, manualRecommendationCodec } from './codecs';
import { pinCodec } from './codecs/pins';
import { isTypedKind, kindAllowed, typesOfKind, type ListKind, type RuleKind, type TypedKind } from './kinds';
import type { RuleAdapter, RuleCodec, RuleTarget } from './types';

const scopeOf = (target: RuleTarget) => ({
  customerId: target.customerId,
  storefrontId: target.storefrontId,
  languageCode: target.languageCode,
});

/**
 * A kind made of src/rules types: each type read through its own list call (pins of all variants
 * come from one), every rule carried with its type. The transfer keeps its own cache entry: the
 * pages cache the answers of these calls in other shapes.
 */
function typedAdapter(codec: RuleCodec<TypedRule>): RuleAdapter<TypedRule> {
  const kind = codec.kind as TypedKind;
  return {
    codec,
    api: {
      allowed: kindAllowed[kind],
      queryKey: (target) => ['rules-transfer', kind, scopeOf(target)],
      list: async (target, signal) => {
        const cache: ReadCache = new Map();
        const lists = await Promise.all(
          typesOfKind[kind].map(async (type) =>
            (await ruleTypes[type].read(scopeOf(target), { signal }, cache)).map((rule): TypedRule => ({
              type,
              rule,
            })),
          ),
        );
        return lists.flat();
      },
    },
  };
}

const typedAdapters: Record<TypedKind, RuleAdapter<TypedRule>> = {
  experience: typedAdapter(experienceCodec),
  pin: typedAdapter(pinCodec),
  'manual-recommendation': typedAdapter(manualRecommendationCodec),
};

/** The adapter of any kind, typed by its rule (TypeScript cannot narrow an indexed access on a generic key). */
export function adapterFor<K extends RuleKind>(kind: K): RuleAdapter<RuleOf<K>> {
  const adapter = isTypedKind(kind) ? typedAdapters[kind] : listAdapters[kind as ListKind];
  return adapter as unknown as RuleAdapter<RuleOf<K>>;
}
