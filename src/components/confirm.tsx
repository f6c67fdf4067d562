import { t } from '@lingui/core/macro';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

/** Asks before a form with unsaved changes is closed; `onKeep` runs when the user stays. */
export function confirmDiscard(onDiscard: () => void, onKeep?: () => void): void {
  // Mantine calls onClose after onConfirm as well: only a close without discarding means "stay".
  let discarded = false;
  modals.openConfirmModal({
    title: t`Discard unsaved changes?`,
    children: <Text size="sm">{t`Your changes have not been saved. Leave without saving them?`}</Text>,
    labels: { confirm: t`Discard changes`, cancel: t`Keep editing` },
    confirmProps: { color: 'red' },
    onConfirm: () => {
      discarded = true;
      onDiscard();
    },
    onClose: () => {
      if (!discarded) onKeep?.();
    },
  });
}

/** Asks before something is deleted. */
export function confirmDelete({
  title,
  message,
  onConfirm,
}: {
  title: string;
  message: ReactNode;
  onConfirm: () => void;
}): void {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: t`Delete`, cancel: t`Cancel` },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
