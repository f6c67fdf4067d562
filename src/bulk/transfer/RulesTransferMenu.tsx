import { useLingui } from '@lingui/react/macro';
import { Menu, VisuallyHidden } from '@mantine/core';
import { confirmDelete } from '@/components/confirm';
import { formatNumber } from '@/lib/format';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { BoostRuleProxy, RedirectEntry, SynonymsEntry } from '@/api/generated/model';
import { reportApiError } from '@/notifications/report-error';
import { usePortalScope } from '@/scope/portal-scope';
import { TransferMenuButton } from './TransferMenuButton';
import { TransferMenuDropdown } from './TransferMenuDropdown';
import type { FileFormat } from './file-format';
import { loadTransferKit, type TransferKit } from './load-transfer-kit';
import type { RuleOf } from './adapters';
import { kindNote } from './kind-notes';
import { kindAllowed, kindFormats, type RuleKind, type TypedKind } from './kinds';
import type { FileToImport, ParsedFile, QuestNumber, RuleAdapter, RuleTarget } from './types';

export type RulesTransferMenuProps = (
  | { kind: 'synonym'; selected?: readonly SynonymsEntry[] }
  | { kind: 'redirect'; selected?: readonly RedirectEntry[] }
  | { kind: 'boost'; questNumber: QuestNumber; selected?: readonly BoostRuleProxy[] }
  | { kind: TypedKind }
) & {
  /** Until the scope's rules have loaded: an export, import or copy would act on rules nobody has seen. */
  disabled?: boolean;
};

/**
 * Export, import and copy for the rules of the current scope, for a page header:
 * `<RulesTransferMenu kind="boost" questNumber={1} />`. `selected` enables "Copy selected". Import
 * and copy are offered only where the scope's access flags let the user write the kind.
 */
export function RulesTransferMenu(props: RulesTransferMenuProps) {
  const { scope } = usePortalScope();
  const target: RuleTarget = {
    customerId: scope.customerId,
    storefrontId: scope.storefrontId,
    languageCode: scope.languageCode,
    ...(props.kind === 'boost' ? { questNumber: props.questNumber } : {}),
  };
  switch (props.kind) {
    case 'synonym':
      return (
        <TransferMenu kind="synonym" target={target} selected={props.selected} disabled={props.disabled} />
      );
    case 'redirect':
      return (
        <TransferMenu kind="redirect" target={target} selected={props.selected} disabled={props.disabled} />
      );
    case 'boost':
      return (
        <TransferMenu kind="boost" target={target} selected={props.selected} disabled={props.disabled} />
      );
    default:
      return <TransferMenu kind={props.kind} target={target} disabled={props.disabled} />;
  }
}

interface Dialog<R> {
  kit: TransferKit;
  adapter: RuleAdapter<R>;
  mode: 'import' | 'copy';
  incoming: ParsedFile<R> | FileToImport;
  title: string;
}

