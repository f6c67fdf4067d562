import { t } from '@lingui/core/macro';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

/** Asks before a form with unsaved changes is closed. */
export function confirmDiscard(onDiscard: () => void): void {
  modals.openConfirmModal({
    title: t`Discard unsaved changes?`,
    children: <Text size="sm">{t`Your changes have not been saved. Leave without saving them?`}</Text>,
    labels: { confirm: t`Discard changes`, cancel: t`Keep editing` },
    confirmProps: { color: 'red' },
    onConfirm: onDiscard,
  });
}

/** Asks before something is deleted. */
export function confirmDelete({ title, message, onConfirm }: { title: string; message: ReactNode; onConfirm: () => void }): void {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: t`Delete`, cancel: t`Cancel` },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
