import { workerChannel, type WorkerChannel } from '@/lib/worker-channel';
import type { CheckId, CheckResult, RuleHealthInput } from '../checks/types';
import { runChecksInSlices, type FromWorker, type ToWorker } from './protocol';

type Channel = WorkerChannel<ToWorker, FromWorker>;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A module worker per run where the browser has one; otherwise the same loop on this thread, one check per task. */
function openChannel(): Channel {
  if (typeof Worker !== 'undefined') {
    const worker = new Worker(new URL('./rule-health.worker.ts', import.meta.url), {
      type: 'module',
      name: 'rule-health',
    });
    return workerChannel(worker, (message) => ({
      type: 'failed',
      message: message || 'The rule-health worker failed to start.',
    }));
  }
  let listener: (message: FromWorker) => void = () => undefined;
  let closed = false;
  return {
    send: (message) =>
      void runChecksInSlices(
        message,
        (answer) => listener(answer),
        nextTask,
        () => closed,
      ),
    listen: (next) => (listener = next),
    close: () => (closed = true),
  };
}

const abortReason = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('The rule-health run was aborted.', 'AbortError');

/**
 * Runs the rule-health checks over `input` off the main thread. `onFindings` gets each check's
 * result as soon as that check is done; the promise resolves with all of them. Aborting `signal`
 * stops the run (the worker is terminated), rejects the promise with the signal's reason, and no
 * further results are reported.
 */
export function runRuleHealth(
  input: RuleHealthInput,
  onFindings: (result: CheckResult) => void,
  signal?: AbortSignal,
  only?: readonly CheckId[],
): Promise<CheckResult[]> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const channel = openChannel();
    const results: CheckResult[] = [];
    let settled = false;
    const finish = () => {
      settled = true;
      channel.close();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      reject(abortReason(signal!));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    channel.listen((message) => {
      if (settled) return;
      if (message.type === 'result') {
        results.push(message.result);
        onFindings(message.result);
      } else if (message.type === 'done') {
        finish();
        resolve(results);
      } else {
        finish();
        reject(new Error(message.message));
      }
    });
    channel.send(only ? { type: 'run', input, only } : { type: 'run', input });
  });
}
