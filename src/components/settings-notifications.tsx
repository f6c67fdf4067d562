import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { HttpError, InternalServerError, PortalApiError, RateLimitedError } from '@/api/errors';
import { notifyTooManyRequests } from '@/notifications/catalogue';
import type { ReloadStatus } from '@/api/generated/model';
import { notificationId, notify, type NotificationLevel } from '@/notifications/notify';
import { isReloadWarning, reloadStatusText } from './reload-status';

/**
 * Spec §8: '... saved successfully' / '... deleted successfully' with the reload status in words,
 * as a warning when the engines may not have taken the change.
 */
export function notifySettingsDone(title: string, status: ReloadStatus, action?: ReactNode): string {
  const content = reloadStatusText(status);
  const level: NotificationLevel = isReloadWarning(status) ? 'warning' : 'info';
  // An action (Undo) belongs to one change: a newer identical notice replaces the older one instead of being dropped.
  if (action) notifications.hide(notificationId({ level, title, content }));
  return notify({
    level,
    title,
    content,
    body: action ? (
      <>
        {content}
        {action}
      </>
    ) : undefined,
  });
}

/** Spec §8: 'Error saving ...' / 'Error deleting ...' with the server's reason when it sent one. */
export function notifySettingsFailed(title: string, error: unknown): void {
  // Spec §8: a 429 is the too-many-requests warning, on a save or delete as on a read.
  if (error instanceof RateLimitedError) return notifyTooManyRequests();
  notify({ level: 'error', title, content: settingsErrorMessage(error) });
}

export function settingsErrorMessage(error: unknown): string {
  if (error instanceof RateLimitedError)
    return t`You're sending too many requests, please try again in a while.`;
  if (error instanceof HttpError && error.serverError) return error.serverError.UserMessage;
  if (error instanceof InternalServerError) return error.message;
  if (error instanceof PortalApiError) return error.message;
  return error instanceof Error ? error.message : String(error);
}

/** 409: the stored rule changed meanwhile (compare-and-swap failed). */
export function isConflict(error: unknown): boolean {
  return error instanceof HttpError && error.status === 409;
}
