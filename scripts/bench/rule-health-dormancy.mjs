// Stage `rule-health`, dormancy: the reads of the dormancy check for 1,000 rule queries (one KPI call
// each, paced by the bulk engine as on the page) against the bench's mock server with a read limit
// of 50 reads per second (scenario read-limit:50, announced in the answers' rate-limit headers).
// Throughput is reads that succeeded per second, from the first call to the last answer.
// Budget (budgets.mjs, ruleHealthBudgets): a share of the limit, and every read answered (none left unknown).
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { ruleHealthBudgets } from './budgets.mjs';

const dormancyRules = ruleHealthBudgets.dormancyRules;
const dormancyReadLimit = ruleHealthBudgets.readsPerSecond;
const dormancyShareBudget = ruleHealthBudgets.minShareOfReadLimit;

const root = new URL('../../', import.meta.url);
const tsconfig = fileURLToPath(new URL('tsconfig.json', root));
const load = (path) => tsImport(new URL(path, root).href, { parentURL: import.meta.url, tsconfig });

/** `stack`: scripts/bench/stack.mjs (its mock API); returns the bench figure. */
export async function measureDormancy({ stack, log = () => undefined }) {
  const { mockAccessToken } = await load('mocks/auth.ts');
  const { readDormancyOverHttp } = await load('src/features/rule-health/testing/dormancy-over-http.ts');
  await stack.setScenarios([`read-limit:${dormancyReadLimit}`]);
  try {
    const run = await readDormancyOverHttp({
      apiBaseUrl: stack.apiUrl,
      token: mockAccessToken({ sub: 'merchandiser@demo.test', email: 'merchandiser@demo.test' }),
      rules: dormancyRules,
    });
    const perSecond = run.read / (run.elapsedMs / 1000);
    const share = perSecond / dormancyReadLimit;
    log(
      `[rule-health] dormancy: ${run.read} of ${run.reads} read in ${Math.round(run.elapsedMs)} ms, ${perSecond.toFixed(1)} reads/s (${Math.round(share * 100)}% of ${dormancyReadLimit}/s); ${run.rateLimited} rate-limited, ${run.failed} failed`,
    );
    return {
      id: 'ruleHealth.dormancy',
      figure: `Rule health, dormancy reads of ${dormancyRules.toLocaleString('en')} rules against a limit of ${dormancyReadLimit} reads/s (share of the limit, %)`,
      budget: dormancyShareBudget * 100,
      budgetKind: 'min',
      measured: Math.round(share * 1000) / 10,
      unit: 'percent',
      pass: share >= dormancyShareBudget && run.read === run.reads,
      detail: {
        ...run,
        elapsedMs: Math.round(run.elapsedMs),
        readsPerSecond: Math.round(perSecond * 10) / 10,
      },
    };
  } finally {
    await stack.setScenarios([]);
  }
}
