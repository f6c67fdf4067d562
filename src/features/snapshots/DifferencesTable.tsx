import { Trans, useLingui } from '@lingui/react/macro';
import {
  Badge,
  Checkbox,
  Group,
  Pagination,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { formatNumber } from '@/lib/format';
import type { RuleDifference } from '@/rules/compare';
import type { RuleTypeId } from '@/rules/rule-type';
import { typeName } from './type-names';

const PAGE_SIZE = 50;
export const differenceId = (difference: RuleDifference) => `${difference.type}\n${difference.key}`;

export interface DifferencesTableProps {
  differences: readonly RuleDifference[];
  types: readonly RuleTypeId[];
  sourceName: string;
  targetName: string;
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], selected: boolean) => void;
  selectable: boolean;
}

/** Every difference, filterable by type, kind and text, each changed rule field by field. */
export function DifferencesTable(props: DifferencesTableProps) {
  const { differences, types, sourceName, targetName, selected, onSelect, selectable } = props;
  const { t, i18n } = useLingui();
  const [type, setType] = useState<string | null>(null);
  const [kind, setKind] = useState('all');
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const kinds = {
    added: t`Only in the first`,
    removed: t`Only in the second`,
    changed: t`Changed`,
  } as const;
  const shown = useMemo(() => {
    const needle = text.trim().toLowerCase();
    return differences.filter(
      (d) =>
        (type === null || d.type === type) &&
        (kind === 'all' || d.kind === kind) &&
        (needle === '' || d.label.toLowerCase().includes(needle)),
    );
  }, [differences, type, kind, text]);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const visible = shown.slice((Math.min(page, pages) - 1) * PAGE_SIZE, Math.min(page, pages) * PAGE_SIZE);
  const shownIds = shown.map(differenceId);
  const allShownSelected = shownIds.length > 0 && shownIds.every((id) => selected.has(id));
  const someShownSelected = shownIds.some((id) => selected.has(id));
  const n = (value: number) => formatNumber(value, i18n.locale);
  const count = n(shown.length);
  const total = n(differences.length);

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t`Rule type`}
          placeholder={t`All types`}
          clearable
          data={types.map((value) => ({ value, label: typeName(i18n, value) }))}
          value={type}
          onChange={(value) => {
            setType(value);
            setPage(1);
          }}
          w={240}
        />
        <TextInput
          label={t`Filter differences`}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setPage(1);
          }}
          w={240}
        />
      </Group>
      <SegmentedControl
        aria-label={t`Kind of difference`}
        value={kind}
        onChange={(value) => {
          setKind(value);
          setPage(1);
        }}
        data={[
          { value: 'all', label: t`All` },
          { value: 'added', label: kinds.added },
          { value: 'removed', label: kinds.removed },
          { value: 'changed', label: kinds.changed },
        ]}
        fullWidth
      />
      <Text size="sm" c="dimmed">
        <Trans>
          {count} of {total} differences shown
        </Trans>
      </Text>
      <Table.ScrollContainer minWidth={520}>
        <Table aria-label={t`Differences`} verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              {selectable ? (
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={t`Select all shown differences`}
                    checked={allShownSelected}
                    indeterminate={!allShownSelected && someShownSelected}
                    onChange={(event) => onSelect(shownIds, event.currentTarget.checked)}
                  />
                </Table.Th>
              ) : null}
              <Table.Th>{t`Rule`}</Table.Th>
              <Table.Th>{t`Difference`}</Table.Th>
              <Table.Th>{t`Fields`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.map((difference) => {
              const id = differenceId(difference);
              const label = difference.label || difference.key;
              return (
                <Table.Tr key={id}>
                  {selectable ? (
                    <Table.Td>
                      <Checkbox
                        aria-label={t`Select ${label}`}
                        checked={selected.has(id)}
                        onChange={(event) => onSelect([id], event.currentTarget.checked)}
                      />
                    </Table.Td>
                  ) : null}
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {label}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {typeName(i18n, difference.type)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      variant="light"
                      color={
                        difference.kind === 'changed'
                          ? 'yellow'
                          : difference.kind === 'added'
                            ? 'teal'
                            : 'red'
                      }
                    >
                      {kinds[difference.kind]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <FieldChanges difference={difference} sourceName={sourceName} targetName={targetName} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={setPage}
          aria-label={t`Pages of differences`}
        />
      ) : null}
    </Stack>
  );
}

function FieldChanges({
  difference,
  sourceName,
  targetName,
}: {
  difference: RuleDifference;
  sourceName: string;
  targetName: string;
}) {
  return (
    <Stack gap={2}>
      {difference.fields.map((field) => (
        <Text size="xs" key={field.name}>
          <Text span fw={600} size="xs">
            {field.name}:
          </Text>{' '}
          {difference.kind !== 'added' ? (
            <Text
              span
              size="xs"
              c="var(--portal-text-bad)"
              td={difference.kind === 'changed' ? 'line-through' : undefined}
              title={targetName}
            >
              {field.from || '—'}
            </Text>
          ) : null}
          {difference.kind === 'changed' ? ' → ' : null}
          {difference.kind !== 'removed' ? (
            <Text span size="xs" c="var(--portal-text-good)" title={sourceName}>
              {field.to || '—'}
            </Text>
          ) : null}
        </Text>
      ))}
    </Stack>
  );
}
