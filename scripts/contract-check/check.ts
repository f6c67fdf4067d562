import type { ZodType } from 'zod';
import { responseDecoders } from '../../src/api/generated/decoders';
import { buildRequest, defaultScope, getOperations, readContract, type Scope } from './operations';

export type CheckResult =
  | { outcome: 'ok'; operation: string }
  | { outcome: 'mismatch'; operation: string; field: string; message: string }
  | { outcome: 'error'; operation: string; message: string };

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
  /** Called as each operation finishes, so a slow server still shows progress. */
  onResult?: (result: CheckResult) => void;
}

/** Calls every GET operation of the contract once and checks each answer against it. */
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
    const result = await checkOperation(operation.path, request, options);
    results.push(result);
    options.onResult?.(result);
  }
  return results;
}

async function checkOperation(
  path: string,
  request: { url: string; headers: Record<string, string> },
  options: CheckOptions,
): Promise<CheckResult> {
  const operation = `GET ${path}`;
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let response: Response;
  let text: string;
  try {
    response = await (options.fetch ?? fetch)(request.url, {
      headers,
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    text = await response.text();
  } catch (error) {
    return { outcome: 'error', operation, message: `network: ${describeNetworkError(error)}` };
  }
  if (response.status !== 200) {
    const status = `${response.status} ${response.statusText}`.trim();
    const userMessage = serverUserMessage(text);
    return { outcome: 'error', operation, message: userMessage ? `${status}: ${userMessage}` : status };
  }
  const decoder = (options.decoders ?? responseDecoders)[operation];
  // The contract declares no JSON body for this operation: a 200 is all it promises.
  if (!decoder) return { outcome: 'ok', operation };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return {
      outcome: 'mismatch',
      operation,
      field: '(body)',
      message: `not JSON: ${(error as Error).message}`,
    };
  }
  const decoded = decoder.safeParse(json);
  if (decoded.success) return { outcome: 'ok', operation };
  const issue = decoded.error.issues[0];
  return {
    outcome: 'mismatch',
    operation,
    field: fieldPath(issue?.path ?? []),
    message: issue?.message ?? 'invalid',
  };
}

/** A zod issue path as a reader would write it: AllowedScopes[0].Customer.Id; (body) for the root. */
export function fieldPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(body)';
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

/** The UserMessage of a PortalServerError body, which usually says what was wrong with the call. */
function serverUserMessage(text: string): string | null {
  try {
    const body = JSON.parse(text) as { UserMessage?: unknown } | null;
    return typeof body?.UserMessage === 'string' ? body.UserMessage : null;
  } catch {
    return null;
  }
}

function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return 'no answer within the timeout';
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause?.code ?? cause?.message ?? error.message;
}

export function formatResult(result: CheckResult): string {
  switch (result.outcome) {
    case 'ok':
      return `ok  ${result.operation}`;
    case 'mismatch':
      return `mismatch ${result.operation}: ${result.field}: ${result.message}`;
    case 'error':
      return `error ${result.operation}: ${result.message}`;
  }
}

/** The CI reads this exact line. */
export function formatSummary(results: readonly CheckResult[]): string {
  const passed = results.filter((result) => result.outcome === 'ok').length;
  return `${passed} passed, ${results.length - passed} failed`;
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<T>;
}
