import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import type { SynonymsEntry } from '@/api/generated/model';
import { confirmDelete } from '@/components/confirm';
import { SynonymFormModal } from './SynonymFormModal';
import { SynonymsView } from './SynonymsView';
import { useDeleteSynonym, useSaveSynonym, useSynonyms } from './use-synonyms';

type Editing = { entry: SynonymsEntry | null } | null;

/** Wires the synonym list of the scope to its view, form and delete confirmation. */
export function SynonymsPage() {
  const { t } = useLingui();
  const synonyms = useSynonyms();
  const { save } = useSaveSynonym();
  const { remove } = useDeleteSynonym();
  const [editing, setEditing] = useState<Editing>(null);

  const onDelete = useCallback(
    (entry: SynonymsEntry) =>
      confirmDelete({
        title: t`Delete synonym rule?`,
        message: t`The synonym rule for "${entry.Query}" will be deleted for this scope.`,
        onConfirm: () => void remove(entry).catch(() => undefined),
      }),
    [remove, t],
  );
  const onEdit = useCallback((entry: SynonymsEntry) => setEditing({ entry }), []);

  return (
    <>
      <SynonymsView
        entries={synonyms.data}
        loading={synonyms.isPending}
        onCreate={() => setEditing({ entry: null })}
        onEdit={onEdit}
        onDelete={onDelete}
      />
      {editing ? (
        <SynonymFormModal
          key={editing.entry?.Query ?? '\u0000new'}
          opened
          initial={editing.entry}
          onClose={() => setEditing(null)}
          onSave={(entry, old) => save(entry, old ?? undefined)}
        />
      ) : null}
    </>
  );
}
