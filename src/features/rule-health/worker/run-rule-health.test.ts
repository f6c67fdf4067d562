import { afterEach, describe, expect, it, vi } from 'vitest';
import { ruleHealthChecks } from '@/rules/health/index';
import { NOW, at, pin, redirect, synonym } from '@/rules/health/test-builders';
import type { CheckResult, RuleHealthInput } from '@/rules/health/types';
import { ruleHealthHandler, type FromWorker, type ToWorker } from './protocol';
import { runRuleHealth } from './run-rule-health';

const scope = { customerId: 'acme', storefrontId: 'acme-de', languageCode: 'de' };
const input: RuleHealthInput = {
  scope,
  now: NOW,
  ruleSet: {
    synonyms: [synonym('zelt', 'tent', 'zelt'), synonym('rucksack', 'backpack')],
    redirects: [redirect('Zelte', ['zelt'])],
    pins: { query: [{ Query: 'zelt', Pin: pin('SKU-1', 1, { EndTime: at(-1) }) }] },
  },
  siblings: [
    { scope: { ...scope, storefrontId: 'acme-at' }, ruleSet: { synonyms: [synonym('zelt', 'tent')] } },
  ],
  searches90Days: new Map([['rucksack', { state: 'known', searches: 0 }]]),
};

const byCheck = (results: CheckResult[]) => Object.fromEntries(results.map((r) => [r.check, r]));

describe('runRuleHealth without a Worker (in slices on this thread)', () => {
  it('reports every check as it finishes and resolves with all results', async () => {
    const reported: CheckResult[] = [];
    const results = await runRuleHealth(input, (result) => reported.push(result));
    expect(reported.map((r) => r.check)).toEqual(ruleHealthChecks.map((c) => c.id));
    expect(results).toEqual(reported);
    const checks = byCheck(results);
    expect(checks['shadowing-redirect']!.findings).toHaveLength(1);
    expect(checks['expiring']!.findings).toHaveLength(1);
    expect(checks['synonym-problems']!.findings.map((f) => f.reason)).toEqual(['ownQueryAsSynonym']);
    expect(checks['drift']!.findings.map((f) => f.queries)).toEqual([['rucksack']]);
    expect(checks['dormant']).toMatchObject({ incomplete: { unknown: 1, failed: 0 } });
  });

  it('runs only the chosen checks', async () => {
    const results = await runRuleHealth(input, () => undefined, undefined, { only: ['expiring'] });
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

/** Stands in for the browser's module worker: the worker's handler behind cloned messages. */
class FakeWorker {
  static created: FakeWorker[] = [];
  url: string;
  options: WorkerOptions | undefined;
  received: ToWorker[] = [];
  sent: FromWorker[] = [];
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  private handle = ruleHealthHandler((answer) => {
    if (this.terminated) return;
    this.sent.push(answer);
    setTimeout(() => this.onmessage?.(new MessageEvent('message', { data: structuredClone(answer) })));
  });
  constructor(url: URL, options?: WorkerOptions) {
    this.url = url.href;
    this.options = options;
    FakeWorker.created.push(this);
  }
  postMessage(message: ToWorker) {
    const copy = structuredClone(message);
    this.received.push(copy);
    setTimeout(() => !this.terminated && this.handle(copy));
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

  it('starts the rule-health module worker, answers as on this thread, and terminates it when done', async () => {
    const inThread = await runRuleHealth(input, () => undefined);
    vi.stubGlobal('Worker', FakeWorker);
    const results = await runRuleHealth(input, () => undefined);
    expect(results).toEqual(inThread);
    const [worker] = FakeWorker.created;
    expect(worker!.url).toMatch(/rule-health\.worker\.ts/);
    expect(worker!.options).toMatchObject({ type: 'module' });
    expect(worker!.terminated).toBe(true);
  });

  it('sends the rules a slice at a time and receives many findings in chunks', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    // Every rule lists its own query: one finding each, more than one message holds.
    const synonyms = Array.from({ length: 2_500 }, (_, i) => synonym(`q${i}`, `q${i}`, `s${i}`));
    const [result] = await runRuleHealth(
      { scope, now: NOW, ruleSet: { synonyms } },
      () => undefined,
      undefined,
      { only: ['synonym-problems'], rulesPerMessage: 1_000 },
    );
    expect(result!.findings).toHaveLength(2_500);
    const [worker] = FakeWorker.created;
    expect(
      worker!.received.filter((m) => m.type === 'rules').map((m) => m.type === 'rules' && m.rules.length),
    ).toEqual([1_000, 1_000, 500]);
    expect(worker!.sent.filter((m) => m.type === 'findings').length).toBeGreaterThan(1);
  });

  it('terminates the worker when aborted', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const controller = new AbortController();
    const run = runRuleHealth(input, () => controller.abort(), controller.signal);
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeWorker.created[0]!.terminated).toBe(true);
  });

  it('rejects with the message of a check that failed', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const broken = { ...input, ruleSet: { synonyms: [{ Query: 'x' } as never] } };
    await expect(runRuleHealth(broken, () => undefined)).rejects.toThrow(/not iterable|undefined/);
  });
});
