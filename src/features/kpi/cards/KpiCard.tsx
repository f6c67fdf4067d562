import { useLingui } from '@lingui/react/macro';
import { Box, Group, Paper, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MetricDefinition } from '../model/metrics';
import { ChangeBadge } from './ChangeBadge';
import { MetricInfo } from './MetricInfo';
import { useScopeCurrency } from '@/scope/portal-scope';

interface KpiCardProps {
  metric: MetricDefinition;
  value: number | undefined;
  /** The previous period's value (undefined while loading); absent: no comparison. */
  comparison?: { previous: number | undefined } | undefined;
  /** A second line under the number, e.g. the interaction count. */
  detail?: ReactNode;
  /** The call failed: say so instead of loading forever. */
  failed?: boolean;
}

/** One KPI: name, definition, the formatted number and its change against the previous period. */
export function KpiCard({ metric, value, comparison, detail, failed = false }: KpiCardProps) {
  const { t, i18n } = useLingui();
  const currency = useScopeCurrency();
  const name = i18n._(metric.label);
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={name}>
      <Group justify="space-between" wrap="nowrap" gap={4} align="flex-start">
        <Text size="sm" c="dimmed" fw={600} lh={1.25}>
          {name}
        </Text>
        <MetricInfo metric={metric} />
      </Group>
      {value === undefined && failed ? (
        <Text size="sm" c="dimmed" mt={6}>
          {t`Could not be loaded`}
        </Text>
      ) : value === undefined ? (
        <>
          <Skeleton height={30} mt={6} width="70%" />
          <Skeleton height={12} mt={10} width="90%" />
        </>
      ) : (
        <>
          <Text
            fz={24}
            fw={700}
            mt={4}
            lh={1.2}
            data-testid={`kpi-${metric.id}`}
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {metric.format(value, i18n.locale, currency)}
          </Text>
          {detail ? (
            <Text size="xs" c="dimmed" mt={2}>
              {detail}
            </Text>
          ) : null}
          {comparison ? (
            <Box mt={6} mih={20}>
              {comparison.previous === undefined ? (
                <Skeleton height={12} mt={4} width="80%" />
              ) : (
                <ChangeBadge
                  current={value}
                  previous={comparison.previous}
                  higherIsBetter={metric.higherIsBetter}
                />
              )}
            </Box>
          ) : null}
        </>
      )}
    </Paper>
  );
}
