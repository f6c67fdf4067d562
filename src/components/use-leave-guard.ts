import { useBlocker } from '@tanstack/react-router';
import { confirmDiscard } from './confirm';

/** Resolves true when the user decides to leave. */
export type LeaveQuestion = () => Promise<boolean>;

const askDiscard: LeaveQuestion = () =>
  new Promise((resolve) =>
    confirmDiscard(
      () => resolve(true),
      () => resolve(false),
    ),
  );

/**
 * While `active` (a dirty form, a running import), leaving the page asks first: in-app navigation
 * through a confirmation, closing or reloading the tab through the browser's own prompt.
 */
export function useLeaveGuard(active: boolean, ask: LeaveQuestion = askDiscard): void {
  useBlocker({
    shouldBlockFn: async () => (active ? !(await ask()) : false),
    enableBeforeUnload: () => active,
    disabled: !active,
  });
}
