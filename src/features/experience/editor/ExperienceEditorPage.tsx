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
  const missing = stored.error instanceof HttpError && stored.error.status === 404;
  const failed = stored.isError && !missing;

  if (query && stored.isPending) return <Loading />;
  // Said in place only: a notification on top would tell the same failure twice.
  if (failed) return <LoadFailure error={stored.error} onRetry={() => stored.refetch()} />;

  const rule = missing ? null : (stored.data ?? null);
  // A new scope or query starts a fresh editor; saving keeps the same one.
  const editorKey = `${scope.customerId}|${scope.storefrontId}|${scope.languageCode}|${query ?? ''}`;
  return <ExperienceEditor key={editorKey} storedRule={rule} routeQuery={query} />;
}
