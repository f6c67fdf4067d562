import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ReloadStatus } from '@/api/generated/model';
import { isConflict, notifySettingsDone, notifySettingsFailed } from '@/components/settings-notifications';
import type { JournalEntry, JournalScope } from '@/journal/entry';
import { ruleTypes } from '@/rules/registry';
import { RuleConflictError } from '@/rules/rule-type';
import type { RevertState } from './JournalEntryCard';

const canonicalJson = (type: JournalEntry['ruleType'], rule: unknown) =>
  rule === null ? 'null' : JSON.stringify(ruleTypes[type].canonical(rule));

/**
 * "Revert this change": writes the rule back as it was before, compare-and-swap against the rule as
 * the change left it. A rule changed again since is a conflict: nothing is written, and both
 * versions are shown. The revert passes the fetch layer like every write, so it is journaled too.
 */
export function useRevert(scope: JournalScope) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [states, setStates] = useState<Record<string, RevertState>>({});
  const [revertingId, setRevertingId] = useState<string | null>(null);

  const revert = useCallback(
    async (entry: JournalEntry) => {
      const type = ruleTypes[entry.ruleType];
      setRevertingId(entry.id);
      const settle = (state: RevertState) => setStates((previous) => ({ ...previous, [entry.id]: state }));
      try {
        const status = await type.write(
          scope,
          { before: entry.after, after: entry.before },
          { journal: { source: 'revert', reverts: entry.id } },
        );
        settle({ reverted: true });
        notifySettingsDone(t`Change reverted successfully`, (status ?? 2) as ReloadStatus);
      } catch (error) {
        const current = await liveVersion(scope, entry).catch(() => undefined);
        const changedSince =
          error instanceof RuleConflictError ||
          isConflict(error) ||
          (current !== undefined &&
            canonicalJson(entry.ruleType, current) !== canonicalJson(entry.ruleType, entry.after));
        if (changedSince && current !== undefined) settle({ conflict: { current } });
        else notifySettingsFailed(t`Error reverting change`, error);
      } finally {
        setRevertingId(null);
        for (const queryKey of type.queryKeys(scope)) void queryClient.invalidateQueries({ queryKey });
      }
    },
    [scope, queryClient, t],
  );

  return { states, revertingId, revert };
}

/** The rule of the entry as it is stored now; null when there is none. */
async function liveVersion(scope: JournalScope, entry: JournalEntry): Promise<unknown> {
  const type = ruleTypes[entry.ruleType];
  const key = type.key(entry.after ?? entry.before);
  const rules = await type.read(scope, {});
  return rules.find((rule) => type.key(rule) === key) ?? null;
}
