import { useLingui } from '@lingui/react/macro';
import { Stack, Tabs, Text } from '@mantine/core';
import { IconPinned } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import type { RankingHistory } from '@/api/generated/model';
import { failedLoad } from '@/api/load-state';
import { isPageVisible, pages } from '@/app/pages';
import { PageHeader } from '@/components/PageHeader';
import { usePortalScope } from '@/scope/portal-scope';
import { contextLabel, pinRows, productKey, sameContext, type PinContext } from './pin-context';
import { pinStatus } from './pin-status';
import { defaultTop, type PulseSearch, type RankingView } from './pulse-search';
import { NavigationControl, QueryControl, TopControl } from './RankingControls';
import { RankingResults } from './RankingResults';
import { useNow } from './use-now';
import { usePinEditor } from './use-pin-editor';
import { usePinsWithProducts } from './use-pins';
import { useRanking } from './use-rankings';
import { ButtonLink } from '@/components/router-links';

export interface PulsePageProps {
  search: PulseSearch;
  onSearchChange: (patch: Partial<PulseSearch>) => void;
}

function rankingContext(view: RankingView, search: PulseSearch): PinContext | null {
  if (view === 'query') return search.query ? { kind: 'query', query: search.query } : null;
  if (view === 'navigation')
    return search.attribute && search.value
      ? { kind: 'navigation', attribute: search.attribute, value: search.value }
      : null;
  return { kind: 'global' };
}

/** Pulse rankings three ways (tabs kept in the URL), each product with its KPIs, history and pins. */
export function PulsePage({ search, onSearchChange }: PulsePageProps) {
  const { t } = useLingui();
  const { scope, experimental } = usePortalScope();
  const view = search.view ?? 'global';
  const top = search.top ?? defaultTop;
  const page = search.page ?? 1;
  const context = useMemo(() => rankingContext(view, search), [view, search]);
  const ranking = useRanking(context, top, page);
  const pins = usePinsWithProducts();
  const editor = usePinEditor();
  const now = useNow();
  const tabs = [
    { value: 'global', label: t`Global` },
    { value: 'query', label: t`Per query` },
    { value: 'navigation', label: t`Per navigation page` },
  ] as const;

  const contextPins = useMemo(
    () =>
      context ? pinRows(pins.data)[context.kind].filter((row) => sameContext(row.context, context)) : [],
    [pins.data, context],
  );
  const pinnedNow = useMemo(
    () =>
      new Set(
        contextPins
          .filter((row) => pinStatus(row.pin, now) === 'active')
          .map((row) => productKey(row.pin.Entity)),
      ),
    [contextPins, now],
  );
  // A product already pinned here is edited, not pinned twice (the API refuses duplicates).
  const onPin = useCallback(
    (row: RankingHistory) => {
      if (!context) return;
      const existing = contextPins.find(
        (pin) => productKey(pin.pin.Entity) === productKey(row.Product.Entity),
      );
      if (existing) editor.openEdit(existing);
      else editor.openAdd(context, row.Product);
    },
    [context, contextPins, editor],
  );

  const where = context ? contextLabel(context) : '';
  const results = context ? (
    <RankingResults
      context={context}
      data={ranking.data}
      loading={ranking.isPending}
      failure={failedLoad(ranking, pins)}
      page={view === 'global' ? undefined : page}
      onPageChange={(next) => onSearchChange({ page: next })}
      pinned={pinnedNow}
      onPin={onPin}
      label={t`Pulse ranking: ${where}`}
    />
  ) : (
    <Text c="dimmed" py="lg">
      {view === 'query'
        ? t`Choose a query to see its ranking.`
        : t`Choose a navigation attribute and value to see the ranking of that page.`}
    </Text>
  );

  return (
    <>
      <PageHeader
        title={t`Pulse`}
        description={t`Products ranked by how they are trending, with their Pulse KPIs today, their rank over the last days, and their pins.`}
        actions={
          isPageVisible(pages.pulsePins, scope.access, experimental) ? (
            <ButtonLink
              to="/merchandising/pulse/pins"
              variant="default"
              leftSection={<IconPinned size={16} />}
            >
              {t`Local pins`}
            </ButtonLink>
          ) : null
        }
      />
      <Tabs
        value={view}
        onChange={(next) => {
          const tab = tabs.find((item) => item.value === next);
          if (tab) onSearchChange({ view: tab.value, page: undefined });
        }}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value}>
            <Stack>
              {view === 'global' ? (
                <TopControl top={top} onChange={(next) => onSearchChange({ top: next })} />
              ) : view === 'query' ? (
                <QueryControl
                  key={search.query ?? ''}
                  query={search.query ?? ''}
                  onChange={(query) => onSearchChange({ query, page: undefined })}
                />
              ) : (
                <NavigationControl
                  key={`${search.attribute ?? ''}=${search.value ?? ''}`}
                  attribute={search.attribute ?? ''}
                  value={search.value ?? ''}
                  onChange={({ attribute, value }) => onSearchChange({ attribute, value, page: undefined })}
                />
              )}
              {results}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      {editor.modal}
    </>
  );
}
