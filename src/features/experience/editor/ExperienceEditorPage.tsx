import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { HttpError } from '@/api/errors';
import { Loading } from '@/components/Loading';
import { reportApiError } from '@/notifications/report-error';
import { useScopeParams } from '@/scope/portal-scope';
import { ExperienceEditor } from './ExperienceEditor';
import { useStoredRule } from './use-editor-data';

/**
 * The editor of one rule: `query` names a stored rule to edit; without it, or when that query has no
 * rule yet (links from the KPI inspect page), a new rule starts with the query filled in.
 */
export function ExperienceEditorPage({ query }: { query: string | undefined }) {
  const scope = useScopeParams();
  const stored = useStoredRule(query);
  const [revision, setRevision] = useState(0);
  const missing = stored.error instanceof HttpError && stored.error.status === 404;
  const failed = stored.isError && !missing;

  useEffect(() => {
    if (failed) reportApiError(stored.error);
  }, [failed, stored.error]);

  if (query && stored.isPending) return <Loading />;
  if (failed)
    return (
      <Alert
        color="red"
        variant="light"
        title={<Trans>The experience rule could not be loaded.</Trans>}
        maw={640}
      >
        <Stack align="flex-start" gap="xs">
          <Button size="xs" variant="default" onClick={() => void stored.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      </Alert>
    );

  const rule = missing ? null : (stored.data ?? null);
  // A new scope, query or reload starts a fresh editor; saving keeps the same one.
  const editorKey = `${scope.customerId}|${scope.storefrontId}|${scope.languageCode}|${query ?? ''}|${revision}`;
  return (
    <ExperienceEditor
      key={editorKey}
      storedRule={rule}
      routeQuery={query}
      onReloadStored={() => {
        void stored.refetch().then(() => setRevision((r) => r + 1));
      }}
    />
  );
}