function TransferMenu<K extends RuleKind>({
  kind,
  target,
  selected,
  disabled = false,
}: {
  kind: K;
  target: RuleTarget;
  selected?: readonly RuleOf<K>[];
  disabled?: boolean;
}) {
  type R = RuleOf<K>;
  const { t, i18n } = useLingui();
  const { scope } = usePortalScope();
  const canWrite = kindAllowed[kind](scope.access);
  const formats = kindFormats[kind];
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [dialog, setDialog] = useState<Dialog<R> | null>(null);

  const preloadKit = () => void loadTransferKit().catch(() => undefined);
  /** Runs an action with the import/export code, which loads on first use. */
  const withKit = (action: (kit: TransferKit, adapter: RuleAdapter<R>) => Promise<void> | void) =>
    void loadTransferKit()
      .then((kit) => action(kit, kit.adapterFor(kind)))
      .catch((error: unknown) => reportApiError(error));

  // Fresh from the server: an export or copy must not be built from a stale list. Read errors are reported globally.
  const load = (adapter: RuleAdapter<R>) =>
    queryClient.fetchQuery({
      queryKey: adapter.api.queryKey(target),
      queryFn: ({ signal }) => adapter.api.list(target, signal),
      staleTime: 0,
    });

  const exportAs = (format: FileFormat) =>
    withKit((kit, adapter) =>
      load(adapter).then(
        async (rules) =>
          kit.downloadFile(
            format === 'csv'
              ? await kit.exportCsvInSteps(adapter.codec, rules, target)
              : kit.exportRules(adapter.codec, rules, format, target),
          ),
        () => undefined,
      ),
    );

  const copy = (kit: TransferKit, adapter: RuleAdapter<R>, rules: readonly R[]) =>
    setDialog({
      kit,
      adapter,
      mode: 'copy',
      title: t`Copy to another scope`,
      incoming: {
        positionKind: 'selection',
        rows: rules.map((rule, i) => ({
          position: i + 1,
          label: adapter.codec.label(rule),
          rule,
          errors: [],
        })),
      },
    });

  // Read and compared in the import worker, inside the dialog, which shows the progress.
  const importFile = (file: File) =>
    withKit((kit, adapter) => {
      const name = file.name;
      const incoming: ParsedFile<R> | FileToImport =
        file.size > kit.maxImportBytes
          ? {
              rows: [],
              positionKind: 'line',
              fileError: kit.fileTooLarge(file.size, (value, digits) =>
                formatNumber(value, i18n.locale, digits),
              ),
            }
          : { file };
      setDialog({ kit, adapter, mode: 'import', title: t`Import ${name}`, incoming });
    });

  const deleteSelected = (rules: readonly R[]) => {
    const count = formatNumber(rules.length, i18n.locale);
    confirmDelete({
      title: t`Delete ${count} selected rules?`,
      message: t`The ${count} selected rules will be deleted for this scope. A rule someone else changed meanwhile is left as it is. You can undo when it is done.`,
      onConfirm: () =>
        withKit(
          (kit, adapter) =>
            void kit.startBulkDelete(adapter.codec, target, rules, t`Delete ${count} rules`, queryClient),
        ),
    });
  };
  return (
    <>
      {/* One button from the first render: enabling it once the rules are in keeps the element a
          user already reached for (no new element under the pointer or the screen reader). */}
      <Menu position="bottom-end" withinPortal disabled={disabled}>
        <Menu.Target>
          {/* The import/export work and its dialog load when the button is reached for. */}
          <TransferMenuButton onPointerEnter={preloadKit} onFocus={preloadKit} disabled={disabled} />
        </Menu.Target>
        <TransferMenuDropdown
          note={kindNote(kind, scope.access)}
          formats={formats}
          canWrite={canWrite}
          selectedCount={selected ? selected.length : null}
          onExport={exportAs}
          onImport={() => fileInput.current?.click()}
          onCopyAll={() =>
            withKit((kit, adapter) =>
              load(adapter).then(
                (rules) => copy(kit, adapter, rules),
                () => undefined,
              ),
            )
          }
          onCopySelected={() => selected && withKit((kit, adapter) => copy(kit, adapter, selected))}
          onDeleteSelected={() => selected && deleteSelected(selected)}
        />
      </Menu>
      {canWrite ? (
        <VisuallyHidden>
          <input
            ref={fileInput}
            type="file"
            accept={
              formats.includes('csv') ? '.csv,.json,text/csv,application/json' : '.json,application/json'
            }
            aria-label={t`File to import`}
            tabIndex={-1}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) void importFile(file);
            }}
          />
        </VisuallyHidden>
      ) : null}
      {dialog ? (
        <dialog.kit.TransferDialog
          adapter={dialog.adapter}
          mode={dialog.mode}
          source={target}
          incoming={dialog.incoming}
          title={dialog.title}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}
