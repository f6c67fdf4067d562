import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Group, Skeleton, Text, TextInput, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconRefresh, IconSearch, IconTrash } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import type { ExperienceRule } from '@/api/generated/model';
import { PageHeader } from '@/components/PageHeader';
import type { FailedLoad } from '@/api/load-state';
import { LoadFailure } from '@/components/LoadFailure';
import { ActionIconLink, AnchorLink, ButtonLink } from '@/components/router-links';
import { sortRows, VirtualTable, type Column, type SortState } from '@/components/VirtualTable';

export interface ExperienceRulesViewProps {
  rules: ExperienceRule[] | undefined;
  loading: boolean;
  /** The rules could not be loaded: said in place; nothing acts on rules nobody has seen. */
  failure: FailedLoad | null;
  onDelete: (rule: ExperienceRule) => void;
  onRecreate: () => void;
  /** The Import / export menu of the page header. */
  transferMenu?: ReactNode;
}

/** Matches the query or any attribute value of the rule's feature sets. */
export function matchesRuleFilter(rule: ExperienceRule, filter: string): boolean {
  const needle = filter.trim().toLowerCase();
  if (needle === '') return true;
  if (rule.Query.toLowerCase().includes(needle)) return true;
  return rule.FeatureSets.some((set) =>
    set.Features.some((f) => f.Values.some((v) => v.toLowerCase().includes(needle))),
  );
}

/** The experience rules of the scope: search, sort, open in the editor, delete. Pure props → UI. */
export function ExperienceRulesView({
  rules,
  loading,
  failure,
  onDelete,
  onRecreate,
  transferMenu,
}: ExperienceRulesViewProps) {
  const { t } = useLingui();
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter);
  const [sort, setSort] = useState<SortState | null>({ column: 'query', direction: 'asc' });

  const columns = useMemo<Column<ExperienceRule>[]>(
    () => [
      {
        id: 'query',
        header: t`Query`,
        sortValue: (r) => r.Query,
        render: (r) => (
          <AnchorLink to="/merchandising/experience/editor" search={{ query: r.Query }} fw={600} size="sm">
            {r.Query}
          </AnchorLink>
        ),
      },
      {
        id: 'featureSets',
        header: t`Feature sets`,
        width: 160,
        sortValue: (r) => r.FeatureSets.length,
        render: (r) => r.FeatureSets.length,
      },
      {
        id: 'fixed',
        header: t`Fixed`,
        width: 120,
        sortValue: (r) => (r.IsFixed ? 1 : 0),
        render: (r) =>
          r.IsFixed ? (
            <Badge variant="light" color="grape">
              <Trans>Fixed</Trans>
            </Badge>
          ) : (
            <Text size="sm" c="dimmed">
              <Trans>No</Trans>
            </Text>
          ),
      },
      {
        id: 'actions',
        header: t`Actions`,
        width: 110,
        render: (r) => {
          const query = r.Query;
          return (
            <Group gap={4} wrap="nowrap">
              <Tooltip label={t`Edit`}>
                <ActionIconLink
                  variant="subtle"
                  to="/merchandising/experience/editor"
                  search={{ query: r.Query }}
                  aria-label={t`Edit experience rule ${query}`}
                >
                  <IconEdit size={18} />
                </ActionIconLink>
              </Tooltip>
              <Tooltip label={t`Delete`}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => onDelete(r)}
                  aria-label={t`Delete experience rule ${query}`}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
          );
        },
      },
    ],
    [t, onDelete],
  );

  const rows = useMemo(
    () =>
      sortRows(
        (rules ?? []).filter((r) => matchesRuleFilter(r, deferredFilter)),
        columns,
        sort,
      ),
    [rules, deferredFilter, columns, sort],
  );

  return (
    <>
      <PageHeader
        title={t`Experience rules`}
        description={t`Experience rules favour products that share the features of chosen products for a search query.`}
        actions={
          <>
            {transferMenu}
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              onClick={onRecreate}
              disabled={!rules || rules.length === 0}
            >
              <Trans>Recreate feature sets</Trans>
            </Button>
            {rules ? (
              <ButtonLink to="/merchandising/experience/editor" leftSection={<IconPlus size={16} />}>
                <Trans>New experience rule</Trans>
              </ButtonLink>
            ) : (
              <Button leftSection={<IconPlus size={16} />} disabled>
                <Trans>New experience rule</Trans>
              </Button>
            )}
          </>
        }
      />
      <Group justify="space-between" mb="sm">
        <TextInput
          aria-label={t`Search experience rules`}
          placeholder={t`Search by query or attribute value`}
          leftSection={<IconSearch size={16} />}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          w={340}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {rules ? t`${rows.length} of ${rules.length} rules` : null}
        </Text>
      </Group>
      {failure ? (
        <LoadFailure error={failure.error} onRetry={failure.retry} />
      ) : loading ? (
        <Skeleton height={400} radius="md" />
      ) : (
        <VirtualTable
          label={t`Experience rules`}
          rows={rows}
          columns={columns}
          rowKey={(r) => r.Query}
          sort={sort}
          onSortChange={setSort}
          empty={
            deferredFilter
              ? t`No experience rule matches the search.`
              : t`This scope has no experience rules yet.`
          }
        />
      )}
    </>
  );
}
