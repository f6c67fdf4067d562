import { t } from '@lingui/core/macro';
import { ReloadStatus } from '@/api/generated/model';

/** Spec §4: a settings change returns a ReloadStatus; the user reads it in words. */
export function reloadStatusText(status: ReloadStatus): string {
  switch (status) {
    case ReloadStatus.NoOnlineEngines:
      return t`No engines were online: the change is stored and applies when they come back.`;
    case ReloadStatus.AllSucceeded:
      return t`All engines reloaded the change.`;
    case ReloadStatus.SomeMayHaveFailed:
      return t`Some engines may have failed to reload the change.`;
    case ReloadStatus.Error:
      return t`The engines reported an error while reloading the change.`;
  }
}

/** The last two statuses need the user's attention. */
export function isReloadWarning(status: ReloadStatus): boolean {
  return status === ReloadStatus.SomeMayHaveFailed || status === ReloadStatus.Error;
}
