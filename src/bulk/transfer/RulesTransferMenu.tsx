import { Trans, useLingui } from '@lingui/react/macro';
import { Menu, Text, VisuallyHidden } from '@mantine/core';
import { IconCopy, IconFileExport, IconFileImport, IconTrash } from '@tabler/icons-react';
import { confirmDelete } from '@/components/confirm';
import { formatNumber } from '@/lib/format';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { BoostRuleProxy, RedirectEntry, SynonymsEntry } from '@/api/generated/model';
import { reportApiError } from '@/notifications/report-error';
import { usePortalScope } from '@/scope/portal-scope';
import { maxImportBytes } from './import-limit';
import { TransferMenuButton } from './TransferMenuButton';
import type { FileFormat } from './file-format';
import { loadTransferKit, type TransferKit } from './load-transfer-kit';
import type { RuleOf } from './adapters';
import type { FileToImport, ParsedFile, QuestNumber, RuleAdapter, RuleKind, RuleTarget } from './types';

export type RulesTransferMenuProps = (
  | { kind: 'synonym'; selected?: readonly SynonymsEntry[] }
  | { kind: 'redirect'; selected?: readonly RedirectEntry[] }
  | { kind: 'boost'; questNumber: QuestNumber; selected?: readonly BoostRuleProxy[] }
) & {
  /** Until the scope's rules have loaded: an export, import or copy would act on rules nobody has seen. */
  disabled?: boolean;
};

/**
 * Export, import and copy for the rules of the current scope, for a page header:
 * `<RulesTransferMenu kind="boost" questNumber={1} />`. `selected` enables "Copy selected".
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

  const selectedCount = selected?.length ?? 0;
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
  const limitMb = formatNumber(maxImportBytes / (1024 * 1024), i18n.locale);
  return (
    <>
      {/* One button from the first render: enabling it once the rules are in keeps the element a
          user already reached for (no new element under the pointer or the screen reader). */}
      <Menu position="bottom-end" withinPortal disabled={disabled}>
        <Menu.Target>
          {/* The import/export work and its dialog load when the button is reached for. */}
          <TransferMenuButton onPointerEnter={preloadKit} onFocus={preloadKit} disabled={disabled} />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Trans>Export this scope</Trans>
          </Menu.Label>
          <Menu.Item leftSection={<IconFileExport size={16} />} onClick={() => exportAs('csv')}>
            <Trans>Export as CSV</Trans>
          </Menu.Item>
          <Menu.Item leftSection={<IconFileExport size={16} />} onClick={() => exportAs('json')}>
            <Trans>Export as JSON</Trans>
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item leftSection={<IconFileImport size={16} />} onClick={() => fileInput.current?.click()}>
            <Trans>Import from CSV or JSON…</Trans>
            <Text size="xs" c="dimmed">
              <Trans>UTF-8, UTF-16 or Windows-1252; up to {limitMb} MB</Trans>
            </Text>
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconCopy size={16} />}
            onClick={() =>
              withKit((kit, adapter) =>
                load(adapter).then(
                  (rules) => copy(kit, adapter, rules),
                  () => undefined,
                ),
              )
            }
          >
            <Trans>Copy all to another scope…</Trans>
          </Menu.Item>
          {selected ? (
            <Menu.Item
              leftSection={<IconCopy size={16} />}
              disabled={selectedCount === 0}
              onClick={() => withKit((kit, adapter) => copy(kit, adapter, selected))}
            >
              {selectedCount === 0 ? (
                <Trans>Copy selected (select rows first)</Trans>
              ) : (
                <Trans>Copy {selectedCount} selected to another scope…</Trans>
              )}
            </Menu.Item>
          ) : null}
          {selected && selectedCount > 0 ? (
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => deleteSelected(selected)}
            >
              <Trans>Delete {selectedCount} selected…</Trans>
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      <VisuallyHidden>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,.json,text/csv,application/json"
          aria-label={t`File to import`}
          tabIndex={-1}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void importFile(file);
          }}
        />
      </VisuallyHidden>
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
