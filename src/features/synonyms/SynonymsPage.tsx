import { useLingui } from '@lingui/react/macro';
import { Suspense, useCallback, useEffect, useState } from 'react';
import type { SynonymsEntry } from '@/api/generated/model';
import { failedLoad } from '@/api/load-state';
import { confirmDelete } from '@/components/confirm';
import { lazyDialog, usePreloadWhenIdle } from '@/components/lazy-dialog';
import { isConflict } from '@/components/settings-notifications';
import { IconBulb } from '@tabler/icons-react';
import { ButtonLink } from '@/components/router-links';
import { RulesTransferMenu } from '@/bulk/transfer/RulesTransferMenu';
import { useRowSelection } from '@/bulk/transfer/selection';
import { usePortalScope } from '@/scope/portal-scope';
import { classifyConflict, type SaveConflict } from '@/lib/save-conflict';
import { scopeKey } from '@/scope/resolution';
import { SynonymsView } from './SynonymsView';
import { useDeleteSynonym, useSaveSynonym, useSynonyms } from './use-synonyms';

const synonymForm = lazyDialog(() => import('./SynonymFormModal').then((module) => module.SynonymFormModal));

type Editing = {
  entry: SynonymsEntry | null;
  prefillQuery?: string;
  /** The stored version the save compares against; replaced by the current one after a conflict. */
  base: SynonymsEntry | null;
  conflict?: SaveConflict<SynonymsEntry>;
} | null;

export interface SynonymsPageProps {
  /** `?newQuery=`: open the create form with this query (the KPI inspect page links here). */
  newQuery?: string;
  /** Called once the query has been taken into the form, so the URL can drop it. */
  onNewQueryUsed?: () => void;
}

const synonymQuery = (entry: SynonymsEntry) => entry.Query;
const sameSynonymRule = (a: SynonymsEntry, b: SynonymsEntry) =>
  a.Query === b.Query &&
  a.Synonyms.length === b.Synonyms.length &&
  a.Synonyms.every((s, i) => s === b.Synonyms[i]);

/** Wires the synonym list of the scope to its view, form, delete confirmation and import/export. */
export function SynonymsPage({ newQuery, onNewQueryUsed }: SynonymsPageProps = {}) {
  const { t } = useLingui();
  const { scope } = usePortalScope();
  const synonyms = useSynonyms();
  const { save } = useSaveSynonym();
  const { remove } = useDeleteSynonym();
  const [editing, setEditing] = useState<Editing>(null);
  const selection = useRowSelection(synonyms.data, synonymQuery, scopeKey(scope));
  usePreloadWhenIdle(synonymForm.preload);

  useEffect(() => {
    const query = newQuery?.trim();
    if (!query) return;
    setEditing({ entry: null, prefillQuery: query, base: null });
    onNewQueryUsed?.();
  }, [newQuery, onNewQueryUsed]);

  const onDelete = useCallback(
    (entry: SynonymsEntry) =>
      confirmDelete({
        title: t`Delete synonym rule?`,
        message: t`The synonym rule for "${entry.Query}" will be deleted for this scope.`,
        onConfirm: () => void remove(entry).catch(() => undefined),
      }),
    [remove, t],
  );
  const onEdit = useCallback((entry: SynonymsEntry) => setEditing({ entry, base: entry }), []);

  const onSave = async (entry: SynonymsEntry, base: SynonymsEntry | null) => {
    try {
      return await save(entry, base ?? undefined);
    } catch (error) {
      if (isConflict(error)) {
        // Which conflict it was shows in the list as stored now; the form keeps what the user typed
        // and continues from the stored version, so the action it offers does what it says.
        const fresh = (await synonyms.refetch()).data ?? [];
        const conflict = classifyConflict(entry, base, fresh, synonymQuery, sameSynonymRule);
        const nextBase =
          conflict.kind === 'stale' ? conflict.current : conflict.kind === 'gone' ? null : base;
        setEditing((previous) => previous && { ...previous, base: nextBase, conflict });
      }
      throw error;
    }
  };

  const openExisting = (existing: SynonymsEntry) => setEditing({ entry: existing, base: existing });

  return (
    <>
      <SynonymsView
        entries={synonyms.data}
        loading={synonyms.isPending}
        failure={failedLoad(synonyms)}
        onCreate={() => setEditing({ entry: null, base: null })}
        onCreateIntent={synonymForm.preload}
        onEdit={onEdit}
        onDelete={onDelete}
        selection={selection}
        actions={
          <>
            {/* The suggestions page has no menu entry (spec §2): this is its way in. */}
            <ButtonLink
              to="/configuration/synonyms/suggestions"
              variant="default"
              leftSection={<IconBulb size={16} />}
            >
              {t`Synonym suggestions`}
            </ButtonLink>
            <RulesTransferMenu kind="synonym" selected={selection.selected} disabled={!synonyms.data} />
          </>
        }
      />
      <Suspense fallback={null}>
        {editing ? (
          <synonymForm.Dialog
            key={editing.entry?.Query ?? '\u0000new'}
            opened
            initial={editing.entry}
            base={editing.base}
            conflict={editing.conflict}
            onOpenExisting={openExisting}
            prefillQuery={editing.prefillQuery}
            onClose={() => setEditing(null)}
            onSave={onSave}
          />
        ) : null}
      </Suspense>
    </>
  );
}
