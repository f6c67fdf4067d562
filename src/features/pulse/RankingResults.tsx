import type { FailedLoad } from '@/api/load-state';
import { LoadFailure } from '@/components/LoadFailure';
import { useLingui } from '@lingui/react/macro';
import { Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import type { PulseRankingsResponse, RankingHistory } from '@/api/generated/model';
import { formatNumber } from '@/lib/format';
import type { PinContext } from './pin-context';
import { rankingPageSize } from './pulse-search';
import { RankingTable } from './RankingTable';

interface Props {
  context: PinContext;
  data: PulseRankingsResponse | undefined;
  /** The ranking or the pins could not be loaded: said in place, with a way to try again. */
  failure: FailedLoad | null;
  loading: boolean;
  /** Paged rankings (per query, per navigation) show where the page lies and a pager. */
  page?: number;
  onPageChange?: (page: number) => void;
  pinned: ReadonlySet<string>;
  onPin: (row: RankingHistory) => void;
  label: string;
}

export function RankingResults({
  context,
  data,
  loading,
  failure,
  page,
  onPageChange,
  pinned,
  onPin,
  label,
}: Props) {
  const { t, i18n } = useLingui();
  if (failure) return <LoadFailure error={failure.error} onRetry={failure.retry} />;
  if (loading || !data) return <Skeleton height={320} radius="md" />;
  const total = formatNumber(data.TotalItems, i18n.locale);
  const shown = data.PulseRankings.length;
  let summary: string;
  if (page === undefined) summary = t`Top ${shown} of ${total} ranked products`;
  else if (shown === 0) summary = t`No ranked products on this page (${total} in total)`;
  else {
    const from = formatNumber((page - 1) * rankingPageSize + 1, i18n.locale);
    const to = formatNumber((page - 1) * rankingPageSize + shown, i18n.locale);
    summary = t`Products ${from}–${to} of ${total}`;
  }
  const pages = Math.ceil(data.TotalItems / rankingPageSize);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {summary}
      </Text>
      <RankingTable
        label={label}
        rows={data.PulseRankings}
        context={context}
        pinned={pinned}
        onPin={onPin}
        empty={t`This ranking has no products.`}
      />
      {page !== undefined && onPageChange && pages > 1 ? (
        <Group justify="center">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPageChange}
            getItemProps={(n) => ({ 'aria-label': t`Page ${n}` })}
            getControlProps={(control) =>
              control === 'next'
                ? { 'aria-label': t`Next page` }
                : control === 'previous'
                  ? { 'aria-label': t`Previous page` }
                  : {}
            }
            aria-label={t`Pages of the ranking`}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
