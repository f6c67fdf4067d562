import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { Column } from '@/components/VirtualTable';
import { formatNumber, formatPercent, numberFormat } from '@/lib/format';
import type { SuggestionRow } from './suggestion-rows';

interface ColumnActions {
  onAccept: (row: SuggestionRow) => void;
  onDismiss: (row: SuggestionRow) => void;
  /** The row being saved. */
  saving: string | null;
}

const numeric = { style: { fontVariantNumeric: 'tabular-nums' } } as const;

export function useSuggestionColumns({
  onAccept,
  onDismiss,
  saving,
}: ColumnActions): Column<SuggestionRow>[] {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  return useMemo<Column<SuggestionRow>[]>(
    () => [
      {
        id: 'original',
        header: t`Search query`,
        width: '20%',
        sortValue: (row) => row.OriginalQuery,
        render: (row) => {
          const volume = formatNumber(row.OriginalQueryPopularity, locale);
          const ir = formatPercent(row.OriginalQueryIr, locale, 1);
          return (
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate="end">
                {row.OriginalQuery}
              </Text>
              <Text size="xs" c="dimmed" truncate="end">{t`${volume} searches · IR ${ir}`}</Text>
            </Stack>
          );
        },
      },
      {
        id: 'refinement',
        header: t`Suggested synonym`,
        width: '20%',
        sortValue: (row) => row.RefinementQuery,
        render: (row) => {
          const volume = formatNumber(row.RefinementPopularity, locale);
          return (
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate="end">
                {row.RefinementQuery}
              </Text>
              <Text size="xs" c="dimmed" truncate="end">{t`${volume} searches`}</Text>
            </Stack>
          );
        },
      },
      {
        id: 'sessions',
        width: 104,
        header: t`Sessions`,
        align: 'right',
        sortValue: (row) => row.RefinementSessionCount,
        render: (row) => (
          <Text size="sm" {...numeric}>
            {formatNumber(row.RefinementSessionCount, locale)}
          </Text>
        ),
      },
      {
        id: 'rate',
        width: 124,
        header: t`Refinement rate`,
        align: 'right',
        sortValue: (row) => row.RefinementRate,
        render: (row) => (
          <Text size="sm" {...numeric}>
            {formatPercent(row.RefinementRate, locale, 1)}
          </Text>
        ),
      },
      {
        id: 'refinedIr',
        width: 112,
        header: t`Refined IR`,
        align: 'right',
        sortValue: (row) => row.RefinedIr,
        render: (row) => (
          <Text size="sm" {...numeric}>
            {formatPercent(row.RefinedIr, locale, 1)}
          </Text>
        ),
      },
      {
        id: 'ratio',
        width: 96,
        header: t`IR ratio`,
        align: 'right',
        sortValue: (row) => row.RefinedToOriginalIr,
        render: (row) => (
          <Text
            size="sm"
            fw={row.RefinedToOriginalIr > 1 ? 600 : undefined}
            c={row.RefinedToOriginalIr > 1 ? 'var(--portal-text-good)' : undefined}
            {...numeric}
          >
            {`×${numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(row.RefinedToOriginalIr)}`}
          </Text>
        ),
      },
      {
        id: 'actions',
        header: t`Actions`,
        // Room for 'Accept' and the dismiss button in German too; the numbers take pixel widths so the
        // table fits beside the sidebar at 1440 px instead of scrolling the actions out of view.
        width: 220,
        render: (row) => {
          const pair = `${row.OriginalQuery} → ${row.RefinementQuery}`;
          return row.accepted ? (
            <Badge color="teal" variant="light" leftSection={<IconCheck size={12} aria-hidden="true" />}>
              {t`Synonym`}
            </Badge>
          ) : (
            <Group gap={6} wrap="nowrap">
              <Button
                size="xs"
                variant="light"
                leftSection={<IconCheck size={14} aria-hidden="true" />}
                onClick={() => onAccept(row)}
                loading={saving === row.key}
                disabled={saving !== null && saving !== row.key}
                aria-label={t`Accept ${pair} as synonym`}
              >
                {t`Accept`}
              </Button>
              <Tooltip label={t`Dismiss for this session`}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => onDismiss(row)}
                  aria-label={t`Dismiss ${pair}`}
                >
                  <IconX size={16} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
            </Group>
          );
        },
      },
    ],
    [t, locale, onAccept, onDismiss, saving],
  );
}
