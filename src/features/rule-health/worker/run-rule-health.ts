import { workerChannel } from '@/lib/worker-channel';
import type { CheckId, CheckResult, Finding, RuleHealthInput } from '@/rules/health/types';
import type { FromWorker, ToWorker } from './protocol';
import { ruleLists } from './rule-lists';

/** Rules per message to the worker: copying one is a short task for the page. */
const RULES_PER_MESSAGE = 5_000;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A list in slices of `size`; an empty list is one empty slice (it was read and holds nothing). */
function* slices<T>(list: readonly T[], size: number): Generator<T[]> {
  for (let from = 0; from === 0 || from < list.length; from += size) yield list.slice(from, from + size);
}

/** Sends the input a slice at a time, each in a task of its own, then starts the run. */
async function sendInput(
  send: (message: ToWorker) => void,
  input: RuleHealthInput,
  only: readonly CheckId[] | undefined,
  stopped: () => boolean,
  size: number,
): Promise<void> {
  const siblings = input.siblings ?? [];
  const next = async () => {
    await nextTask();
    return stopped();
  };
  send({ type: 'begin', scope: input.scope, now: input.now, siblings: siblings.map((s) => s.scope), only });
  const sets = [input.ruleSet, ...siblings.map((sibling) => sibling.ruleSet)];
  for (const [set, ruleSet] of sets.entries())
    for (const [list, rules] of ruleLists(ruleSet))
      for (const slice of slices(rules, size)) {
        send({ type: 'rules', set, list, rules: slice });
        if (await next()) return;
      }
  for (const entries of slices([...(input.featureSetProducts ?? [])], size)) {
    send({ type: 'featureSetProducts', entries });
    if (await next()) return;
  }
  for (const entries of slices([...(input.searches90Days ?? [])], size)) {
    send({ type: 'searches90Days', entries });
    if (await next()) return;
  }
  send({ type: 'run' });
}

interface Run {
  listen: (listener: (message: FromWorker) => void) => void;
  stop: () => void;
}

/** A module worker per run where the browser has one; otherwise the same checks on this thread, one per task. */
function startRun(
  input: RuleHealthInput,
  only: readonly CheckId[] | undefined,
  rulesPerMessage: number,
): Run {
  let stopped = false;
  if (typeof Worker !== 'undefined') {
    const worker = new Worker(new URL('./rule-health.worker.ts', import.meta.url), {
      type: 'module',
      name: 'rule-health',
    });
    const channel = workerChannel<ToWorker, FromWorker>(worker, (message) => ({
      type: 'failed',
      message: message || 'The rule-health worker failed to start.',
    }));
    void sendInput(channel.send, input, only, () => stopped, rulesPerMessage);
    return {
      listen: channel.listen,
      stop: () => {
        stopped = true;
        channel.close();
      },
    };
  }
  let listener: (message: FromWorker) => void = () => undefined;
  // The checks load only here: with a worker, the page never needs their code.
  void import('./protocol').then(({ runChecksInSlices }) =>
    runChecksInSlices(
      input,
      only,
      (message) => listener(message),
      nextTask,
      () => stopped,
    ),
  );
  return { listen: (next) => (listener = next), stop: () => (stopped = true) };
}

const abortReason = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('The rule-health run was aborted.', 'AbortError');

export interface RunOptions {
  /** Run only these checks (default: all). */
  only?: readonly CheckId[];
  /** Rules per message to the worker (tests use small slices to see several). */
  rulesPerMessage?: number;
}

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
  { only, rulesPerMessage = RULES_PER_MESSAGE }: RunOptions = {},
): Promise<CheckResult[]> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const run = startRun(input, only, rulesPerMessage);
    const results: CheckResult[] = [];
    const pending = new Map<CheckId, Finding[]>();
    let settled = false;
    const finish = () => {
      settled = true;
      run.stop();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      reject(abortReason(signal!));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    run.listen((message) => {
      if (settled) return;
      if (message.type === 'findings') {
        const findings = pending.get(message.check);
        if (findings) for (const finding of message.findings) findings.push(finding);
        else pending.set(message.check, message.findings);
      } else if (message.type === 'checked') {
        const result = { ...message.result, findings: pending.get(message.result.check) ?? [] };
        pending.delete(message.result.check);
        results.push(result);
        onFindings(result);
      } else if (message.type === 'done') {
        finish();
        resolve(results);
      } else {
        finish();
        reject(new Error(message.message));
      }
    });
  });
}
