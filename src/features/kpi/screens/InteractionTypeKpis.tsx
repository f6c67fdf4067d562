import { useLingui } from '@lingui/react/macro';
import { Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import type { InteractionTypeKpiResults } from '@/api/generated/model';
import { MetricInfo } from '../cards/MetricInfo';
import { interactionTypeLabels, interactionTypeName, type InteractionTypeName } from '../model/kpi-types';
import { metricIds, metrics } from '../model/metrics';
import { LightTable, LightTd, LightTh, LightTr } from '@/components/LightTable';
import { useScopeCurrency } from '@/scope/portal-scope';

const highlight = 'var(--mantine-color-indigo-light)';

interface InteractionTypeKpisProps {
  results: InteractionTypeKpiResults[] | undefined;
  /** The interaction type chosen in the filter: its column is highlighted. */
  chosen: InteractionTypeName;
  failed?: boolean;
}

/** One request's KPIs for every interaction type side by side (Kpi/GetAllInteractionTypesMainKpis). */
export function InteractionTypeKpis({ results, chosen, failed = false }: InteractionTypeKpisProps) {
  const { t, i18n } = useLingui();
  const currency = useScopeCurrency();
  const title = t`KPIs per interaction type`;
  return (
    <Paper withBorder radius="md" p="md" mb="lg">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {results === undefined && failed ? (
        <Text c="dimmed" ta="center" py="xl">
          {t`The KPIs could not be loaded.`}
        </Text>
      ) : results === undefined ? (
        <Skeleton height={230} radius="sm" />
      ) : (
        // Mantine's Table would bring ScrollArea into the inspect pages' first screen (issue 14).
        <LightTable
          label={title}
          minWidth={560}
          head={
            <LightTr>
              <LightTh>{t`KPI`}</LightTh>
              {results.map((result) => {
                const name = interactionTypeName(result.InteractionType);
                return (
                  <LightTh
                    key={result.InteractionType}
                    style={{ textAlign: 'right', background: name === chosen ? highlight : undefined }}
                    aria-current={name === chosen ? 'true' : undefined}
                  >
                    {i18n._(interactionTypeLabels[name])}
                  </LightTh>
                );
              })}
            </LightTr>
          }
        >
          {metricIds.map((id) => {
            const metric = metrics[id];
            return (
              <LightTr key={id}>
                <LightTh scope="row" style={{ fontWeight: 500 }}>
                  <Group gap={4} wrap="nowrap">
                    <Text size="sm">{i18n._(metric.label)}</Text>
                    <MetricInfo metric={metric} />
                  </Group>
                </LightTh>
                {results.map((result) => (
                  <LightTd
                    key={result.InteractionType}
                    style={{
                      textAlign: 'right',
                      background:
                        interactionTypeName(result.InteractionType) === chosen ? highlight : undefined,
                      fontVariantNumeric: 'tabular-nums',
                    }}
                  >
                    {metric.format(metric.fromTotals(result), i18n.locale, currency)}
                  </LightTd>
                ))}
              </LightTr>
            );
          })}
        </LightTable>
      )}
    </Paper>
  );
}
