import { useLingui } from '@lingui/react/macro';
import { Card, Stack, Switch } from '@mantine/core';
import { QueriesField } from './QueriesField';

interface Props {
  queries: string[];
  onQueriesChange: (queries: string[]) => void;
  pending: string;
  onPendingChange: (text: string) => void;
  queriesError: string | null;
  ownQueries: readonly string[];
  onEditExisting: (query: string) => void;
  isFixed: boolean;
  onFixedChange: (isFixed: boolean) => void;
}

/** The rule's queries and its fixed flag. */
export function RuleSettings({ isFixed, onFixedChange, queriesError, ...queries }: Props) {
  const { t } = useLingui();
  return (
    <Card withBorder padding="md" component="section" aria-label={t`Rule`}>
      <Stack gap="md">
        <QueriesField {...queries} error={queriesError} />
        <Switch
          label={t`Fixed rule`}
          description={t`A fixed rule keeps its feature sets exactly as edited here: recreating feature sets leaves it unchanged.`}
          checked={isFixed}
          onChange={(event) => onFixedChange(event.currentTarget.checked)}
        />
      </Stack>
    </Card>
  );
}
