import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { scopeKeyOf, type JournalEntry, type JournalScope } from './entry';
import { journalUserId, subscribeJournal, subscribeJournalUser } from './recorder';
import { readEntries } from './store';

/** One key per user and scope: another user's entries are never in the cache under this one's. */
export const journalQueryKey = (userId: string, scopeKey: string) =>
  ['changeJournal', userId, scopeKey] as const;

/** The signed-in user's journal of a scope, newest first, refreshed as new entries are stored. */
export function useJournalEntries(scope: JournalScope) {
  const userId = useSyncExternalStore(subscribeJournalUser, journalUserId) ?? '';
  const scopeKey = scopeKeyOf(scope);
  const queryClient = useQueryClient();
  const queryKey = journalQueryKey(userId, scopeKey);
  useEffect(
    () =>
      subscribeJournal((scopes) => {
        if (scopes.has(scopeKey))
          void queryClient.invalidateQueries({ queryKey: journalQueryKey(userId, scopeKey) });
      }),
    [queryClient, userId, scopeKey],
  );
  return useQuery<JournalEntry[]>({
    queryKey,
    queryFn: () => (userId ? readEntries(userId, scopeKey) : []),
    staleTime: Infinity,
  });
}
