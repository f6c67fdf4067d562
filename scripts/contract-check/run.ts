// Everything one command-line run checks, in report order: GET operations, error shapes, with
// --write the settings round trips, and with --prism what Prism flagged in all of them.
import { checkContract } from './check';
import type { ContractCheckCli } from './cli-args';
import { checkErrorShapes } from './errors';
import { defaultScope } from './operations';
import { startContractProxy, type ContractViolation } from './prism';
import type { CheckResult } from './results';
import { checkWrites } from './write';

export async function runChecks(
  cli: ContractCheckCli,
  onResult: (result: CheckResult) => void,
  fetchImpl?: typeof fetch,
): Promise<CheckResult[]> {
  if (!cli.prism) return runAll(cli, onResult, fetchImpl);
  const proxy = await startContractProxy({ upstream: cli.baseUrl });
  try {
    const results = await runAll(cli, onResult, fetchImpl, proxy.url);
    const flagged = prismResults(proxy.takeViolations());
    flagged.forEach(onResult);
    return [...results, ...flagged];
  } finally {
    await proxy.close();
  }
}

/** One failed line per call Prism flagged, or one passed line when it flagged none. */
export function prismResults(violations: readonly ContractViolation[]): CheckResult[] {
  if (violations.length === 0)
    return [
      { operation: 'Prism · every request and answer', outcome: 'ok', note: 'none outside the contract' },
    ];
  return violations.map((violation) => ({
    operation: `Prism · ${violation.method} ${violation.url.split('?')[0]}`,
    outcome: 'mismatch',
    status: violation.status,
    field: violation.title,
    message: violation.findings.join('; ') || violation.url,
  }));
}

/** `checkedBase`: where the calls go (Prism's proxy with --prism, else the server itself). */
async function runAll(
  cli: ContractCheckCli,
  onResult: (result: CheckResult) => void,
  fetchImpl: typeof fetch | undefined,
  checkedBase = cli.baseUrl,
): Promise<CheckResult[]> {
  const connection = { baseUrl: checkedBase, token: cli.token, fetch: fetchImpl };
  const results = await checkContract({
    baseUrl: checkedBase,
    token: cli.token,
    scope: cli.scope,
    params: cli.params,
    repeat: cli.repeat,
    fetch: fetchImpl,
    onResult,
  });
  const errors = await checkErrorShapes({
    connection,
    // The call without a token breaks the contract's security requirement on purpose: Prism would
    // answer it itself, so it goes to the server, whose own 401 is what is checked.
    unvalidated: { ...connection, baseUrl: cli.baseUrl },
    mockScenarios: cli.mockScenarios,
    serverErrorPath: cli.serverErrorPath ?? undefined,
    provokeRateLimit: cli.provokeRateLimit,
    rateLimitBurst: cli.rateLimitBurst,
    repeat: cli.repeat,
  });
  errors.forEach(onResult);
  results.push(...errors);
  if (cli.write) {
    const scope = {
      customerId: cli.scope.customerId ?? defaultScope.customerId,
      storefrontId: cli.scope.storefrontId ?? defaultScope.storefrontId,
      languageCode: cli.scope.languageCode ?? defaultScope.languageCode,
    };
    results.push(...(await checkWrites({ connection, scope, repeat: cli.repeat, onResult })));
  }
  return results;
}
