import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import {
  getGetExperienceRuleByIdQueryOptions,
  previewExperienceRule,
  useCreateFeatureSet,
  useGetExperienceRuleById,
  useGetFeatureSetProducts,
  useGetPreviewComplementaryEntities,
  useSearchPreviewProducts,
} from '@/api/generated/endpoints/experience/experience';
import type { Entity, ExperienceRule, Product } from '@/api/generated/model';
import { useScopeParams } from '@/scope/portal-scope';
import { entityKey, queryKey } from '../rule-model';

/**
 * The stored rule of `query`. A 404 means there is none yet (a new rule with that query), so this
 * read is not reported globally; the page reports other failures itself.
 */
export function useStoredRule(query: string | undefined) {
  const scope = useScopeParams();
  return useGetExperienceRuleById(
    { ...scope, query: query ?? '' },
    {
      query: {
        enabled: Boolean(query),
        meta: { silent: true },
        retry: false,
        select: (data) => (typeof data === 'boolean' ? null : data),
      },
    },
  );
}

/** Which of `queries` already have a rule (Experience/RuleById?existenceCheck=true); undefined while unknown. */
export function useExistingQueries(queries: readonly string[]): Map<string, boolean | undefined> {
  const scope = useScopeParams();
  const results = useQueries({
    queries: queries.map((query) =>
      getGetExperienceRuleByIdQueryOptions(
        { ...scope, query, existenceCheck: true },
        { query: { staleTime: 10_000 } },
      ),
    ),
  });
  return new Map(
    queries.map((query, index) => [
      queryKey(query),
      results[index]?.data === true ? true : results[index]?.data === false ? false : undefined,
    ]),
  );
}

export function useProductSearch(query: string, page: number) {
  return useSearchPreviewProducts(
    { ...useScopeParams(), query, page },
    { query: { enabled: query.trim() !== '', placeholderData: keepPreviousData } },
  );
}

export function useNewFeatureSet() {
  const scope = useScopeParams();
  const mutation = useCreateFeatureSet();
  return {
    ...mutation,
    create: (entity: Entity) => mutation.mutateAsync({ data: { Entity: entity }, params: scope }),
  };
}

export function useFeatureSetProducts(entity: Entity) {
  return useGetFeatureSetProducts({
    ...useScopeParams(),
    entityType: entity.Type,
    entityExternalId: entity.ExternalId,
  });
}

/**
 * One page of what the edited (unsaved) rule shows for its query. The previous page stays on screen
 * while the next answer loads; a failure is told in the preview panel itself.
 */
export function useRulePreview(rule: ExperienceRule | null, page: number) {
  const scope = useScopeParams();
  return useQuery({
    queryKey: ['/Experience/Preview/Preview', scope, rule, page] as const,
    queryFn: ({ signal }) => previewExperienceRule({ ExperienceRule: rule!, Page: page }, scope, { signal }),
    enabled: rule !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
    meta: { silent: true },
  });
}

export function useComplementaryProducts(entity: Entity | undefined) {
  return useGetPreviewComplementaryEntities(
    { ...useScopeParams(), entityType: entity?.Type ?? '', entityExternalId: entity?.ExternalId ?? '' },
    { query: { enabled: entity !== undefined, placeholderData: keepPreviousData, meta: { silent: true } } },
  );
}

/**
 * The source product of a feature set, for its image, title and price: known from the search it was
 * picked in, else among its own matches (it shares all its features), else looked up by its id.
 */
export function useSourceProduct(entity: Entity, known: Product | undefined) {
  const scope = useScopeParams();
  const matches = useFeatureSetProducts(entity);
  const fromMatches = matches.data?.find((p) => entityKey(p.Entity) === entityKey(entity));
  const lookup = useSearchPreviewProducts(
    { ...scope, query: entity.ExternalId, page: 1 },
    { query: { enabled: !known && matches.isSuccess && !fromMatches } },
  );
  const fromLookup = lookup.data?.FirstResultPage.find((p) => entityKey(p.Entity) === entityKey(entity));
  const product = known ?? fromMatches ?? fromLookup;
  return { matches, product, pending: !product && (matches.isPending || lookup.isLoading) };
}
