import { useLingui } from '@lingui/react/macro';
import { Grid, Paper, Skeleton, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { Entity } from '@/api/generated/model';
import { failedLoad } from '@/api/load-state';
import { RulesTransferMenu } from '@/bulk/transfer/RulesTransferMenu';
import { LoadFailure } from '@/components/LoadFailure';
import { PageHeader } from '@/components/PageHeader';
import { entityKey } from './draft';
import type { ManualRecommendationsSearch } from './manual-recommendations-search';
import { RecommendationEditor } from './RecommendationEditor';
import { SourcePanel } from './SourcePanel';
import { useManualRecommendationsList, useProductLookup } from './use-manual-recommendations';

export interface ManualRecommendationsPageProps {
  search: ManualRecommendationsSearch;
  /** Choosing a source is a navigation: leaving unsaved changes asks first. */
  onSelectSource: (source: Entity) => void;
}

/** Manual recommendations: pick a source product, then curate its recommended products. */
export function ManualRecommendationsPage({ search, onSelectSource }: ManualRecommendationsPageProps) {
  // Opted out of the React Compiler: compiled, this page lost the editor's unsaved reordering after
  // a move (ManualRecommendationsPage.test.tsx). Nothing here renders often enough to need it.
  'use no memo';
  const { t } = useLingui();
  const list = useManualRecommendationsList();
  const source = useMemo<Entity | null>(
    () =>
      search.sourceId && search.sourceType ? { ExternalId: search.sourceId, Type: search.sourceType } : null,
    [search.sourceId, search.sourceType],
  );
  const sources = useMemo(() => (list.data ?? []).map((entry) => entry.SourceProduct), [list.data]);
  const products = useProductLookup(sources);
  const stored = source
    ? list.data?.find((entry) => entityKey(entry.SourceProduct) === entityKey(source))
    : undefined;
  const failure = failedLoad(list);

  return (
    <>
      <PageHeader
        title={t`Manual recommendations`}
        description={t`Choose the products recommended with a product, in your order, optionally only for a while.`}
        actions={<RulesTransferMenu kind="manual-recommendation" disabled={!list.data} />}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          {failure ? (
            <LoadFailure error={failure.error} onRetry={failure.retry} />
          ) : list.data ? (
            <SourcePanel list={list.data} products={products} selected={source} onSelect={onSelectSource} />
          ) : (
            <Skeleton height={320} radius="md" />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {!source ? (
            <Paper withBorder p="xl" radius="md">
              <Text c="dimmed">{t`Choose a source product to see and edit its recommended products.`}</Text>
            </Paper>
          ) : list.data ? (
            // A new editor per source: its draft starts from what is stored for that source.
            <RecommendationEditor
              key={entityKey(source)}
              source={source}
              stored={stored?.TargetProducts ?? []}
            />
          ) : failure ? (
            <Paper withBorder p="xl" radius="md">
              <Text c="dimmed">{t`The recommended products show once the list has loaded.`}</Text>
            </Paper>
          ) : (
            <Skeleton height={320} radius="md" />
          )}
        </Grid.Col>
      </Grid>
    </>
  );
}
