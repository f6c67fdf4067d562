import { useLingui } from '@lingui/react/macro';
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import type { BoostRuleProxy } from '@/api/generated/model';
import { failedLoad } from '@/api/load-state';
import { pageHeading } from '@/app/pages';
import { usePortalScope } from '@/scope/portal-scope';
import { confirmDelete } from '@/components/confirm';
import { lazyDialog, usePreloadWhenIdle } from '@/components/lazy-dialog';
import { isConflict } from '@/components/settings-notifications';
import type { SaveConflict } from '@/lib/save-conflict';
import { classifyBoostConflict } from './boost-conflict';
import { BoostBuryView } from './BoostBuryView';
import { RulesTransferMenu } from '@/bulk/transfer/RulesTransferMenu';
import { boostQuests, questFor, type BoostNavigationType } from './quest';
import { describeRule } from './rule-sentence';
import { sameRule } from './rule-values';
import { useBoostMutations } from './use-boost-mutations';
import { useBoostAttributes, useBoostRules } from './use-boost-rules';

const boostRuleForm = lazyDialog(() =>
  import('./BoostRuleFormModal').then((module) => module.BoostRuleFormModal),
);

interface Props {
  /** Which results the rules act on; decides the quest number. */
  navigationType: BoostNavigationType;
  /** Extra page-header actions (export, import, copy), wired by the app. */
  actions?: ReactNode;
}

/** Each opening of the form is a fresh form (the key), whether adding or editing. */
type Editing = {
  rule: BoostRuleProxy | null;
  session: number;
  /** The stored rule the save replaces (compare-and-swap); after a conflict the current one. */
  base: BoostRuleProxy | null;
  conflict?: SaveConflict<BoostRuleProxy>;
} | null;

/** Wires the rules of one quest to the view, the form and the delete confirmation. */
export function BoostBuryPage({ navigationType, actions }: Props) {
  const { t, i18n } = useLingui();
  const quest = questFor(navigationType);
  const rules = useBoostRules(quest);
  const attributes = useBoostAttributes(quest);
  const { save, remove } = useBoostMutations(quest);
  const [editing, setEditing] = useState<Editing>(null);
  usePreloadWhenIdle(boostRuleForm.preload);
  // Three pages list boost rules (search, navigation, similar): the heading names which.
  const { page } = usePortalScope();
  const title = page ? pageHeading(page, (message) => i18n._(message)) : t`Boost & bury`;

  const onDelete = useCallback(
    (rule: BoostRuleProxy) =>
      confirmDelete({
        title: t`Delete boost rule?`,
        message: describeRule(rule, i18n.locale),
        // Failures are reported by the mutation.
        onConfirm: () => void remove(rule).catch(() => undefined),
      }),
    [remove, t, i18n.locale],
  );
  const open = (rule: BoostRuleProxy | null) => setEditing({ rule, base: rule, session: Date.now() });

  const list = rules.data ?? [];
  const base = editing?.base ?? null;
  const others = base ? list.filter((r) => !sameRule(r, base)) : list;

  const onSave = async (rule: BoostRuleProxy) => {
    try {
      return await save(rule, base);
    } catch (error) {
      if (isConflict(error)) {
        // Which conflict it was shows in the list as stored now; the form keeps the input and
        // continues from the stored version, so the action it offers does what it says.
        const loaded = rules.data ?? [];
        const fresh = (await rules.refetch()).data ?? [];
        const conflict = classifyBoostConflict(rule, base, loaded, fresh);
        const nextBase =
          conflict.kind === 'stale' ? conflict.current : conflict.kind === 'gone' ? null : base;
        setEditing((previous) => previous && { ...previous, base: nextBase, conflict });
      }
      throw error;
    }
  };

  return (
    <>
      <BoostBuryView
        title={title}
        results={i18n._(boostQuests[navigationType].results)}
        rules={rules.data}
        loading={rules.isPending}
        failure={failedLoad(rules, attributes)}
        attributes={attributes.data}
        onCreate={() => open(null)}
        onCreateIntent={boostRuleForm.preload}
        onEdit={open}
        onDelete={onDelete}
        actions={
          <>
            {actions}
            <RulesTransferMenu kind="boost" questNumber={quest} disabled={!rules.data} />
          </>
        }
      />
      <Suspense fallback={null}>
        {editing ? (
          <boostRuleForm.Dialog
            key={editing.session}
            initial={editing.rule}
            others={others}
            attributes={attributes.data ?? []}
            attributesLoading={attributes.isPending}
            conflict={editing.conflict}
            onOpenExisting={(existing) => open(existing)}
            onClose={() => setEditing(null)}
            onSave={onSave}
          />
        ) : null}
      </Suspense>
    </>
  );
}
