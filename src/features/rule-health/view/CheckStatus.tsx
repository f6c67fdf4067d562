import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatNumber } from '@/lib/format';
import type { CheckId, CheckResult } from '@/rules/health/types';
import type { ReadProgress } from '../data/run-scope-health';
import { checkName } from '@/components/rule-health/finding-texts';

export interface CheckStatusProps {
  checks: readonly CheckId[];
  results: ReadonlyMap<CheckId, CheckResult>;
  dormancyProgress: ReadProgress | null;
  finished: boolean;
  onRetry: () => void;
}

/** A check's name may be longer than a phone's width: the badge wraps instead of cutting it off. */
const wrapping = {
  root: { height: 'auto', maxWidth: '100%', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible' },
} as const;

function StatusBadge({ check, result }: { check: CheckId; result: CheckResult | undefined }) {
  const { i18n } = useLingui();
  const name = checkName(check);
  if (!result)
    return (
      <Badge styles={wrapping} variant="outline" color="gray" leftSection={<Loader size={10} />}>
        <Trans>{name}: checking…</Trans>
      </Badge>
    );
  if (result.skipped)
    return (
      <Badge styles={wrapping} variant="outline" color="gray">
        <Trans>{name}: nothing to check</Trans>
      </Badge>
    );
  const count = formatNumber(result.findings.length, i18n.locale);
  if (result.incomplete)
    return (
      <Badge styles={wrapping} variant="light" color="yellow">
        <Trans>
          {name}: {count}, incomplete
        </Trans>
      </Badge>
    );
  return (
    <Badge styles={wrapping} variant="light" color={result.findings.length > 0 ? 'blue' : 'green'}>
      {name}: {count}
    </Badge>
  );
}

/** Which checks are done, running or incomplete; the dormancy check's reading progress and gaps. */
export function CheckStatus({ checks, results, dormancyProgress, finished, onRetry }: CheckStatusProps) {
  const { i18n, t } = useLingui();
  const n = (value: number) => formatNumber(value, i18n.locale);
  const dormant = results.get('dormant');
  const reading = dormancyProgress && !finished && dormancyProgress.done < dormancyProgress.total;
  const failed = finished && dormant?.incomplete ? dormant.incomplete.failed + dormant.incomplete.unknown : 0;
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap" aria-label={t`Checks`} role="status">
        {checks.map((check) => (
          <StatusBadge
            key={check}
            check={check}
            // Dormancy is only known once its searches are read.
            result={check === 'dormant' && !finished ? undefined : results.get(check)}
          />
        ))}
      </Group>
      {reading ? (
        <Stack gap={4}>
          <Text size="sm" id="dormancy-progress">
            <Trans>
              Dormant rules: reading the searches of the last 90 days, {n(dormancyProgress.done)} of{' '}
              {n(dormancyProgress.total)} queries
            </Trans>
          </Text>
          {/* The progressbar role is on the section, so the name goes there. */}
          <Progress.Root>
            <Progress.Section
              value={dormancyProgress.total ? (100 * dormancyProgress.done) / dormancyProgress.total : 0}
              aria-labelledby="dormancy-progress"
            />
          </Progress.Root>
        </Stack>
      ) : null}
      {failed > 0 ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={<Trans>The dormancy check is incomplete</Trans>}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              <Trans>
                The searches of {n(failed)} queries could not be read (the server failed or limited the
                requests). Their rules are not counted as without searches.
              </Trans>
            </Text>
            <Button size="compact-sm" variant="light" onClick={onRetry}>
              <Trans>Check again</Trans>
            </Button>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
