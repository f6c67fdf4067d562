// The read checks: every GET operation of the contract, called --repeat times, each answer checked
// against the generated decoders.
import type { ZodType } from 'zod';
import { responseDecoders } from '../../src/api/generated/decoders';
import { fieldPath } from './diff';
import { serverUserMessage, statusLine, timedFetch, type ApiAnswer } from './http';
import { buildRequest, defaultScope, getOperations, readContract, type Scope } from './operations';
import type { CheckResult } from './results';

export { fieldPath } from './diff';
export { formatResult, formatSummary, type CheckResult } from './results';

export interface CheckOptions {
  /** The API base, as the app's apiBaseUrl: e.g. http://localhost:5175/api. */
  baseUrl: string;
  token?: string | null;
  scope?: Partial<Scope>;
  /** Values for parameters by name, instead of the contract's examples. */
  params?: Readonly<Record<string, string>>;
  fetch?: typeof fetch;
  contract?: ReturnType<typeof readContract>;
  decoders?: Record<string, ZodType>;
  /** The period sent is the 30 days up to this one. */
  today?: Date;
  timeoutMs?: number;
  /** Calls per operation, for the p50/p95 times (default 1). */
  repeat?: number;
  /** Called as each operation finishes, so a slow server still shows progress. */
  onResult?: (result: CheckResult) => void;
}

/** Calls every GET operation of the contract and checks each answer against it. */
export async function checkContract(options: CheckOptions): Promise<CheckResult[]> {
  const operations = getOperations(options.contract ?? readContract());
  const scope = { ...defaultScope, ...definedOnly(options.scope ?? {}) };
  const results: CheckResult[] = [];
  for (const operation of operations) {
    const request = buildRequest(
      options.baseUrl,
      operation,
      scope,
      options.today ?? new Date(),
      options.params,
    );
    const answers: ApiAnswer[] = [];
    for (let i = 0; i < Math.max(1, options.repeat ?? 1); i++) answers.push(await get(request, options));
    // The first answer that breaks the contract decides: a server that is only sometimes right fails.
    const judged = answers.map((answer) => judge(`GET ${operation.path}`, answer, options));
    const result = judged.find((item) => item.outcome !== 'ok') ?? judged[0]!;
    const withTimes = { ...result, timings: answers.map((answer) => answer.ms) };
    results.push(withTimes);
    options.onResult?.(withTimes);
  }
  return results;
}

function get(request: { url: string; headers: Record<string, string> }, options: CheckOptions) {
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  return timedFetch(options, request.url, { headers });
}

function judge(operation: string, answer: ApiAnswer, options: CheckOptions): CheckResult {
  if (answer.status === 0) return { outcome: 'error', operation, message: `network: ${answer.networkError}` };
  const status = answer.status;
  if (status !== 200) {
    const userMessage = serverUserMessage(answer.text);
    const line = statusLine(answer);
    return { outcome: 'error', operation, status, message: userMessage ? `${line}: ${userMessage}` : line };
  }
  const decoder = (options.decoders ?? responseDecoders)[operation];
  // The contract declares no JSON body for this operation: a 200 is all it promises.
  if (!decoder) return { outcome: 'ok', operation, status };
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch (error) {
    return {
      outcome: 'mismatch',
      operation,
      status,
      field: '(body)',
      message: `not JSON: ${(error as Error).message}`,
    };
  }
  const decoded = decoder.safeParse(json);
  if (decoded.success) return { outcome: 'ok', operation, status };
  const issue = decoded.error.issues[0];
  return {
    outcome: 'mismatch',
    operation,
    status,
    field: fieldPath(issue?.path ?? []),
    message: issue?.message ?? 'invalid',
  };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<T>;
}
