import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { HttpError, RateLimitedError } from '@/api/errors';
import { describeSettingsError } from '@/notifications/describe-error';
import { ErrorDetails } from './ErrorDetails';
import { notifyTooManyRequests } from '@/notifications/catalogue';
import type { ReloadStatus } from '@/api/generated/model';
import { notificationId, notify, type NotificationLevel } from '@/notifications/notify';
import { isReloadWarning, reloadStatusText } from './reload-status';

/** The notice with an action shown last per identity, to be replaced by the next identical one. */
const shownWithAction = new Map<string, string>();

/**
 * Spec §8: '... saved successfully' / '... deleted successfully' with the reload status in words,
 * as a warning when the engines may not have taken the change.
 */
export function notifySettingsDone(title: string, status: ReloadStatus, action?: ReactNode): string {
  const content = reloadStatusText(status);
  const level: NotificationLevel = isReloadWarning(status) ? 'warning' : 'info';
  // An action (Undo) belongs to one change: a newer identical notice replaces the older one instead of being dropped.
  const identity = notificationId({ level, title, content });
  if (action) {
    const older = shownWithAction.get(identity);
    if (older) notifications.hide(older);
  }
  const id = notify(
    {
      level,
      title,
      content,
      body: action ? (
        <>
          {content}
          {action}
        </>
      ) : undefined,
    },
    { unique: Boolean(action) },
  );
  if (action) shownWithAction.set(identity, id);
  return id;
}

/**
 * Spec §8: 'Error saving ...' / 'Error deleting ...' with the server's reason when it sent one; the
 * status line and address only behind 'Technical details'.
 */
export function notifySettingsFailed(title: string, error: unknown): void {
  // Spec §8: a 429 is the too-many-requests warning, on a save or delete as on a read.
  if (error instanceof RateLimitedError) return notifyTooManyRequests();
  const { message, technical } = describeSettingsError(error);
  notify({
    level: 'error',
    title,
    content: message,
    body: technical ? (
      <ErrorDetails description={{ kind: 'fetch-failed', title, message, technical }} />
    ) : undefined,
  });
}

/** The reason a save or delete failed, for the dialog that stays open: never a status line or an address. */
export function settingsErrorMessage(error: unknown): string {
  return describeSettingsError(error).message;
}

/** 409: the stored rule changed meanwhile (compare-and-swap failed). */
export function isConflict(error: unknown): boolean {
  return error instanceof HttpError && error.status === 409;
}
