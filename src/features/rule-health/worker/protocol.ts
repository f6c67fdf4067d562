// The rule-health run as messages: the same loop runs in the module worker (rule-health.worker.ts)
// and, where there is no Worker (Vitest, very old browsers), on the page's thread
// (run-rule-health.ts). Each check's result is posted as soon as that check is done, so the page
// can show the quick checks while the heavy ones still run.
import { ruleHealthChecks } from '../checks/index';
import type { CheckId, CheckResult, RuleHealthInput } from '../checks/types';

export type ToWorker = { type: 'run'; input: RuleHealthInput; only?: readonly CheckId[] };

export type FromWorker =
  { type: 'result'; result: CheckResult } | { type: 'done' } | { type: 'failed'; message: string };

/**
 * Runs the checks one after another, posting each result. `pause` runs before each check: on the
 * page it yields to the browser, so every check is a task of its own; `stopped` ends the run early
 * (the page left, or the input changed).
 */
export async function runChecksInSlices(
  message: ToWorker,
  post: (message: FromWorker) => void,
  pause: () => Promise<void> = () => Promise.resolve(),
  stopped: () => boolean = () => false,
): Promise<void> {
  try {
    for (const check of ruleHealthChecks) {
      if (message.only && !message.only.includes(check.id)) continue;
      await pause();
      if (stopped()) return;
      post({ type: 'result', result: check.run(message.input) });
    }
    if (!stopped()) post({ type: 'done' });
  } catch (error) {
    if (!stopped()) post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}
