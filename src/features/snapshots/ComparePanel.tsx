import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { applyChanges, type RuleSetChange } from '@/bulk/rule-set/apply-changes';
import { formatDateTime, formatNumber } from '@/lib/format';
import { countDifferences, type RuleDifference } from '@/rules/compare';
import { allowedRuleTypes } from '@/rules/registry';
import type { SnapshotMeta } from '@/rules/snapshots/snapshot';
import { keepSnapshotBeforeChange } from '@/rules/snapshots/auto-snapshot';
import type { ScopeOption } from '@/scope/resolution';
import { scopeOfOption, sideId, type CompareSide } from './compare-sides';
import { DifferencesTable, differenceId } from './DifferencesTable';
import { RestoreStatus } from './RestoreStatus';
import { snapshotName } from './snapshot-name';
import { typeName } from './type-names';
import { useComparison } from './use-comparison';

export interface ComparePanelProps {
  user: string;
  snapshots: readonly SnapshotMeta[];
  /** The current scope first, then the other scopes the user may access. */
  scopes: readonly ScopeOption[];
  /** Set by "Compare with live" in the list: compare this snapshot with the current scope. */
  request: { snapshot: SnapshotMeta; at: number } | null;
  onSnapshotTaken: () => void;
}

/** Compare any two of: a snapshot, the live rules of this scope, the live rules of another scope; restore or copy. */
export function ComparePanel({ user, snapshots, scopes, request, onSnapshotTaken }: ComparePanelProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const sides = useMemo<CompareSide[]>(
    () => [
      ...scopes.map((scope): CompareSide => ({ kind: 'live', scope })),
      ...snapshots.map((snapshot): CompareSide => ({ kind: 'snapshot', snapshot })),
    ],
    [scopes, snapshots],
  );
  const sideName = (side: CompareSide) =>
    side.kind === 'live'
      ? t`Live: ${side.scope.customerName} / ${side.scope.storefrontName} / ${side.scope.languageCode}`
      : snapshotName(i18n, side.snapshot);
  // Until the user picks, the newest snapshot against live: the list may arrive after the first render.
  // Without snapshots, this scope's live rules against the next scope's.
  const [pickedSource, setSourceId] = useState<string | null>(null);
  const [pickedTarget, setTargetId] = useState<string | null>(null);
  const firstSnapshot = sides.find((side) => side.kind === 'snapshot');
  const defaultSource = firstSnapshot ?? sides[0];
  const defaultTarget = firstSnapshot ? sides[0] : sides[1];
  const sourceId = pickedSource ?? (defaultSource ? sideId(defaultSource) : null);
  const targetId = pickedTarget ?? (defaultTarget ? sideId(defaultTarget) : null);
  const { comparison, running, error, compare } = useComparison();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  const find = (id: string | null) => sides.find((side) => sideId(side) === id) ?? null;
  const source = find(sourceId);
  const target = find(targetId);

  useEffect(() => {
    if (!request || !scopes[0]) return;
    const wanted: CompareSide = { kind: 'snapshot', snapshot: request.snapshot };
    const live: CompareSide = { kind: 'live', scope: scopes[0] };
    setSourceId(sideId(wanted));
    setTargetId(sideId(live));
    setSelected(new Set());
    void compare(wanted, live);
  }, [request, scopes, compare]);

  const differences = useMemo(
    () => comparison?.types.flatMap((type) => type.differences) ?? [],
    [comparison],
  );
  const counts = comparison ? countDifferences(comparison.types) : null;
  const targetScope = comparison?.target.kind === 'live' ? comparison.target.scope : null;
  const sourceIsLive = comparison?.source.kind === 'live';
  const canWrite =
    targetScope !== null && comparison !== null && sideId(comparison.source) !== sideId(comparison.target);

  const run = async (chosen: readonly RuleDifference[], title: string) => {
    if (!targetScope || chosen.length === 0) return;
    setStarting(true);
    try {
      const scope = scopeOfOption(targetScope);
      // A restore is itself a change: the state before it is kept, so it can be restored too.
      await keepSnapshotBeforeChange(scope, allowedRuleTypes(targetScope.access), user);
      onSnapshotTaken();
      const changes: RuleSetChange[] = chosen.map((d) => ({ type: d.type, before: d.from, after: d.to }));
      setJobId(await applyChanges(scope, changes, { title }, queryClient));
    } finally {
      setStarting(false);
    }
  };
  const chosen = differences.filter((d) => selected.has(differenceId(d)));
  const n = (value: number) => formatNumber(value, i18n.locale);
  const sourceName = comparison ? sideName(comparison.source) : '';
  const targetName = comparison ? sideName(comparison.target) : '';
  const options = sides.map((side) => ({ value: sideId(side), label: sideName(side) }));

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        <Trans>Compare</Trans>
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t`Compare`}
          placeholder={t`Pick a snapshot or a scope`}
          data={options}
          value={sourceId}
          onChange={setSourceId}
          w={{ base: '100%', xs: 320 }}
          allowDeselect={false}
        />
        <Select
          label={t`with`}
          placeholder={t`Pick a snapshot or a scope`}
          data={options}
          value={targetId}
          onChange={setTargetId}
          w={{ base: '100%', xs: 320 }}
          allowDeselect={false}
        />
        <Button
          onClick={() => {
            if (!source || !target) return;
            setSelected(new Set());
            setJobId(null);
            void compare(source, target);
          }}
          disabled={!source || !target || running}
        >
          <Trans>Compare</Trans>
        </Button>
        {running ? <Loader size="sm" aria-label={t`Comparing...`} /> : null}
      </Group>
      {error ? (
        <Alert color="red" title={t`The comparison failed`}>
          {error instanceof Error ? error.message : String(error)}
        </Alert>
      ) : null}
      {comparison && counts ? (
        <Stack gap="sm">
          <Text size="sm">
            <Trans>
              Compared at {formatDateTime(new Date(comparison.comparedAt).toISOString(), i18n.locale)}:{' '}
              {n(counts.added)} only in the first, {n(counts.removed)} only in the second, {n(counts.changed)}{' '}
              changed, {n(counts.unchanged)} the same.
            </Trans>
          </Text>
          <Table.ScrollContainer minWidth={480}>
            <Table aria-label={t`Differences per type`} verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Rule type`}</Table.Th>
                  <Table.Th>{t`Only in the first`}</Table.Th>
                  <Table.Th>{t`Only in the second`}</Table.Th>
                  <Table.Th>{t`Changed`}</Table.Th>
                  <Table.Th>{t`Same`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {comparison.types.map((type) => {
                  const c = countDifferences([type]);
                  return (
                    <Table.Tr key={type.type}>
                      <Table.Td>{typeName(i18n, type.type)}</Table.Td>
                      <Table.Td>{n(c.added)}</Table.Td>
                      <Table.Td>{n(c.removed)}</Table.Td>
                      <Table.Td>{n(c.changed)}</Table.Td>
                      <Table.Td>{n(c.unchanged)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {canWrite ? (
            <Group gap="sm" wrap="wrap">
              <Button
                disabled={chosen.length === 0 || starting}
                onClick={() => void run(chosen, t`Restore ${n(chosen.length)} rules in ${targetName}`)}
              >
                <Trans>Restore selected ({n(chosen.length)})</Trans>
              </Button>
              <Button
                variant="light"
                disabled={differences.length === 0 || starting}
                onClick={() =>
                  void run(differences, t`Restore ${n(differences.length)} rules in ${targetName}`)
                }
              >
                <Trans>Restore all ({n(differences.length)})</Trans>
              </Button>
              {sourceIsLive ? (
                <Button
                  variant="default"
                  disabled={starting}
                  onClick={() =>
                    void run(
                      differences.filter((d) => d.kind !== 'removed'),
                      t`Copy whole scope to ${targetName}`,
                    )
                  }
                >
                  <Trans>Copy whole scope (every type) to the second</Trans>
                </Button>
              ) : null}
            </Group>
          ) : null}
          {jobId && targetScope ? <RestoreStatus jobId={jobId} scope={scopeOfOption(targetScope)} /> : null}
          <DifferencesTable
            differences={differences}
            types={comparison.types.map((type) => type.type)}
            sourceName={sourceName}
            targetName={targetName}
            selected={selected}
            selectable={canWrite}
            onSelect={(ids, on) =>
              setSelected((previous) => {
                const next = new Set(previous);
                for (const id of ids) {
                  if (on) next.add(id);
                  else next.delete(id);
                }
                return next;
              })
            }
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
