import type { FailedLoad } from '@/api/load-state';
import { LoadFailure } from '@/components/LoadFailure';
import { useLingui } from '@lingui/react/macro';
import { Group, Paper, Skeleton, Table, Text, Title } from '@mantine/core';
import type { InteractionTypeKpiResults } from '@/api/generated/model';
import { MetricInfo } from '../cards/MetricInfo';
import { interactionTypeLabels, interactionTypeName, type InteractionTypeName } from '../model/kpi-types';
import { metricIds, metrics } from '../model/metrics';
import { useScopeCurrency } from '@/scope/portal-scope';

const highlight = 'var(--mantine-color-indigo-light)';

interface InteractionTypeKpisProps {
  results: InteractionTypeKpiResults[] | undefined;
  /** The interaction type chosen in the filter: its column is highlighted. */
  chosen: InteractionTypeName;
  /** The load failed with nothing to show: said in place, with a way to try again. */
  failure?: FailedLoad | null;
}

/** One request's KPIs for every interaction type side by side (Kpi/GetAllInteractionTypesMainKpis). */
export function InteractionTypeKpis({ results, chosen, failure = null }: InteractionTypeKpisProps) {
  const { t, i18n } = useLingui();
  const currency = useScopeCurrency();
  const title = t`KPIs per interaction type`;
  return (
    <Paper withBorder radius="md" p="md" mb="lg">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {results === undefined && failure ? (
        <LoadFailure error={failure.error} onRetry={failure.retry} />
      ) : results === undefined ? (
        <Skeleton height={230} radius="sm" />
      ) : (
        <Table.ScrollContainer minWidth={560} type="native">
          <Table striped highlightOnHover verticalSpacing="xs" aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`KPI`}</Table.Th>
                {results.map((result) => {
                  const name = interactionTypeName(result.InteractionType);
                  return (
                    <Table.Th
                      key={result.InteractionType}
                      style={{ textAlign: 'right', background: name === chosen ? highlight : undefined }}
                      aria-current={name === chosen ? 'true' : undefined}
                    >
                      {i18n._(interactionTypeLabels[name])}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {metricIds.map((id) => {
                const metric = metrics[id];
                return (
                  <Table.Tr key={id}>
                    <Table.Th scope="row" style={{ fontWeight: 500 }}>
                      <Group gap={4} wrap="nowrap">
                        <Text size="sm">{i18n._(metric.label)}</Text>
                        <MetricInfo metric={metric} />
                      </Group>
                    </Table.Th>
                    {results.map((result) => (
                      <Table.Td
                        key={result.InteractionType}
                        style={{
                          textAlign: 'right',
                          background:
                            interactionTypeName(result.InteractionType) === chosen ? highlight : undefined,
                          fontVariantNumeric: 'tabular-nums',
                        }}
                      >
                        {metric.format(metric.fromTotals(result), i18n.locale, currency)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
