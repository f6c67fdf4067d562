import { afterEach, describe, expect, it, vi } from 'vitest';
import { ruleHealthChecks } from '../checks/index';
import { NOW, at, pin, redirect, synonym } from '../checks/test-builders';
import type { CheckResult, RuleHealthInput } from '../checks/types';
import { runChecksInSlices, type FromWorker, type ToWorker } from './protocol';
import { runRuleHealth } from './run-rule-health';

const input: RuleHealthInput = {
  scope: { customerId: 'acme', storefrontId: 'acme-de', languageCode: 'de' },
  now: NOW,
  ruleSet: {
    synonyms: [synonym('zelt', 'tent', 'zelt')],
    redirects: [redirect('Zelte', ['zelt'])],
    pins: { query: [{ Query: 'zelt', Pin: pin('SKU-1', 1, { EndTime: at(-1) }) }] },
  },
};

describe('runRuleHealth without a Worker (in slices on this thread)', () => {
  it('reports every check as it finishes and resolves with all results', async () => {
    const reported: CheckResult[] = [];
    const results = await runRuleHealth(input, (result) => reported.push(result));
    expect(reported.map((r) => r.check)).toEqual(ruleHealthChecks.map((c) => c.id));
    expect(results).toEqual(reported);
    const byCheck = Object.fromEntries(results.map((r) => [r.check, r]));
    expect(byCheck['shadowing-redirect']!.findings).toHaveLength(1);
    expect(byCheck['expiring']!.findings).toHaveLength(1);
    expect(byCheck['synonym-problems']!.findings.map((f) => f.reason)).toEqual(['ownQueryAsSynonym']);
    expect(byCheck['drift']!.skipped).toBe('noInput');
  });

  it('runs only the chosen checks', async () => {
    const results = await runRuleHealth(input, () => undefined, undefined, ['expiring']);
    expect(results.map((r) => r.check)).toEqual(['expiring']);
  });

  it('stops reporting and rejects when aborted between checks', async () => {
    const controller = new AbortController();
    const reported: string[] = [];
    const run = runRuleHealth(
      input,
      (result) => {
        reported.push(result.check);
        controller.abort();
      },
      controller.signal,
    );
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reported).toEqual([ruleHealthChecks[0]!.id]);
  });

  it('rejects at once for a signal that is already aborted', async () => {
    const onFindings = vi.fn();
    await expect(runRuleHealth(input, onFindings, AbortSignal.abort())).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(onFindings).not.toHaveBeenCalled();
  });
});

/** Stands in for the browser's module worker: runs the worker's loop and answers with message events. */
class FakeWorker {
  static created: { url: string; options: WorkerOptions | undefined; worker: FakeWorker }[] = [];
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  constructor(url: URL, options?: WorkerOptions) {
    FakeWorker.created.push({ url: url.href, options, worker: this });
  }
  postMessage(message: ToWorker) {
    void runChecksInSlices(
      structuredClone(message),
      (answer) => this.onmessage?.(new MessageEvent('message', { data: structuredClone(answer) })),
      () => new Promise((resolve) => setTimeout(resolve, 0)),
      () => this.terminated,
    );
  }
  terminate() {
    this.terminated = true;
  }
}

describe('runRuleHealth with a Worker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeWorker.created = [];
  });

  it('starts the rule-health module worker and terminates it when done', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const results = await runRuleHealth(input, () => undefined);
    expect(results).toHaveLength(ruleHealthChecks.length);
    expect(FakeWorker.created).toHaveLength(1);
    expect(FakeWorker.created[0]!.url).toMatch(/rule-health\.worker\.ts/);
    expect(FakeWorker.created[0]!.options).toMatchObject({ type: 'module' });
    expect(FakeWorker.created[0]!.worker.terminated).toBe(true);
  });

  it('terminates the worker when aborted', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const controller = new AbortController();
    const run = runRuleHealth(input, () => controller.abort(), controller.signal);
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeWorker.created[0]!.worker.terminated).toBe(true);
  });

  it('rejects with the message of a check that failed', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const broken = { ...input, ruleSet: { synonyms: [{ Query: 'x' } as never] } };
    await expect(runRuleHealth(broken, () => undefined)).rejects.toThrow(/not iterable|undefined/);
  });
});
