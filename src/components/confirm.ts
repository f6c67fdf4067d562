import type { ReactNode } from 'react';

// The dialogs' code (Mantine's modals manager, their texts) loads on the first question instead of
// before the first paint of every page that may ask one (issue 14); the dialog itself waits for the
// lazy modals host anyway.
const dialogs = () => import('./confirm-dialogs');

/** Asks before a form with unsaved changes is closed; `onKeep` runs when the user stays. */
export function confirmDiscard(onDiscard: () => void, onKeep?: () => void): void {
  void dialogs().then((module) => module.confirmDiscard(onDiscard, onKeep));
}

/** Asks before something is deleted. */
export function confirmDelete(question: { title: string; message: ReactNode; onConfirm: () => void }): void {
  void dialogs().then((module) => module.confirmDelete(question));
}
