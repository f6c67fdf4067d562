import { useState } from 'react';
import { HttpError } from '@/api/errors';
import { Loading } from '@/components/Loading';
import { LoadFailure } from '@/components/LoadFailure';
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

  if (query && stored.isPending) return <Loading />;
  // Said in place only: a notification on top would tell the same failure twice.
  if (failed) return <LoadFailure error={stored.error} onRetry={() => stored.refetch()} />;

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
