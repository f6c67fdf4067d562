import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Card,
  Group,
  Loader,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { memo, useMemo, useState } from 'react';
import type { ExperienceRule, FeatureSet } from '@/api/generated/model';
import { formatNumber } from '@/lib/format';
import { usePageCount } from '../use-page-count';
import { usePaginationLabels } from '../use-pagination-labels';
import { ComplementaryProducts } from './ComplementaryProducts';
import { useRankMoves } from './use-rank-moves';
import { useRulePreview } from './use-editor-data';
import { PreviewProducts } from './PreviewProducts';

interface Props {
  queries: string[];
  featureSets: FeatureSet[];
  isFixed: boolean;
}

const THUMB = 56;

/** What the edited rule would show for its query, page by page, refreshed as the rule changes. */
export const RulePreviewPanel = memo(function RulePreviewPanel({ queries, featureSets, isFixed }: Props) {
  const { t, i18n } = useLingui();
  const paginationLabels = usePaginationLabels();
  const [chosen, setChosen] = useState<string | null>(null);
  const query = chosen !== null && queries.includes(chosen) ? chosen : (queries[0] ?? '');
  const [page, setPage] = useState(1);
  const [pageOfQuery, setPageOfQuery] = useState(query);
  // A different query starts at its first page.
  if (pageOfQuery !== query) {
    setPageOfQuery(query);
    setPage(1);
  }

  const rule = useMemo<ExperienceRule | null>(
    () => (query ? { Query: query, FeatureSets: featureSets, IsFixed: isFixed } : null),
    [query, featureSets, isFixed],
  );
  // Dragging a weight changes the rule many times a second; ask once it rests.
  const [settled] = useDebouncedValue(rule, 300);
  const preview = useRulePreview(settled, page);
  const products = preview.data?.Products;
  const { pages, pageSize } = usePageCount(preview.data?.TotalProducts, products?.length);
  const offset = (page - 1) * pageSize;
  const moves = useRankMoves(products, `${query}|${page}`, preview.isPlaceholderData);
  const total = formatNumber(preview.data?.TotalProducts ?? 0, i18n.locale);
  const loading = (
    <Stack gap="xs">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={THUMB} />
      ))}
    </Stack>
  );

  return (
    <Stack gap="md">
      <Card
        withBorder
        padding="md"
        component="section"
        aria-labelledby="experience-preview-title"
        aria-busy={preview.isFetching}
      >
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <Title order={2} size="h4" id="experience-preview-title">
              <Trans>Preview</Trans>
            </Title>
            <Group gap="xs" wrap="nowrap">
              {preview.isFetching ? <Loader size="xs" aria-label={t`Updating the preview`} /> : null}
              {preview.data ? (
                <Badge variant="light" color="gray">
                  <Trans>{total} products</Trans>
                </Badge>
              ) : null}
            </Group>
          </Group>
          {queries.length > 1 ? (
            <Select
              label={t`Preview for`}
              data={queries}
              value={query}
              onChange={setChosen}
              allowDeselect={false}
              size="xs"
            />
          ) : null}
          {!rule ? (
            <Text size="sm" c="dimmed">
              <Trans>Enter a query to see the products the rule would show.</Trans>
            </Text>
          ) : preview.isError ? (
            <Alert color="red" variant="light" role="alert">
              {t`Something went wrong when fetching products`}
            </Alert>
          ) : !products ? (
            loading
          ) : products.length === 0 ? (
            <Text size="sm" c="dimmed">
              <Trans>The rule shows no products for this query.</Trans>
            </Text>
          ) : (
            <PreviewProducts
              products={products}
              offset={offset}
              moves={moves}
              dimmed={preview.isPlaceholderData}
              thumb={THUMB}
            />
          )}
          {pages > 1 && rule && !preview.isError ? (
            <Group justify="center">
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                size="sm"
                getControlProps={paginationLabels}
              />
            </Group>
          ) : null}
        </Stack>
      </Card>
      <ComplementaryProducts source={rule && !preview.isError ? products?.[0] : undefined} />
    </Stack>
  );
});
