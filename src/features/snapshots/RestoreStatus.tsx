import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { JobProgress } from '@/bulk/jobs/JobProgress';
import { useJob } from '@/bulk/jobs/use-jobs';
import type { TypedRule } from '@/bulk/rule-set/rule-set-target';
import { compareRules } from '@/rules/compare';
import { readRuleSet, rulesOf } from '@/rules/read';
import { ruleTypes } from '@/rules/registry';
import type { RuleScope } from '@/rules/rule-set';
import type { RuleTypeId } from '@/rules/rule-type';
import { typeName } from './type-names';

/** A restore's progress, and when it is done every conflict with both versions of the rule. */
export function RestoreStatus({ jobId, scope }: { jobId: string; scope: RuleScope }) {
  // A job's results fill one array in place as rows finish: a memoised filter of it would stay empty.
  'use no memo';
  const job = useJob(jobId);
  if (!job) return null;
  const conflicts = job.def.rows.filter((_, index) => job.results[index]?.outcome === 'conflict');
  return (
    <Stack gap="sm">
      <JobProgress job={job} />
      {job.state === 'finished' && conflicts.length > 0 ? (
        <Conflicts
          rows={conflicts as { key: string; before: TypedRule | null; after: TypedRule | null }[]}
          scope={scope}
        />
      ) : null}
    </Stack>
  );
}

function Conflicts({
  rows,
  scope,
}: {
  rows: { key: string; before: TypedRule | null; after: TypedRule | null }[];
  scope: RuleScope;
}) {
  const { t, i18n } = useLingui();
  const types = [...new Set(rows.map((row) => (row.after ?? row.before)!.type))];
  const live = useQuery({
    queryKey: ['snapshots', 'conflicts', scope, rows.map((row) => row.key)],
    queryFn: () => readRuleSet(scope, types),
  });
  return (
    <Alert color="orange" title={t`Changed since the comparison: not restored`}>
      <Text size="sm" mb="xs">
        <Trans>
          These rules were changed by someone else after the comparison. They were left as they are now;
          compare again to decide.
        </Trans>
      </Text>
      <Table.ScrollContainer minWidth={480}>
        <Table aria-label={t`Conflicts`} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Rule`}</Table.Th>
              <Table.Th>{t`At the comparison`}</Table.Th>
              <Table.Th>{t`Now`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const type = (row.after ?? row.before)!.type as RuleTypeId;
              const rules = ruleTypes[type];
              const key = row.key.slice(type.length + 1);
              const now = live.data
                ? (rulesOf(live.data, type) ?? []).find((rule) => rules.key(rule) === key)
                : undefined;
              const then = row.before?.rule;
              const describe = (rule: unknown) =>
                rule === undefined || rule === null
                  ? t`(none)`
                  : rules
                      .fields(rule)
                      .map((field) => `${field.name}: ${field.value}`)
                      .join(' · ');
              const changed =
                then && now ? (compareRules(type, [then], [now]).differences[0]?.fields ?? []) : [];
              return (
                <Table.Tr key={row.key}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {rules.label((row.after ?? row.before)!.rule)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {typeName(i18n, type)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs">{describe(then)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs">
                      {live.isPending
                        ? t`Loading...`
                        : changed.length > 0
                          ? changed.map((f) => `${f.name}: ${f.to}`).join(' · ')
                          : describe(now)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Alert>
  );
}
