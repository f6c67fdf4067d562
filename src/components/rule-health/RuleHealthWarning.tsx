import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { otherRules, type DraftRule } from '@/rules/health/draft-findings';
import type { Finding } from '@/rules/health/types';
import { usePortalScope } from '@/scope/portal-scope';
import { findingTitle, whyItMatters } from './finding-texts';
import { RuleLink } from './RuleLink';

interface Props {
  findings: readonly Finding[] | null;
  draft: DraftRule | null;
  id: string;
}

/**
 * In an editor, above Save: what rule health will report once the rule is saved as it stands, with
 * links to the other rules involved. A warning: saving stays allowed, the decision is the user's.
 */
export function RuleHealthWarning({ findings, draft, id }: Props) {
  const { t } = useLingui();
  const { scope, experimental } = usePortalScope();
  if (!findings || !draft || findings.length === 0) return null;
  // Mantine's orange title colour is too light on the light orange background (axe: color-contrast).
  const title = (
    <Text span fw={700} size="sm" c="var(--portal-text-warn)">
      <Trans>Saving this creates a rule-health finding</Trans>
    </Text>
  );
  return (
    <Alert
      id={id}
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={title}
      p="xs"
      role="status"
    >
      <Stack gap="xs">
        {findings.map((finding) => (
          <Stack gap={2} key={finding.id}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {findingTitle(finding)}
            </Text>
            <Text size="sm">{whyItMatters(finding)}</Text>
            <Group gap={6} wrap="wrap" align="baseline">
              <Text span size="sm">
                <Trans>Other rules:</Trans>
              </Text>
              <List size="sm" aria-label={t`Other rules involved`} listStyleType="none" spacing={0}>
                {otherRules(finding, draft).map((rule, index) => (
                  <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
                    <RuleLink rule={rule} access={scope.access} experimental={experimental} />
                  </List.Item>
                ))}
              </List>
            </Group>
          </Stack>
        ))}
      </Stack>
    </Alert>
  );
}
