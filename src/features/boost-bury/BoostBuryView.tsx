import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { AttributeInfo, BoostRuleProxy } from '@/api/generated/model';
import type { FailedLoad } from '@/api/load-state';
import { LoadFailure } from '@/components/LoadFailure';
import { PageHeader } from '@/components/PageHeader';
import { BoostRulesTable } from './BoostRulesTable';

export interface BoostBuryViewProps {
  /** The page's heading (already translated). */
  title: string;
  /** Where the rules act, e.g. "search results" (already translated). */
  results: string;
  rules: BoostRuleProxy[] | undefined;
  loading: boolean;
  /** The rules or the attributes could not be loaded: said in place; nothing acts on unknown rules. */
  failure: FailedLoad | null;
  attributes: AttributeInfo[] | undefined;
  onCreate: () => void;
  /** The form's code is about to be needed (the create button is pointed at or focused). */
  onCreateIntent?: () => void;
  onEdit: (rule: BoostRuleProxy) => void;
  onDelete: (rule: BoostRuleProxy) => void;
  /** Extra page-header actions (export, import, copy), wired by the app. */
  actions?: ReactNode;
}

/** The boost and bury rules of one quest as sentences, with add, edit and delete. Pure props → UI. */
export function BoostBuryView({
  title,
  results,
  rules,
  loading,
  failure,
  attributes,
  onCreate,
  onCreateIntent,
  onEdit,
  onDelete,
  actions,
}: BoostBuryViewProps) {
  const { t } = useLingui();
  const count = rules?.length ?? 0;
  const create = (
    <Button
      leftSection={<IconPlus size={16} />}
      onClick={onCreate}
      onPointerEnter={onCreateIntent}
      onFocus={onCreateIntent}
      disabled={!rules || !attributes}
    >
      <Trans>New boost rule</Trans>
    </Button>
  );

  let body: ReactNode;
  if (failure) body = <LoadFailure error={failure.error} onRetry={failure.retry} />;
  else if (loading || !rules) body = <Skeleton height={240} radius="md" />;
  else if (rules.length === 0) {
    body = (
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="sm">
          <Text c="dimmed" ta="center">
            <Trans>There are no boost or bury rules for {results} in this scope yet.</Trans>
          </Text>
          {create}
        </Stack>
      </Paper>
    );
  } else {
    body = <BoostRulesTable rules={rules} attributes={attributes} onEdit={onEdit} onDelete={onDelete} />;
  }

  return (
    <>
      <PageHeader
        title={title}
        description={t`Rules that move products matching a condition up (boost) or down (bury) in ${results}. They apply to the selected customer, storefront and language.`}
        actions={
          <>
            {actions}
            {create}
          </>
        }
      />
      {count > 0 ? (
        <Group justify="flex-end" mb="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            <Plural value={count} one="# rule" other="# rules" />
          </Text>
        </Group>
      ) : null}
      {body}
    </>
  );
}
