import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { Access } from '@/api/generated/model';
import { formatNumber } from '@/lib/format';
import type { WeightedFinding } from '@/rules/health/traffic-weight';
import type { Severity } from '@/rules/health/types';
import { FindingCard } from './FindingCard';
import { severityName } from '@/components/rule-health/finding-texts';

/** Findings shown per step: a scope can have tens of thousands; the most searched come first. */
const PAGE = 25;

export interface FindingsSectionProps {
  severity: Severity;
  findings: readonly WeightedFinding[];
  access: Access | null;
  experimental: boolean;
  currency: string | null;
  trafficPending: boolean;
  canFix: (finding: WeightedFinding) => boolean;
  onFix: (finding: WeightedFinding) => void;
  fixing: ReadonlySet<string>;
}

/** The findings of one severity, most traffic first, a page at a time. */
export function FindingsSection({
  severity,
  findings,
  canFix,
  onFix,
  fixing,
  ...card
}: FindingsSectionProps) {
  const { i18n } = useLingui();
  const [shown, setShown] = useState(PAGE);
  const headingId = `rule-health-${severity}`;
  const count = formatNumber(findings.length, i18n.locale);
  const more = Math.min(PAGE, findings.length - shown);
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {severityName(severity)} ({count})
      </Title>
      {findings.slice(0, shown).map((finding) => (
        <FindingCard
          key={finding.id}
          finding={finding}
          onFix={canFix(finding) ? onFix : undefined}
          fixing={fixing.has(finding.id)}
          {...card}
        />
      ))}
      {more > 0 ? (
        <Group>
          <Button variant="default" size="compact-sm" onClick={() => setShown(shown + PAGE)}>
            <Trans>Show {more} more</Trans>
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
