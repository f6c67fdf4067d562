// The error shapes of spec §8 as the contract states them: every error status carries a
// PortalServerError body. Checked: 401 without a token (always); a 500 and a 429 when they can be
// provoked: on the mock API through its scenario switch (--mock-scenarios), on another server with
// --server-error-path (a GET path it answers with 500) and --provoke-rate-limit (a burst of calls).
import { fieldPath } from './diff';
import {
  call,
  callName,
  portalServerError,
  statusLine,
  type ApiAnswer,
  type ApiRequest,
  type Connection,
} from './http';
import type { CheckResult } from './results';

export interface ErrorCheckOptions {
  connection: Connection;
  /** The server itself when `connection` goes through a validating proxy (for the 401 check). */
  unvalidated?: Connection;
  /** The server is the mock API: switch its scenarios (PUT {base}/__mock/scenarios) to provoke errors. */
  mockScenarios?: boolean;
  /** A GET path (below the base URL, query allowed) the server answers with 500. */
  serverErrorPath?: string;
  provokeRateLimit?: boolean;
  /** Calls at most in the burst that should meet a 429 (default 300). */
  rateLimitBurst?: number;
  repeat?: number;
}

const probe: ApiRequest = { method: 'GET', path: '/ScopeInfo/ScopeInfos' };

/** The status must be `status` and the body a PortalServerError. */
function judge(operation: string, answers: ApiAnswer[], status: number): CheckResult {
  const first = answers[0]!;
  const measured = { operation, status: first.status || undefined, timings: answers.map((a) => a.ms) };
  if (first.status === 0) return { ...measured, outcome: 'error', message: `network: ${first.networkError}` };
  if (first.status !== status) {
    return {
      ...measured,
      outcome: 'mismatch',
      field: '(status)',
      message: `expected ${status}, got ${statusLine(first)}`,
    };
  }
  let body: unknown;
  try {
    body = JSON.parse(first.text);
  } catch {
    const what = first.text.trim() === '' ? 'an empty body' : 'a body that is not JSON';
    return {
      ...measured,
      outcome: 'mismatch',
      field: '(body)',
      message: `expected a PortalServerError, got ${what}`,
    };
  }
  const decoded = portalServerError.safeParse(body);
  if (!decoded.success) {
    const issue = decoded.error.issues[0];
    return {
      ...measured,
      outcome: 'mismatch',
      field: fieldPath(issue?.path ?? []),
      message: issue?.message ?? 'invalid',
    };
  }
  return { ...measured, outcome: 'ok', note: `UserMessage "${decoded.data.UserMessage}"` };
}

async function repeated(connection: Connection, request: ApiRequest, times: number): Promise<ApiAnswer[]> {
  const answers: ApiAnswer[] = [];
  for (let i = 0; i < times; i++) answers.push(await call(connection, request));
  return answers;
}

/** Runs `body` with one mock scenario active, restoring the scenarios that were active before. */
async function withScenario<T>(connection: Connection, name: string, body: () => Promise<T>): Promise<T> {
  const control = { method: 'GET' as const, path: '/__mock/scenarios', auth: false };
  const before = await call(connection, control);
  const active = (JSON.parse(before.text || '{}') as { active?: string[] }).active ?? [];
  await call(connection, { ...control, method: 'PUT', body: { active: [...active, name] } });
  try {
    return await body();
  } finally {
    await call(connection, { ...control, method: 'PUT', body: { active } });
  }
}

export async function checkErrorShapes(options: ErrorCheckOptions): Promise<CheckResult[]> {
  const { connection } = options;
  const times = options.repeat ?? 1;
  const results: CheckResult[] = [];

  const noToken = { ...probe, auth: false };
  const direct = options.unvalidated ?? connection;
  results.push(
    judge(`401 without a token · ${callName(probe)}`, await repeated(direct, noToken, times), 401),
  );

  const serverError = `500 → PortalServerError · ${options.serverErrorPath ? `GET ${options.serverErrorPath}` : callName(probe)}`;
  if (options.serverErrorPath) {
    const [path, search = ''] = options.serverErrorPath.split('?');
    const request: ApiRequest = {
      method: 'GET',
      path: path!,
      query: Object.fromEntries(new URLSearchParams(search)),
    };
    results.push(judge(serverError, await repeated(connection, request, times), 500));
  } else if (options.mockScenarios) {
    const answers = await withScenario(connection, 'server-error', () => repeated(connection, probe, times));
    results.push(judge(serverError, answers, 500));
  } else {
    results.push({
      operation: serverError,
      outcome: 'skip',
      message: 'give --server-error-path (or --mock-scenarios on the mock API) to provoke a 500',
    });
  }

  const rateLimited = `429 → PortalServerError · ${callName(probe)}`;
  if (!options.provokeRateLimit) {
    results.push({
      operation: rateLimited,
      outcome: 'skip',
      message: 'give --provoke-rate-limit to provoke a 429',
    });
  } else if (options.mockScenarios) {
    const answers = await withScenario(connection, 'rate-limited', () => repeated(connection, probe, times));
    results.push(judge(rateLimited, answers, 429));
  } else {
    results.push(await burstUntilRateLimited(connection, rateLimited, options.rateLimitBurst ?? 300));
  }
  return results;
}

/** Calls in parallel batches until the server answers 429 or the burst is used up. */
async function burstUntilRateLimited(
  connection: Connection,
  operation: string,
  burst: number,
): Promise<CheckResult> {
  const batch = 20;
  for (let sent = 0; sent < burst; sent += batch) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(batch, burst - sent) }, () => call(connection, probe)),
    );
    const limited = answers.find((answer) => answer.status === 429);
    if (limited) return judge(operation, [limited], 429);
    const broken = answers.find((answer) => answer.status === 0);
    if (broken) return judge(operation, [broken], 429);
  }
  return {
    operation,
    outcome: 'mismatch',
    field: '(status)',
    message: `no 429 after ${burst} calls (--rate-limit-burst N sends more)`,
  };
}
