import { useLingui } from '@lingui/react/macro';
import { Suspense, useCallback, useState } from 'react';
import type { ExperienceRule } from '@/api/generated/model';
import { failedLoad } from '@/api/load-state';
import { RulesTransferMenu } from '@/bulk/transfer/RulesTransferMenu';
import { confirmDelete } from '@/components/confirm';
import { lazyDialog, usePreloadWhenIdle } from '@/components/lazy-dialog';
import { ExperienceRulesView } from './ExperienceRulesView';
import { useDeleteExperienceRule, useExperienceRules } from './use-experience-rules';

const recreateDialog = lazyDialog(() =>
  import('./RecreateFeatureSetsModal').then((module) => module.RecreateFeatureSetsModal),
);

/** Wires the experience rules of the scope to their list, the delete confirmation and recreation. */
export function ExperienceRulesPage() {
  const { t } = useLingui();
  const rules = useExperienceRules();
  const { mutateAsync: remove } = useDeleteExperienceRule();
  const [recreating, setRecreating] = useState(false);
  usePreloadWhenIdle(recreateDialog.preload);

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
        failure={failedLoad(rules)}
        onDelete={onDelete}
        onRecreate={() => setRecreating(true)}
        transferMenu={<RulesTransferMenu kind="experience" disabled={!rules.data} />}
      />
      <Suspense fallback={null}>
        {recreating ? <recreateDialog.Dialog onClose={() => setRecreating(false)} /> : null}
      </Suspense>
    </>
  );
}
