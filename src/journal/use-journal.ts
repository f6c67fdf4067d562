import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useProfile } from '@/auth/auth-context';
import { scopeKeyOf, type JournalEntry, type JournalScope } from './entry';
import { subscribeJournal } from './recorder';
import { readEntries } from './store';

/** One key per user and scope: another user's entries are never in the cache under this one's. */
export const journalQueryKey = (userId: string, scopeKey: string) =>
  ['changeJournal', userId, scopeKey] as const;

/** The signed-in user's journal of a scope, newest first, refreshed as new entries are stored. */
export function useJournalEntries(scope: JournalScope) {
  const { id: userId } = useProfile();
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
    queryFn: () => readEntries(userId, scopeKey),
    staleTime: Infinity,
  });
}
