import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import type { ExperienceRule } from '@/api/generated/model';
import { confirmDelete } from '@/components/confirm';
import { lazyKit, useLazyKit, warm } from '@/components/lazy/lazy-kit';
import { ExperienceRulesView } from './ExperienceRulesView';
import { useDeleteExperienceRule, useExperienceRules } from './use-experience-rules';

// The recreation dialog (Modal, focus trap, scroll lock: ~12 KB gzip) loads when it is opened, not
// before the list's first paint (issue 14).
const recreateKit = lazyKit(() => import('./RecreateFeatureSetsModal'));

/** Wires the experience rules of the scope to their list, the delete confirmation and recreation. */
export function ExperienceRulesPage() {
  const { t } = useLingui();
  const rules = useExperienceRules();
  const { mutateAsync: remove } = useDeleteExperienceRule();
  const [recreating, setRecreating] = useState(false);
  const recreate = useLazyKit(recreateKit);

  const onDelete = useCallback(
    (rule: ExperienceRule) => {
      const query = rule.Query;
      confirmDelete({
        title: t`Delete experience rule?`,
        message: t`The experience rule for "${query}" will be deleted for this scope.`,
        onConfirm: () => void remove(query).catch(() => undefined),
      });
    },
    [remove, t],
  );

  return (
    <>
      <ExperienceRulesView
        rules={rules.data}
        loading={rules.isPending}
        failed={rules.isError}
        onRetry={() => void rules.refetch()}
        onDelete={onDelete}
        onRecreate={() => {
          warm(recreateKit);
          setRecreating(true);
        }}
      />
      {recreating && recreate ? (
        <recreate.RecreateFeatureSetsModal onClose={() => setRecreating(false)} />
      ) : null}
    </>
  );
}
