// Everything one command-line run checks, in report order: GET operations, error shapes, and with
// --write the settings round trips.
import { checkContract } from './check';
import type { ContractCheckCli } from './cli-args';
import { checkErrorShapes } from './errors';
import { defaultScope } from './operations';
import type { CheckResult } from './results';
import { checkWrites } from './write';

export async function runChecks(
  cli: ContractCheckCli,
  onResult: (result: CheckResult) => void,
  fetchImpl?: typeof fetch,
): Promise<CheckResult[]> {
  const connection = { baseUrl: cli.baseUrl, token: cli.token, fetch: fetchImpl };
  const results = await checkContract({
    baseUrl: cli.baseUrl,
    token: cli.token,
    scope: cli.scope,
    params: cli.params,
    repeat: cli.repeat,
    fetch: fetchImpl,
    onResult,
  });
  const errors = await checkErrorShapes({
    connection,
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
