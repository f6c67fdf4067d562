import { t } from '@lingui/core/macro';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** Leaving while rules are being written: the rows not yet written will not be. */
export function askStopApplying(): Promise<boolean> {
  return new Promise((resolve) => {
    let leaving = false;
    modals.openConfirmModal({
      title: t`Stop applying the rules?`,
      children: <Text size="sm">{t`Rules are still being written. If you leave now, the remaining rows are not applied and you will not see the summary.`}</Text>,
      labels: { confirm: t`Leave and stop`, cancel: t`Stay` },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        leaving = true;
        resolve(true);
      },
      onClose: () => {
        if (!leaving) resolve(false);
      },
    });
  });
}
