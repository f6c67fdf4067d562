import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

export type NotificationLevel = 'info' | 'warning' | 'error';

export interface PortalNotification {
  level: NotificationLevel;
  title: string;
  /** Plain text of the content: part of the identity, and the message when no `body` is given. */
  content: string;
  /** Richer content (links, details) shown instead of `content`. */
  body?: ReactNode;
}

/** Spec §3: a notification's identity is taken from its level, title and content. */
export function notificationId({
  level,
  title,
  content,
}: Pick<PortalNotification, 'level' | 'title' | 'content'>): string {
  return `${level}\u241f${title}\u241f${content}`;
}

/** Spec §4/§9: info closes itself after 5 seconds; warnings and errors stay until dismissed. */
export function autoCloseFor(level: NotificationLevel): number | false {
  return level === 'info' ? 5000 : false;
}

const colors: Record<NotificationLevel, string> = { info: 'blue', warning: 'yellow', error: 'red' };

/** Only a few notices show at once: an error or warning must not wait behind infos that close themselves. */
const priorities: Record<NotificationLevel, number> = { info: 0, warning: 1, error: 2 };

let instances = 0;

/**
 * Shows a notification unless an identical one is already on screen. A notification that carries its
 * own action (Undo) is `unique`: it replaces an identical older one under a fresh id, so the action's
 * state (an Undo already used) never carries over to the newer change.
 */
export function notify(notification: PortalNotification, { unique = false } = {}): string {
  const identity = notificationId(notification);
  return notifications.show({
    id: unique ? `${identity}\u241f${++instances}` : identity,
    title: notification.title,
    message: notification.body ?? notification.content,
    color: colors[notification.level],
    priority: priorities[notification.level],
    autoClose: autoCloseFor(notification.level),
    withCloseButton: true,
    'data-level': notification.level,
  });
}

/** Takes a notification away once what it warned about is over. */
export function dismiss(id: string): void {
  notifications.hide(id);
}
