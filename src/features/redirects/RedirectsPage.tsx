import { useLingui } from '@lingui/react/macro';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { RedirectEntry } from '@/api/generated/model';
import { confirmDelete } from '@/components/confirm';
import { lazyDialog, usePreloadWhenIdle } from '@/components/lazy-dialog';
import { isConflict } from '@/components/settings-notifications';
import { failedLoad } from '@/api/load-state';
import { RulesTransferMenu } from '@/bulk/transfer/RulesTransferMenu';
import { useRowSelection } from '@/bulk/transfer/selection';
import { usePortalScope } from '@/scope/portal-scope';
import { classifyConflict, type SaveConflict } from '@/lib/save-conflict';
import { scopeKey } from '@/scope/resolution';
import { storefrontOrigin } from './RedirectTarget';
import { RedirectsView } from './RedirectsView';
import { useDeleteRedirect, useRedirects, useSaveRedirect, useToggleRedirect } from './use-redirects';

const redirectForm = lazyDialog(() =>
  import('./RedirectFormModal').then((module) => module.RedirectFormModal),
);

interface Editing {
  /** Distinguishes form sessions, so a new one starts from its own values. */
  session: number;
  initial: RedirectEntry | null;
  base: RedirectEntry | null;
  conflict?: SaveConflict<RedirectEntry>;
}

export interface RedirectsPageProps {
  /** `?newTerm=`: open the create form with this term (the KPI inspect page links here). */
  newTerm?: string;
  /** Called once the term has been taken into the form, so the URL can drop it. */
  onNewTermUsed?: () => void;
}

const redirectName = (entry: RedirectEntry) => entry.Name;
const sameRedirect = (a: RedirectEntry, b: RedirectEntry) =>
  a.Name === b.Name &&
  a.Target === b.Target &&
  a.Enabled === b.Enabled &&
  a.Rules.length === b.Rules.length &&
  a.Rules.every((rule, index) => rule === b.Rules[index]);

/** Wires the redirects of the scope to their view, form, delete confirmation and import/export. */
export function RedirectsPage({ newTerm, onNewTermUsed }: RedirectsPageProps) {
  const { t } = useLingui();
  const { scope } = usePortalScope();
  const redirects = useRedirects();
  const { save } = useSaveRedirect();
  const { remove } = useDeleteRedirect();
  const { toggle, pending } = useToggleRedirect();
  const selection = useRowSelection(redirects.data, redirectName, scopeKey(scope));
  const [editing, setEditing] = useState<Editing | null>(null);
  usePreloadWhenIdle(redirectForm.preload);
  const sessions = useRef(0);
  const open = useCallback((initial: RedirectEntry | null, base: RedirectEntry | null) => {
    sessions.current += 1;
    setEditing({ session: sessions.current, initial, base });
  }, []);

  useEffect(() => {
    const term = newTerm?.trim();
    if (!term) return;
    open({ Name: '', Rules: [term], Target: '', Enabled: true }, null);
    onNewTermUsed?.();
  }, [newTerm, onNewTermUsed, open]);

  const onSave = async (entry: RedirectEntry, base: RedirectEntry | null) => {
    try {
      return await save(entry, base);
    } catch (error) {
      if (isConflict(error)) {
        // Which conflict it was shows in the list as stored now; the form keeps what the user typed
        // and continues from the stored version, so the action it offers does what it says.
        const fresh = (await redirects.refetch()).data ?? [];
        const conflict = classifyConflict(entry, base, fresh, redirectName, sameRedirect);
        const nextBase =
          conflict.kind === 'stale' ? conflict.current : conflict.kind === 'gone' ? null : base;
        setEditing((previous) => previous && { ...previous, base: nextBase, conflict });
      }
      throw error;
    }
  };

  const onDelete = useCallback(
    (entry: RedirectEntry) => {
      const name = entry.Name;
      confirmDelete({
        title: t`Delete redirect?`,
        message: t`The redirect "${name}" will be deleted for this scope.`,
        onConfirm: () => void remove(entry).catch(() => undefined),
      });
    },
    [remove, t],
  );
  const onEdit = useCallback((entry: RedirectEntry) => open(entry, entry), [open]);
  const onToggle = useCallback(
    (entry: RedirectEntry, enabled: boolean) => void toggle(entry, enabled),
    [toggle],
  );

  return (
    <>
      <RedirectsView
        entries={redirects.data}
        loading={redirects.isPending}
        failure={failedLoad(redirects)}
        onCreate={() => open(null, null)}
        onCreateIntent={redirectForm.preload}
        onEdit={onEdit}
        onDelete={onDelete}
        onToggle={onToggle}
        pending={pending}
        selection={selection}
        siteOrigin={storefrontOrigin(scope.storefrontName)}
        actions={
          <RulesTransferMenu kind="redirect" selected={selection.selected} disabled={!redirects.data} />
        }
      />
      <Suspense fallback={null}>
        {editing ? (
          <redirectForm.Dialog
            key={editing.session}
            initial={editing.initial}
            base={editing.base}
            conflict={editing.conflict}
            onOpenExisting={(existing: RedirectEntry) => open(existing, existing)}
            entries={redirects.data ?? []}
            onClose={() => setEditing(null)}
            onSave={onSave}
          />
        ) : null}
      </Suspense>
    </>
  );
}
