import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconRefresh, IconTool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Access } from '@/api/generated/model';
import { PageHeader } from '@/components/PageHeader';
import { formatNumber } from '@/lib/format';
import type { WeightedFinding } from '@/rules/health/traffic-weight';
import type { CheckId, CheckResult, Severity } from '@/rules/health/types';
import type { ReadProgress } from '../data/run-scope-health';
import { CheckStatus } from './CheckStatus';
import { FindingsSection } from './FindingsSection';

const severities: readonly Severity[] = ['error', 'warning', 'info'];

export interface RuleHealthViewProps {
  checks: readonly CheckId[];
  results: ReadonlyMap<CheckId, CheckResult>;
  findings: readonly WeightedFinding[];
  trafficProgress: ReadProgress | null;
  dormancyProgress: ReadProgress | null;
  finished: boolean;
  error: Error | null;
  access: Access | null;
  experimental: boolean;
  currency: string | null;
  siblingPicker: ReactNode;
  canFix: (finding: WeightedFinding) => boolean;
  onFix: (finding: WeightedFinding) => void;
  onFixAll: (findings: WeightedFinding[]) => void;
  fixing: ReadonlySet<string>;
  onRecheck: () => void;
}

/** The rule-health page as props → UI: the checks' status, then the findings by severity. */
export function RuleHealthView(props: RuleHealthViewProps) {
  const { i18n, t } = useLingui();
  const { results, findings, finished, error, checks } = props;
  const checksDone = checks.every((check) => check === 'dormant' || results.has(check));
  const trafficPending =
    props.trafficProgress === null || props.trafficProgress.done < props.trafficProgress.total;
  const fixable = findings.filter(props.canFix);
  const fixableCount = formatNumber(fixable.length, i18n.locale);
  return (
    <Stack gap="lg">
      <PageHeader
        title={<Trans>Rule health</Trans>}
        description={t`Checks every rule of this scope for mistakes that cost shoppers results, across rule types and sibling shops, weighted by the traffic they touch.`}
        actions={
          <>
            {fixable.length > 1 ? (
              <Button
                variant="light"
                leftSection={<IconTool size={16} />}
                onClick={() => props.onFixAll(fixable)}
                disabled={props.fixing.size > 0}
              >
                <Trans>Fix {fixableCount} findings</Trans>
              </Button>
            ) : null}
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              onClick={props.onRecheck}
              loading={!finished}
            >
              <Trans>Check again</Trans>
            </Button>
          </>
        }
      />
      {props.siblingPicker}
      <CheckStatus
        checks={checks}
        results={results}
        dormancyProgress={props.dormancyProgress}
        finished={finished}
        onRetry={props.onRecheck}
      />
      {error ? (
        <Alert color="red" variant="light" title={<Trans>The rules could not be checked</Trans>}>
          {error.message}
        </Alert>
      ) : null}
      {findings.length === 0 && !checksDone && !error ? (
        <Stack gap="sm" aria-busy="true" aria-label={t`Loading findings`}>
          <Skeleton height={96} radius="md" />
          <Skeleton height={96} radius="md" />
        </Stack>
      ) : null}
      {findings.length === 0 && checksDone && !error ? (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck size={18} />}
          title={<Trans>No findings</Trans>}
        >
          <Text size="sm">
            {finished ? (
              <Trans>The checked rules of this scope show none of the known mistakes.</Trans>
            ) : (
              <Trans>No findings so far; the dormancy check is still reading searches.</Trans>
            )}
          </Text>
        </Alert>
      ) : null}
      {severities.map((severity) => {
        const list = findings.filter((finding) => finding.severity === severity);
        return list.length > 0 ? (
          <FindingsSection
            key={severity}
            severity={severity}
            findings={list}
            access={props.access}
            experimental={props.experimental}
            currency={props.currency}
            trafficPending={trafficPending}
            canFix={props.canFix}
            onFix={props.onFix}
            fixing={props.fixing}
          />
        ) : null;
      })}
    </Stack>
  );
}
