import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { isReloadWarning, reloadStatusText } from '@/components/reload-status';
import { sortRows, VirtualTable, type Column, type SortState } from '@/components/VirtualTable';
import type { ReloadStatus } from '@/api/generated/model';
import { formatNumber } from '@/lib/format';
import type { ApplyOutcome } from './apply';
import { worstReloadStatus } from './diff';
import { positionHeader } from './positions';
import type { PositionKind } from './types';

interface Props {
  outcomes: readonly ApplyOutcome[];
  positionKind: PositionKind;
  /** Rows of the preview that were not part of the run: errors in the file, unchanged, changes left out. */
  leftOut: { invalid: number; unchanged: number; changes: number };
}

/** Mantine's light alert titles are too pale for axe's contrast check; the icon and colour still say which kind. */
function title(text: ReactNode) {
  return (
    <Text span fw={700} size="sm" c="var(--mantine-color-text)">
      {text}
    </Text>
  );
}

/** After applying: how many rows went through, which failed and why, which were not attempted. */
export function ApplySummary({ outcomes, positionKind, leftOut }: Props) {
  const { t, i18n } = useLingui();
  const [sort, setSort] = useState<SortState | null>({ column: 'position', direction: 'asc' });
  // One pass over the rows for every count.
  const counts = { applied: 0, unchanged: 0, conflict: 0, failed: 0, 'not-attempted': 0 };
  const statuses = new Set<ReloadStatus>();
  for (const o of outcomes) {
    counts[o.result] += 1;
    if (o.result === 'applied' && o.reloadStatus !== undefined) statuses.add(o.reloadStatus as ReloadStatus);
  }
  const failed = { length: counts.failed };
  const skipped = { length: counts['not-attempted'] };
  const appliedText = formatNumber(counts.applied, i18n.locale);
  const worst = worstReloadStatus([...statuses]);
  const problems = useMemo(
    () => outcomes.filter((o) => o.result !== 'applied' && o.result !== 'unchanged'),
    [outcomes],
  );

  const columns = useMemo<Column<ApplyOutcome>[]>(
    () => [
      {
        id: 'position',
        header: positionHeader(positionKind),
        width: 80,
        sortValue: (o) => o.row.position,
        render: (o) => o.row.position,
      },
      {
        id: 'rule',
        header: t`Rule`,
        width: '30%',
        sortValue: (o) => o.row.label,
        render: (o) => (
          <Text size="sm" fw={600} truncate="end">
            {o.row.label}
          </Text>
        ),
      },
      {
        id: 'reason',
        header: t`Reason`,
        render: (o) => (
          <Text
            size="sm"
            c={
              o.result === 'failed'
                ? 'var(--portal-text-bad)'
                : o.result === 'conflict'
                  ? 'var(--portal-text-warn)'
                  : 'dimmed'
            }
            lineClamp={2}
          >
            {o.result === 'not-attempted' ? t`Not attempted: stopped before this row.` : o.error}
          </Text>
        ),
      },
    ],
    [t, positionKind],
  );

  const ok = failed.length === 0 && skipped.length === 0 && counts.conflict === 0;
  return (
    <Stack gap="sm">
      <Alert
        color={ok ? 'teal' : 'red'}
        variant="light"
        icon={ok ? <IconCircleCheck /> : <IconAlertTriangle />}
        title={title(
          <Plural
            value={outcomes.length}
            one={`${appliedText} of # row applied`}
            other={`${appliedText} of # rows applied`}
          />,
        )}
        role="status"
      >
        {failed.length > 0 ? (
          <Text size="sm">
            <Plural
              value={failed.length}
              one="# row failed and was not changed; see the reasons below."
              other="# rows failed and were not changed; see the reasons below."
            />
          </Text>
        ) : null}
        {counts.conflict > 0 ? (
          <Text size="sm">
            <Plural
              value={counts.conflict}
              one="# rule was changed by someone else meanwhile and left as it is."
              other="# rules were changed by someone else meanwhile and left as they are."
            />
          </Text>
        ) : null}
        {counts.unchanged > 0 ? (
          <Text size="sm">
            <Plural
              value={counts.unchanged}
              one="# row was already as in the file when it was written."
              other="# rows were already as in the file when they were written."
            />
          </Text>
        ) : null}
        {skipped.length > 0 ? (
          <Text size="sm">
            <Plural
              value={skipped.length}
              one="# row was not attempted because you stopped."
              other="# rows were not attempted because you stopped."
            />
          </Text>
        ) : null}
        {ok ? (
          <Text size="sm">
            <Trans>Every row was applied.</Trans>
          </Text>
        ) : null}
        {leftOut.invalid > 0 ? (
          <Text size="sm">
            <Plural
              value={leftOut.invalid}
              one="# row with errors was left out."
              other="# rows with errors were left out."
            />
          </Text>
        ) : null}
        {leftOut.changes > 0 ? (
          <Text size="sm">
            <Plural
              value={leftOut.changes}
              one="# change to an existing rule was left out, as you chose."
              other="# changes to existing rules were left out, as you chose."
            />
          </Text>
        ) : null}
        {leftOut.unchanged > 0 ? (
          <Text size="sm">
            <Plural
              value={leftOut.unchanged}
              one="# row was already in place and left alone."
              other="# rows were already in place and left alone."
            />
          </Text>
        ) : null}
      </Alert>
      {worst !== null ? (
        <Alert
          color={isReloadWarning(worst) ? 'yellow' : 'blue'}
          variant="light"
          title={title(t`Engine reload`)}
          icon={isReloadWarning(worst) ? <IconAlertTriangle /> : undefined}
        >
          {reloadStatusText(worst)}
        </Alert>
      ) : null}
      {problems.length > 0 ? (
        <VirtualTable
          label={t`Rows not applied`}
          rows={sortRows(problems, columns, sort)}
          columns={columns}
          rowKey={(o) => String(o.row.position)}
          sort={sort}
          onSortChange={setSort}
          height={Math.min(300, 60 + problems.length * 52)}
        />
      ) : null}
    </Stack>
  );
}
