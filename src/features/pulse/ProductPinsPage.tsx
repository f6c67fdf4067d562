import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPin } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useGetPulseRankingForProduct } from '@/api/generated/endpoints/pulse/pulse';
import type { Entity } from '@/api/generated/model';
import { failedLoad, shownInPlace } from '@/api/load-state';
import { LoadFailure } from '@/components/LoadFailure';
import { PageHeader } from '@/components/PageHeader';
import { pages } from '@/app/pages';
import { useCanOpen, useScopeParams } from '@/scope/portal-scope';
import {
  contextFromParams,
  contextLabel,
  pinRows,
  rankingContextParams,
  sameContext,
  type PinContext,
  type PinRow,
} from './pin-context';
import { PinsTable } from './PinsTable';
import { ProductSummary } from './ProductSummary';
import type { PinsForProductSearch } from './pulse-search';
import { formatRank } from './rank-display';
import { RankHistoryChart } from './RankHistoryChart';
import { usePinEditor } from './use-pin-editor';
import { useProductPins } from './use-pins';
import { useRankChanges } from './use-rank-changes';
import { AnchorLink, ButtonLink } from '@/components/router-links';
import { formatKpi } from './kpi-format';

/** The way back to the ranking the user came from. */
function rankingSearch(context: PinContext) {
  if (context.kind === 'query') return { view: 'query' as const, query: context.query };
  if (context.kind === 'navigation')
    return { view: 'navigation' as const, attribute: context.attribute, value: context.value };
  return { view: 'global' as const };
}

/** One product in one ranking context: its rank history with pins marked, and all its pins to edit. */
export function ProductPinsPage({ search }: { search: PinsForProductSearch }) {
  const { t } = useLingui();
  const { productExternalId, productType } = search;
  const entity = useMemo<Entity | null>(
    () => (productExternalId && productType ? { ExternalId: productExternalId, Type: productType } : null),
    [productExternalId, productType],
  );
  const context = useMemo(() => contextFromParams(search), [search]);
  const canOpen = useCanOpen();

  if (!entity) {
    return (
      <>
        <PageHeader title={t`Pins for product`} />
        <Text>
          {canOpen(pages.pulse) ? (
            <Trans>
              No product chosen. Open a product's pins from the{' '}
              <AnchorLink to="/merchandising/pulse" underline="always">
                Pulse ranking
              </AnchorLink>
              .
            </Trans>
          ) : (
            <Trans>No product chosen.</Trans>
          )}
        </Text>
      </>
    );
  }
  return <ProductPins key={`${entity.Type}|${entity.ExternalId}`} entity={entity} context={context} />;
}

function ProductPins({ entity, context }: { entity: Entity; context: PinContext }) {
  const { t, i18n } = useLingui();
  const scope = useScopeParams();
  const ranking = useGetPulseRankingForProduct(
    {
      ...scope,
      productExternalId: entity.ExternalId,
      productType: entity.Type,
      ...rankingContextParams(context),
    },
    { query: { meta: shownInPlace } },
  );
  const pins = useProductPins(entity);
  const editor = usePinEditor();
  const changes = useRankChanges(entity, context, pins.data);
  const rows = useMemo(() => {
    const all = pinRows(pins.data);
    return [...all.global, ...all.query, ...all.navigation];
  }, [pins.data]);
  const here = rows.find((row) => sameContext(row.context, context));
  const product = ranking.data?.Product ?? rows[0]?.product ?? null;
  const where = contextLabel(context);
  // Pulse itself can be closed to the user (experimental); then there is no ranking to go back to.
  const canOpenPulse = useCanOpen()(pages.pulse);
  const highlight = useCallback((row: PinRow) => sameContext(row.context, context), [context]);
  const kpi = (n: number) => formatKpi(n, i18n.locale);
  const title = product?.Title ?? entity.ExternalId;
  const rankingFailure = failedLoad(ranking);
  const pinsFailure = failedLoad(pins);

  return (
    <>
      <PageHeader
        title={t`Pins for product`}
        description={t`Ranking: ${where}`}
        actions={
          canOpenPulse ? (
            <ButtonLink
              to="/merchandising/pulse"
              search={rankingSearch(context)}
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
            >
              {t`Back to the ranking`}
            </ButtonLink>
          ) : null
        }
      />
      <Stack gap="lg">
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            {product ? (
              <ProductSummary product={product} />
            ) : rankingFailure || pinsFailure ? (
              <Text fw={600}>{entity.ExternalId}</Text>
            ) : (
              <Skeleton height={40} width={260} />
            )}
            <Button
              leftSection={<IconPin size={16} />}
              disabled={!product || !pins.data}
              onClick={() => (here ? editor.openEdit(here) : product && editor.openAdd(context, product))}
              onPointerEnter={editor.preloadForm}
              onFocus={editor.preloadForm}
            >
              {here ? t`Edit pin here` : t`Pin ${title} here`}
            </Button>
          </Group>
          {ranking.data ? (
            <SimpleGrid cols={{ base: 2, sm: 4 }} mt="md">
              <Stat label={t`Rank today`} value={formatRank(ranking.data.Rank)} />
              <Stat label={t`PulseScore`} value={kpi(ranking.data.KpisToday.PulseScore)} />
              <Stat label={t`Momentum`} value={kpi(ranking.data.KpisToday.Momentum)} />
              <Stat label={t`Popularity`} value={kpi(ranking.data.KpisToday.Popularity)} />
            </SimpleGrid>
          ) : null}
        </Paper>
        <section aria-label={t`Rank history`}>
          <Title order={2} size="h4" mb="xs">
            <Trans>Rank history</Trans>
          </Title>
          {rankingFailure ? (
            <LoadFailure error={rankingFailure.error} onRetry={rankingFailure.retry} />
          ) : ranking.data ? (
            <RankHistoryChart
              history={ranking.data.History}
              pinHistory={ranking.data.PinHistory}
              changes={changes}
            />
          ) : (
            <Skeleton height={240} radius="md" />
          )}
        </section>
        <section aria-label={t`Pins of this product`}>
          <Title order={2} size="h4" mb="xs">
            <Trans>Pins of this product</Trans>
          </Title>
          {pinsFailure ? (
            <LoadFailure error={pinsFailure.error} onRetry={pinsFailure.retry} />
          ) : pins.isPending ? (
            <Skeleton height={160} radius="md" />
          ) : (
            <PinsTable
              label={t`Pins of this product`}
              kind="all"
              rows={rows}
              empty={t`This product has no pins.`}
              onEdit={editor.openEdit}
              onDelete={editor.remove}
              highlight={highlight}
            />
          )}
        </section>
      </Stack>
      {editor.modal}
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Stack>
  );
}
