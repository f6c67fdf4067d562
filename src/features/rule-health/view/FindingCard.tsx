import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { memo } from 'react';
import type { Access } from '@/api/generated/model';
import { formatCurrency, formatNumber } from '@/lib/format';
import type { WeightedFinding } from '@/rules/health/traffic-weight';
import { checkName, findingTitle, whyItMatters } from '@/components/rule-health/finding-texts';
import { fixLabel } from './fix-texts';
import { RuleLink } from '@/components/rule-health/RuleLink';

export interface FindingCardProps {
  finding: WeightedFinding;
  access: Access | null;
  experimental: boolean;
  currency: string | null;
  /** Traffic figures are still being read for this finding's queries. */
  trafficPending: boolean;
  /** Present when the finding's fix can be applied here. */
  onFix?: (finding: WeightedFinding) => void;
  fixing: boolean;
}

/** One finding: what it is, why it matters, the rules involved (linked), its traffic and its fix. */
export const FindingCard = memo(function FindingCard({
  finding,
  access,
  experimental,
  currency,
  trafficPending,
  onFix,
  fixing,
}: FindingCardProps) {
  const { i18n, t } = useLingui();
  const title = findingTitle(finding);
  const searches = formatNumber(finding.traffic.searches, i18n.locale);
  const revenue = formatCurrency(finding.traffic.revenue, i18n.locale, currency);
  const hasQueries = finding.queries.length > 0;
  return (
    <Card withBorder padding="sm" radius="md" component="article" aria-label={title}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere', flex: '1 1 16rem' }}>
            {title}
          </Text>
          <Badge variant="light" color="gray" size="sm">
            {checkName(finding.check)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {whyItMatters(finding)}
        </Text>
        <Group gap="xs" wrap="wrap" aria-label={t`Rules involved`} role="list">
          {finding.rules.map((rule, index) => (
            <span role="listitem" key={index} style={{ overflowWrap: 'anywhere' }}>
              <RuleLink rule={rule} access={access} experimental={experimental} />
            </span>
          ))}
        </Group>
        <Group justify="space-between" align="center" gap="xs" wrap="wrap">
          <Text size="sm">
            {!hasQueries ? (
              <Trans>No query traffic (applies without a query)</Trans>
            ) : trafficPending && finding.traffic.unknownQueries > 0 ? (
              <Trans>Traffic of the last 30 days is being read…</Trans>
            ) : (
              <Trans>
                Last 30 days: {searches} searches, {revenue} revenue
              </Trans>
            )}
          </Text>
          {onFix && finding.fix ? (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconTool size={14} />}
              loading={fixing}
              onClick={() => onFix(finding)}
              aria-label={`${fixLabel(finding.fix)}: ${title}`}
            >
              {fixLabel(finding.fix)}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
});
